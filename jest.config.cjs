// Two projects: "unit" (every client workspace, jsdom) and "server" (integration, node, real database).
const preset = require('./jest.preset.cjs');
const path = require('node:path');

const apps = require('./apps.json');

const clientDirs = [
  'packages/contracts',
  'packages/api-client',
  'packages/session',
  'packages/ui',
  // The shell and every remote (the one list of the apps).
  apps.shell.folder,
  ...apps.remotes.map((remote) => remote.folder),
];

module.exports = {
  // A global option (jest ignores testTimeout inside a project): the server's integration tests make hundreds of
  // requests against a real database (the authorisation table, the fuzzer) and must not fail on a busy machine.
  testTimeout: 30_000,
  projects: [
    ...clientDirs.map((dir) => ({ ...preset(path.join(__dirname, dir)), displayName: 'unit' })),
    { ...require('./server/jest.config.cjs'), displayName: 'server' },
  ],
};
