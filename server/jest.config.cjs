const preset = require('../jest.preset.cjs')(__dirname, { env: 'node' });

module.exports = {
  ...preset,
  testTimeout: 30000,
  // content-disposition 3 (@fastify/static), cookie 2 (light-my-request, behind app.inject) and typebox 1
  // (@voice/contracts/replies, whose files are .mjs) are ESM-only. Node 20 loads them natively, jest on Node 20
  // cannot: compile them to CommonJS.
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.[jt]sx?$'] },
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie|typebox)[@/])',
  ],
};
