export * from './store';
export * from './navigation';
