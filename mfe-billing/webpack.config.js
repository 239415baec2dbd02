const { createAppConfig } = require('@voice/mf-config');

module.exports = createAppConfig({ app: 'mfe-billing', dir: __dirname });
