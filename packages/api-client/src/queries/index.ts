// The queries several remotes share (@voice/api-client/queries, its own federation share so that a page
// without server state, the landing, never downloads @tanstack/react-query).
export * from './query-client';
export * from './get-subscription-packages';
export * from './get-public-settings';
export * from './get-subscription-usage';
export * from './get-current-subscription';
export * from './get-resellers';
