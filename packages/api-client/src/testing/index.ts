// Test helpers: '@voice/api-client/testing' (package.json exports). Never imported by application code, and not a
// federation share, so no production bundle carries them. Add each new helper module here.
export * from './fake-api';
export * from './fake-server';
export * from './fake-fetch';
export * from './paged-reply';
export * from '../test-support/wire';
export * from './query-client';
export * from './saved-files';
