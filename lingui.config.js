// @ts-check
/**
 * The message catalogs: one per app (the namespace) and language, in gettext PO files next to the code that uses
 * them. `node scripts/i18n.mjs` extracts the messages from the code (English is the source: the text written in
 * the <Trans> and t`` macros) and compiles each catalog to the TypeScript module the app loads. The shell's catalog
 * also holds '@voice/ui/core' and packages/session; the rest of packages/ui has its own (packages/ui/src/locales).
 */
const fs = require('node:fs');
const path = require('node:path');
const { defineConfig } = require('@lingui/conf');
const { formatter } = require('@lingui/format-po');
const babel = require('@lingui/cli/api/extractors/babel').default;
const contracts = require('./scripts/lingui-contracts-extractor.cjs');

/** The languages every catalog must translate completely (`lingui compile --strict` fails on a missing one). */
const LOCALES = ['en', 'es', 'de'];

/** `LINGUI_APPS=mfe-admin,shell`: only these apps' catalogs (scripts/i18n.mjs --app=...). */
const ONLY = process.env.LINGUI_APPS ? process.env.LINGUI_APPS.split(',') : undefined;

const SIGNED_IN = 'shell/src/layout/signed-in';

/** The files of '@voice/ui/core' (packages/ui/src/core.ts), what every first load carries: the shell's catalog. */
const UI_CORE = [
  ...fs
    .readFileSync(path.join(__dirname, 'packages/ui/src/core.ts'), 'utf8')
    .matchAll(/export \* from '\.\/([\w-]+)'/g),
]
  .flatMap(([, name]) => [`packages/ui/src/${name}.ts`, `packages/ui/src/${name}.tsx`])
  .filter((file) => fs.existsSync(path.join(__dirname, file)));

/** @param {string} app @param {string[]} [more] other folders whose messages this app's catalog holds */
const catalog = (app, more = []) => ({
  path: `<rootDir>/${app}/src/locales/{locale}`,
  include: [`<rootDir>/${app}/src`, ...more.map((dir) => `<rootDir>/${dir}`)],
  exclude: ['**/*.test.ts', '**/*.test.tsx', '**/locales/**'],
});

module.exports = defineConfig({
  sourceLocale: 'en',
  locales: LOCALES,
  // No fallback language: a missing translation fails the strict compile instead of showing English.
  fallbackLocales: false,
  catalogs: [
    {
      ...catalog('shell', [...UI_CORE, 'packages/session/src']),
      exclude: [...catalog('shell').exclude, `<rootDir>/${SIGNED_IN}/**`],
    },
    // The rest of packages/ui (fields, tables, charts, dialogs): a catalog the remotes load with their own.
    {
      ...catalog('packages/ui'),
      exclude: [...catalog('packages/ui').exclude, ...UI_CORE.map((file) => `<rootDir>/${file}`)],
    },
    // What only a signed-in user sees (the menus, Switch User, the impersonation banner): loaded with those parts,
    // not part of a public page's first load.
    {
      path: `<rootDir>/${SIGNED_IN}/locales/{locale}`,
      include: [`<rootDir>/${SIGNED_IN}`],
      exclude: catalog('shell').exclude,
    },
    catalog('mfe-public'),
    // The contracts' messages (validation, *_MESSAGES): English text as the id (scripts/lingui-contracts-extractor.cjs).
    { ...catalog('packages/contracts'), include: ['<rootDir>/packages/contracts/src'] },
    catalog('mfe-account'),
    catalog('mfe-assistants'),
    catalog('mfe-billing'),
    catalog('mfe-admin'),
    catalog('server'),
  ].filter((entry) => !ONLY || ONLY.some((app) => entry.path.includes(`/${app}/`))),
  // The first extractor that matches a file reads it: the contracts one first.
  extractors: [contracts, babel],
  // No file/line references: a catalog changes when its messages do, not when code moves.
  format: formatter({ origins: false, lineNumbers: false }),
  compileNamespace: 'ts',
});
