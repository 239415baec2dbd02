const { createAppConfig } = require('@voice/mf-config');

module.exports = createAppConfig({
  app: 'shell',
  dir: __dirname,
  html: { title: 'AI Phone System' },
});
