// Shared jest settings: @swc/jest for TypeScript/JSX, jsdom for client code.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
    // Lingui's macros, keeping each message's English: a test renders it without loading a catalog.
    experimental: {
      plugins: [
        [
          require.resolve('@lingui/swc-plugin'),
          { descriptorFields: 'all', useLinguiV5IdGeneration: true },
        ],
      ],
    },
  },
  module: { type: 'commonjs' },
};

/** @param {string} dir @param {{ env?: 'jsdom' | 'node' }} [opts] */
module.exports = function preset(dir, opts = {}) {
  return {
    displayName: require('node:path').basename(dir),
    rootDir: dir,
    testEnvironment: opts.env === 'node' ? 'node' : 'jsdom',
    transform: { '^.+\\.[jt]sx?$': ['@swc/jest', swc] },
    setupFilesAfterEnv: opts.env === 'node' ? [] : [require.resolve('./jest.setup.ts')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
    moduleNameMapper: { '\\.md$': require.resolve('./jest.md-mock.cjs') },
    globals: { __APP_NAME__: 'test', __BUILD_VERSION__: 'test' },
  };
};
