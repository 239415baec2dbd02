const { createAppConfig } = require('@voice/mf-config');

module.exports = createAppConfig({ app: 'mfe-public', dir: __dirname });
