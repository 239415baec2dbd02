const { createAppConfig, createServerConfig } = require('@voice/mf-config');

module.exports = [
  createAppConfig({
    app: 'shell',
    dir: __dirname,
    html: { title: 'AI Phone System' },
  }),
  // renderPage for the server-rendered public pages (server/src/plugins/server-render.ts).
  createServerConfig({ app: 'shell', dir: __dirname }),
];
