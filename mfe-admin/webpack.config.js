const { createAppConfig } = require('@voice/mf-config');

module.exports = createAppConfig({ app: 'mfe-admin', dir: __dirname });
