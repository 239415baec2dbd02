// Test helpers: '@voice/ui/testing' (package.json exports). Kept out of the package index, which is a federation
// share (shared modules are not tree-shaken), so no production bundle carries them or testing-library.
export * from './test-theme-provider';
export * from './test-utils';
export * from './render-page';
