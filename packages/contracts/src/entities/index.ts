export * from './common';
export * from './account';
export * from './site';
export * from './dashboard';
export * from './billing';
export * from './assistant';
export * from './admin-inbox';
export * from './tenant-billing';
