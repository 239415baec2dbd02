export * from './auth';
export * from './validate';
