const preset = require('../jest.preset.cjs')(__dirname, { env: 'node' });

module.exports = {
  ...preset,
  testTimeout: 30000,
  // content-disposition 3 (@fastify/static), cookie 2 (light-my-request, behind app.inject) and typebox 1
  // (@voice/contracts/replies, whose files are .mjs) are ESM-only, and so are linkedom's DOM helpers (css-select,
  // domutils, ...: the knowledge base reads web pages with it). Node 20 loads them natively, jest on Node 20
  // cannot: compile them to CommonJS.
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.[jt]sx?$'] },
  // unpdf's PDF.js bundle is exported for `import` only (extraction.ts loads it with definePDFJSModule).
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^unpdf/pdfjs$': require('node:path').join(__dirname, 'node_modules/unpdf/dist/pdfjs.mjs'),
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie|typebox|css-select|css-what|nth-check|boolbase|domutils|dom-serializer|domhandler|domelementtype|entities|cssomnom|unpdf)[@/])',
  ],
};
