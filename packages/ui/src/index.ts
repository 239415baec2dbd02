export * from './theme';
export * from './branding-context';
