// Test helpers: '@voice/contracts/testing' (package.json exports). Never imported by application code, and not a
// federation share, so no production bundle carries them.
export * from './test-support/errors';
export * from './test-support/route-titles';
