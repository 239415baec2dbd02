const { createAppConfig } = require('@voice/mf-config');

module.exports = createAppConfig({ app: 'mfe-account', dir: __dirname });
