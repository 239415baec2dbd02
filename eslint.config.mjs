// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import { serverDomainRules } from './server/eslint.domains.mjs';

// ---------------------------------------------------------------------------------------------------------------
// Boundaries (proved by scripts/lint-rules.test.mjs):
//   - a remote (mfe-*) imports no other remote and not the shell; the shell imports no remote's source (it loads
//     them at runtime); packages/* import no app;
//   - application code imports the router from 'react-router-dom', only the names the builds share (ROUTER);
//   - nobody imports another package's src/: only the entries of its package.json "exports" map;
//   - test helpers ('@voice/*/testing', testing-library) only in tests and test helpers;
//   - process.env only in the configuration modules listed in ENV_FILES.
// Static imports and re-exports: no-restricted-imports; import() and require(): no-restricted-syntax, same regexes.
// ---------------------------------------------------------------------------------------------------------------

/** The workspace packages (folder names under packages/). */
const PACKAGES = readdirSync(new URL('./packages/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ANY_PACKAGE = `(${PACKAGES.join('|')})`;
/** A relative path that climbs out of the file's folders first ('../../'). */
const UP = '^(\\.\\./)+';

const DEEP_IMPORT =
  "Import a workspace package through an entry of its package.json exports map ('@voice/ui', '@voice/ui/testing', '@voice/contracts/schemas', ...), never its src/.";
const REMOTE_IMPORT =
  'A remote (mfe-*) imports no other remote and not the shell: share code through a package in packages/.';
const SHELL_IMPORT =
  "The shell imports no remote's source: remotes are loaded at runtime (shell/src/remotes).";
const APP_IMPORT =
  'packages/* import no app (shell, mfe-*, server, e2e): apps depend on packages, never the reverse.';
const TEST_ONLY_IMPORT =
  "Test helpers ('@voice/*/testing', @testing-library/*) are imported only by tests and test helpers, so that no production bundle carries them.";
const REPLIES_IMPORT =
  "@voice/contracts/replies holds the reply schemas as values, with TypeBox: the server's only. Browser code reads their types from '@voice/contracts' (or `import type`).";
const ENV_MESSAGE =
  'Read process.env only in a configuration module (server/src/config.ts, scripts/*.mjs, webpack/jest/playwright configs, e2e and server test helpers: ENV_FILES in eslint.config.mjs) and pass the values on.';

/** The router functions the builds share: they resolve 'react-router-dom' to this narrow module (mf-config). */
const ROUTER_MODULE = 'packages/mf-config/src/router.mjs';
const ROUTER_EXPORTS = (() => {
  const text = readFileSync(new URL(`./${ROUTER_MODULE}`, import.meta.url), 'utf8');
  const list = text.match(/export\s*\{([^}]*)\}\s*from\s*'react-router'/)?.[1];
  if (!list) throw new Error(`${ROUTER_MODULE} exports no list from 'react-router'`);
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
})();
const ROUTER_IMPORT = `The builds share only what ${ROUTER_MODULE} exports of the router (${ROUTER_EXPORTS.join(', ')}): import those from 'react-router-dom', and add a missing function to that module first.`;

/** @typedef {{ regex: string, message: string, allowImportNames?: string[] }} Restriction */
/** @type {(regex: string, message: string) => Restriction} */
const restrict = (regex, message) => ({ regex, message });

/** Everywhere: no deep import into a package, by name or by a relative path. */
const NO_DEEP_IMPORT = [
  restrict('^@voice/[^/]+/src(/|$)', DEEP_IMPORT),
  restrict(`${UP}packages/${ANY_PACKAGE}(/|$)`, DEEP_IMPORT),
  // From inside packages/: '../../ui/src/...'.
  restrict(`^(\\.\\./){2,}${ANY_PACKAGE}/src(/|$)`, DEEP_IMPORT),
];
/** In a remote: no other remote (folder, package name or federation id) and no shell. */
const NO_REMOTE_OR_SHELL = [
  restrict(`${UP}(shell|mfe-[\\w-]+)(/|$)`, REMOTE_IMPORT),
  restrict('^(shell|mfe-[\\w-]+|mfe_\\w+)(/|$)', REMOTE_IMPORT),
];
/** In the shell: no remote's source. */
const NO_REMOTE = [
  restrict(`${UP}mfe-[\\w-]+(/|$)`, SHELL_IMPORT),
  restrict('^(mfe-[\\w-]+|mfe_\\w+)(/|$)', SHELL_IMPORT),
];
/** In packages/: no app. */
const NO_APP = [
  restrict(`${UP}(shell|mfe-[\\w-]+|server|e2e)(/|$)`, APP_IMPORT),
  restrict('^(shell|mfe-[\\w-]+|mfe_\\w+|server|e2e)(/|$)', APP_IMPORT),
];
/** In client code that is not a test: no test helper. */
const NO_TEST_HELPER = [
  restrict('^@voice/[^/]+/testing(/|$)', TEST_ONLY_IMPORT),
  restrict('^@testing-library/', TEST_ONLY_IMPORT),
];

/**
 * In client code that is not a test: the router only through the narrow shared module. A name it lacks would be
 * undefined at run time (types come from the whole react-router-dom), and 'react-router' itself is not shared (a
 * second router, with its own context, in whichever app imported it).
 */
const ROUTER = [
  { regex: '^react-router-dom$', message: ROUTER_IMPORT, allowImportNames: ROUTER_EXPORTS },
  restrict('^react-router(/|$)', ROUTER_IMPORT),
];

const LINGUI_IMPORT =
  "A remote translates with the shell's one i18n instance: write the macros ('@lingui/react/macro', '@lingui/core/macro'), and take anything else (i18n, useLingui) from '@voice/ui/core'. Lingui itself is not a federation share: a remote's own copy would neither know the page's language nor hold its catalogs.";

/** In a remote: Lingui only through its macros (compiled to '@voice/ui/core', packages/mf-config). */
const LINGUI = [
  { regex: '^@lingui/(core|react)$', message: LINGUI_IMPORT, allowTypeImports: true },
];

/** In client code: the reply schemas' types only, never their values (no TypeBox in a browser bundle). */
const NO_REPLY_VALUES = [
  { regex: '^@voice/contracts/replies$', message: REPLIES_IMPORT, allowTypeImports: true },
];

/** Files that are tests or test helpers (inside a client folder). */
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/test-support.{ts,tsx}',
  '**/test-support/**',
  '**/testing.{ts,tsx}',
  '**/testing/**',
  '**/test-utils.{ts,tsx}',
  '**/test-theme-provider.tsx',
  '**/render-page.tsx',
  '**/render-route.tsx',
];

/** The only files that may read process.env. */
const ENV_FILES = [
  'server/src/config.ts',
  'scripts/*.mjs',
  '**/webpack.config.{js,cjs,mjs}',
  'packages/mf-config/src/index.js',
  '**/jest.config.cjs',
  'jest.preset.cjs',
  'lingui.config.js',
  'e2e/playwright.config.ts',
  'e2e/tests/helpers.ts',
  'server/test/helpers/test-env.ts',
];

/** The same restrictions for import() and require() (esquery regexes need their slashes escaped). */
const dynamicImports = (/** @type {Restriction[]} */ list) =>
  list.flatMap(({ regex, message }) => {
    const pattern = `/${regex.replaceAll('/', '\\/')}/`;
    return [
      { selector: `ImportExpression[source.value=${pattern}]`, message },
      {
        selector: `CallExpression[callee.name='require'][arguments.0.value=${pattern}]`,
        message,
      },
    ];
  });

const ENV_SYNTAX = [
  {
    selector:
      "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
    message: ENV_MESSAGE,
  },
];

/** @type {(list: Restriction[], env?: boolean) => import('eslint').Linter.RulesRecord} */
const boundaryRules = (list, env = true) => ({
  'no-restricted-imports': ['error', { patterns: list }],
  'no-restricted-syntax': ['error', ...dynamicImports(list), ...(env ? ENV_SYNTAX : [])],
});

/** Each client folder: its own restrictions, plus no test helper outside tests (rule options do not merge). */
const SCOPES = [
  { folder: 'mfe-*/**', restrictions: [...NO_REMOTE_OR_SHELL, ...NO_REPLY_VALUES, ...LINGUI] },
  { folder: 'shell/**', restrictions: [...NO_REMOTE, ...NO_REPLY_VALUES] },
  { folder: 'packages/**', restrictions: [...NO_APP, ...NO_REPLY_VALUES] },
];

const boundaries = [
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    rules: {
      ...boundaryRules(NO_DEEP_IMPORT),
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: ENV_MESSAGE },
      ],
    },
  },
  ...SCOPES.flatMap(({ folder, restrictions }) => [
    {
      files: [folder],
      rules: boundaryRules([...NO_DEEP_IMPORT, ...restrictions, ...NO_TEST_HELPER, ...ROUTER]),
    },
    {
      // Both patterns must match: a test file inside this folder.
      files: TEST_FILES.map((glob) => [folder, glob]),
      rules: boundaryRules([...NO_DEEP_IMPORT, ...restrictions]),
    },
  ]),
  {
    files: ENV_FILES,
    rules: {
      'no-restricted-properties': 'off',
      'no-restricted-syntax': ['error', ...dynamicImports(NO_DEEP_IMPORT)],
    },
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Page paths come from the registry of '@voice/contracts/paths' (packages/contracts/src/paths/pages.ts), so a page's
// path is written once: `voice/no-literal-page-path` refuses, in the apps and packages (not in tests), a string that
// starts with the first segment of a registered page ('/login', `/call-logs/${id}`, '/payment?…'). The home page's
// '/' is refused where an address is expected (to, href, path, prefix, navigate()); elsewhere '/' is just a slash.
// Proved by scripts/lint-rules.test.mjs.
// ---------------------------------------------------------------------------------------------------------------

const PAGES_MODULE = 'packages/contracts/src/paths/pages.ts';
/** The first segments of the registered pages ('' for the home page), read from the registry itself. */
const PAGE_SEGMENTS = (() => {
  const text = readFileSync(new URL(`./${PAGES_MODULE}`, import.meta.url), 'utf8');
  const segments = [...text.matchAll(/^export const \w+_PATH = '\/([^/?']*)/gm)].map(
    (m) => m[1] ?? '',
  );
  if (segments.length === 0) throw new Error(`${PAGES_MODULE} registers no page`);
  return new Set(segments);
})();
const LITERAL_PAGE_PATH = `Write page paths with the registry of '@voice/contracts/paths' (${PAGES_MODULE}): LOGIN_PATH, fillPath(ASSISTANT_EDIT_PATH, { id }), ASSISTANT_EDIT_PATH in a route; a new page is added there first.`;
/** Where a string is a page address: JSX to/href, an object's to/href/path/prefix, navigate()'s first argument. */
const ADDRESS_NAMES = new Set(['to', 'href', 'path', 'prefix']);

/** @param {any} node */
function isAddressPlace(node) {
  const parent = node.parent?.type === 'JSXExpressionContainer' ? node.parent.parent : node.parent;
  if (!parent) return false;
  if (parent.type === 'JSXAttribute') return ADDRESS_NAMES.has(parent.name?.name);
  if (parent.type === 'Property' && parent.value === node)
    return ADDRESS_NAMES.has(parent.key?.name);
  if (parent.type === 'CallExpression' && parent.arguments[0] === node) {
    const callee =
      parent.callee.type === 'MemberExpression' ? parent.callee.property : parent.callee;
    return callee?.name === 'navigate';
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
const noLiteralPagePath = {
  meta: { type: 'problem', schema: [], messages: { literal: LITERAL_PAGE_PATH } },
  create(context) {
    /** @param {any} node @param {string} text */
    const check = (node, text) => {
      if (!text.startsWith('/') || text.startsWith('//')) return;
      const segment = text.slice(1).split(/[/?#]/)[0] ?? '';
      if (!PAGE_SEGMENTS.has(segment)) return;
      if (segment === '' && text === '/' && !isAddressPlace(node)) return;
      if (segment === '' && text !== '/' && !/^\/[?#]/.test(text)) return;
      context.report({ node, messageId: 'literal' });
    };
    return {
      /** @param {any} node */
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      /** @param {any} node */
      TemplateLiteral(node) {
        check(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};

const pagePaths = {
  files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
  ignores: [...TEST_FILES, PAGES_MODULE],
  plugins: { voice: { rules: { 'no-literal-page-path': noLiteralPagePath } } },
  rules: { 'voice/no-literal-page-path': 'error' },
};

/**
 * The screens already translated (their text in the catalogs, scripts/i18n.mjs): user-visible text written as a plain
 * string there is an error. A folder joins this list once its text is in the macros (docs/decisions.md, "Languages").
 */
const TRANSLATED = [
  'mfe-assistants/src/features/assistant-list/**',
  'mfe-assistants/src/shared/**',
  'mfe-assistants/src/features/assistant-editor/**',
  'mfe-assistants/src/features/outbound-call/**',
  'mfe-assistants/src/features/bookings/**',
  'mfe-assistants/src/features/do-not-call/**',
  'mfe-assistants/src/features/webhook-inbox/**',
  'mfe-assistants/src/features/campaigns/**',
  'shell/src/i18n/**',
  'shell/src/layout/footer.tsx',
  'mfe-public/src/features/login/login-page.tsx',
  'mfe-public/src/features/login/two-factor-step.tsx',
  'mfe-public/src/features/forgot-password/**',
  'mfe-public/src/features/reset-password/**',
  'mfe-public/src/features/auth/auth-layout.tsx',
  'shell/src/layout/top-nav.tsx',
  'shell/src/layout/signed-in/**',
  'mfe-public/src/features/register/register-page.tsx',
  'mfe-public/src/features/register/partner-block.tsx',
  'mfe-public/src/features/reseller-registration/**',
  'mfe-public/src/features/login-as/**',
  'mfe-public/src/features/info-pages/**',
  'mfe-public/src/features/docs/**',
  'mfe-public/src/features/contact/**',
  'mfe-public/src/features/shared/**',
  'mfe-billing/src/features/pricing/**',
  'mfe-billing/src/features/subscription/**',
  'mfe-billing/src/features/shared/**',
  'mfe-billing/src/features/payment/**',
  'mfe-billing/src/features/transactions/**',
  'mfe-billing/src/features/reseller-billing/**',
  'mfe-account/src/features/dashboard/**',
  'mfe-account/src/features/profile/**',
  'mfe-admin/src/shared/**',
  'mfe-admin/src/features/admin-dashboard/**',
  'mfe-admin/src/features/users/**',
  'mfe-admin/src/features/system-settings/**',
  'mfe-admin/src/features/site-content/**',
  'mfe-admin/src/features/legal-pages/**',
  'mfe-admin/src/features/custom-domain/**',
  'mfe-admin/src/features/email-sender/**',
  'mfe-account/src/features/call-logs/**',
  'mfe-admin/src/features/reseller-packages/**',
  'mfe-admin/src/features/reseller-subscriptions/**',
  'mfe-admin/src/features/reseller-transactions/**',
  'mfe-admin/src/features/usage-overview/**',
  'mfe-admin/src/features/usage-reports/**',
  'mfe-admin/src/features/demo-requests/**',
  'mfe-admin/src/features/features/**',
  'mfe-account/src/features/developers/**',
  'mfe-account/src/features/developer-webhooks/**',
  'mfe-admin/src/features/admin-packages/**',
  'mfe-admin/src/features/admin-subscriptions/**',
  'mfe-admin/src/features/custom-subscriptions/**',
  'mfe-admin/src/features/super-admin-overview/**',
  'mfe-admin/src/features/resellers/**',
  'mfe-account/src/features/demo-request/**',
  'mfe-account/src/features/debug/**',
  'mfe-admin/src/features/admin-inbox/**',
  'mfe-admin/src/features/audit-log/**',
  'mfe-admin/src/features/assistant-templates/**',
  'mfe-admin/src/features/stripe-configuration/**',
  'mfe-admin/src/features/voice-configuration/**',
  'mfe-admin/src/features/releases/**',
  // Each remote's routes: their titles are messages of the remote's catalog.
  'mfe-account/src/routes.tsx',
  'mfe-assistants/src/routes.tsx',
  'mfe-billing/src/routes.tsx',
  'mfe-admin/src/routes.tsx',
];

/**
 * The files of '@voice/ui/core' (packages/ui/src/core.ts): what every first load carries, whose few texts (a dialog's
 * OK, the toasts' labels) wait for room in the landing's budget.
 */
const UI_CORE_FILES = [
  ...readFileSync(new URL('packages/ui/src/core.ts', import.meta.url), 'utf8').matchAll(
    /export \* from '\.\/([\w-]+)'/g,
  ),
].map(([, name]) => `packages/ui/src/${name}.{ts,tsx}`);

const translated = {
  files: [...TRANSLATED, 'packages/ui/src/**'],
  ignores: [...TEST_FILES, ...UI_CORE_FILES],
  plugins: { lingui },
  rules: {
    ...lingui.configs.recommended.rules,
    'lingui/no-unlocalized-strings': [
      'error',
      {
        // Text is what has a space or starts with a capital; anything else (keys, paths, CSS, ids) is not.
        ignore: ['^(?![A-Z])\\S*$', '^[A-Z0-9_]+$'],
        ignoreNames: [
          {
            regex: {
              pattern:
                '^(className|type|name|autoComplete|to|href|id|key|role|lang|value|method|rel|target|inputMode|htmlFor|variant|size|as|data-\\w+)$',
            },
          },
          { regex: { pattern: '^[A-Z0-9_]+$' } },
        ],
        ignoreFunctions: [
          'console.*',
          'Error',
          'require',
          'import',
          'styled.*',
          'css',
          'keyframes',
          'createGlobalStyle',
          'document.getElementById',
          'loadOnce',
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      // Compiled message catalogs (scripts/i18n.mjs writes them from the PO files).
      '**/src/**/locales/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...boundaries,
  ...serverDomainRules(NO_DEEP_IMPORT, [...dynamicImports(NO_DEEP_IMPORT), ...ENV_SYNTAX]),
  pagePaths,
  translated,
);
