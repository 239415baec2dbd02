// integrations: how other systems use the platform. API keys (api-keys/), the public API (public-api/) and event
// webhooks (webhooks/). The top domain: it may import every other domain's index.ts, and none imports it.
//
// The domain's public entry: app.ts and bootstrap import only what is exported here (.dependency-cruiser.cjs).
export { apiKeyRoutes } from './api-keys/routes';
export { apiKeyStore } from './api-keys/store';
export { publicApiRoutes } from './public-api/routes';
export { eventWebhooks } from './webhooks/plugin';
