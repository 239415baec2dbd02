// '@voice/contracts/paths': the page paths (./pages.ts) and fillPath. Not a federation share, unlike '/core': each
// app bundles only the paths it reads (docs/decisions.md, "One registry of page paths").
export * from './pages';
export { fillPath, type PathParams } from './fill-path';
