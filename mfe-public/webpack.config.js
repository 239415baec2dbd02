const { createAppConfig, createServerConfig } = require('@voice/mf-config');

module.exports = [
  createAppConfig({ app: 'mfe-public', dir: __dirname }),
  // Its ./routes for the server-rendered public pages (server/src/plugins/server-render.ts).
  createServerConfig({ app: 'mfe-public', dir: __dirname }),
];
