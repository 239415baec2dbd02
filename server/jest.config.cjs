module.exports = {
  ...require('../jest.preset.cjs')(__dirname, { env: 'node' }),
  testTimeout: 30000,
  // content-disposition 3 (@fastify/static) and cookie 2 (light-my-request, behind app.inject) are
  // ESM-only. Node 20 loads them natively, jest on Node 20 cannot: compile them to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie)[@/])'],
};
