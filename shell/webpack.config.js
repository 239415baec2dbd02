const { createAppConfig, createServerConfig } = require('@voice/mf-config');

module.exports = [
  createAppConfig({
    app: 'shell',
    dir: __dirname,
    // The same index.html serves every site: no brand in it (a reseller's pages must not carry the platform's
    // name). The shell titles each page with the site's name; server-rendered pages come titled.
    html: { title: 'Loading…' },
  }),
  // renderPage for the server-rendered public pages (server/src/plugins/server-render.ts).
  createServerConfig({ app: 'shell', dir: __dirname }),
];
