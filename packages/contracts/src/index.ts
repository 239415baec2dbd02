export * from './roles';
export * from './remote-contract';
export * from './entities';
export * from './constants';
export * from './schemas';
