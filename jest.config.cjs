// Two projects: "unit" (every client workspace, jsdom) and "server" (integration, node, real database).
const preset = require('./jest.preset.cjs');
const path = require('node:path');

const clientDirs = [
  'packages/contracts',
  'packages/api-client',
  'packages/session',
  'packages/ui',
  'shell',
  'mfe-public',
  'mfe-account',
  'mfe-assistants',
  'mfe-billing',
  'mfe-admin',
];

module.exports = {
  projects: [
    ...clientDirs.map((dir) => ({ ...preset(path.join(__dirname, dir)), displayName: 'unit' })),
    { ...require('./server/jest.config.cjs'), displayName: 'server' },
  ],
};
