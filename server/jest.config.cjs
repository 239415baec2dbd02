module.exports = {
  ...require('../jest.preset.cjs')(__dirname, { env: 'node' }),
  testTimeout: 30000,
};
