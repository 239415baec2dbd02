const { createAppConfig } = require('@voice/mf-config');

module.exports = createAppConfig({ app: 'mfe-assistants', dir: __dirname });
