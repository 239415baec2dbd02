export * from './account';
export * from './billing';
export * from './assistant-list';
export * from './assistant-options';
export * from './assistant-defaults';
export * from './messages';
export * from './demo-request';
export * from './minutes';
