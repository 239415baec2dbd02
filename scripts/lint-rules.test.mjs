// Proves the boundary rules of eslint.config.mjs fire (and stay quiet on what is allowed), and that every
// package publishes an exports map. Runs with `node --test scripts/lint-rules.test.mjs` (a step of npm test).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from './lib.mjs';

const eslint = new ESLint({ cwd: ROOT });
const BOUNDARY_RULES = new Set([
  'no-restricted-imports',
  'no-restricted-syntax',
  'no-restricted-properties',
  'voice/no-literal-page-path',
]);

/** The boundary errors ESLint reports for `code` as if it were the file `filePath` (relative to the root). */
async function boundaryErrors(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  assert.ok(result, `no result for ${filePath}`);
  const fatal = result.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, [], `${filePath} did not parse`);
  return result.messages
    .filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId))
    .map((m) => ({ rule: m.ruleId, message: m.message }));
}

const REMOTE = 'A remote (mfe-*) imports no other remote and not the shell';
const SHELL = "The shell imports no remote's source";
const APP = 'packages/* import no app';
const REPLIES =
  "@voice/contracts/replies holds the reply schemas as values, with TypeBox: the server's only";
const DEEP = 'Import a workspace package through an entry of its package.json exports map';
const TEST_ONLY =
  "Test helpers ('@voice/*/testing', @testing-library/*) are imported only by tests";
const ENV = 'Read process.env only in a configuration module';
const ROUTER = 'The builds share only what packages/mf-config/src/router.mjs exports of the router';
const PAGE_PATH = "Write page paths with the registry of '@voice/contracts/paths'";
const PAGE_RULE = 'voice/no-literal-page-path';

/** [what, file, code, rule, message] */
const REFUSED = [
  // A remote imports no other remote and not the shell.
  [
    'a remote importing another remote by path',
    'mfe-billing/src/features/pricing/plans.tsx',
    "import '../../../../mfe-public/src/routes';",
    'no-restricted-imports',
    REMOTE,
  ],
  [
    'a remote re-exporting another remote',
    'mfe-billing/src/plans.ts',
    "export * from '../../mfe-account/src/routes';",
    'no-restricted-imports',
    REMOTE,
  ],
  [
    'a remote importing another remote by package name',
    'mfe-billing/src/plans.ts',
    "import 'mfe-public/src/routes';",
    'no-restricted-imports',
    REMOTE,
  ],
  [
    'a remote importing the shell',
    'mfe-account/src/features/debug/debug-page.tsx',
    "import { x } from '../../../../shell/src/layout/signed-in/nav-items';\nexport const y = x;",
    'no-restricted-imports',
    REMOTE,
  ],
  [
    'a remote loading another remote with import()',
    'mfe-billing/src/routes.tsx',
    "export const load = () => import('mfe_public/routes');",
    'no-restricted-syntax',
    REMOTE,
  ],
  // The shell imports no remote's source.
  [
    "the shell importing a remote's source",
    'shell/src/remotes/ownership.ts',
    "import '../../../mfe-admin/src/routes';",
    'no-restricted-imports',
    SHELL,
  ],
  [
    "the shell importing a remote's source with import()",
    'shell/src/routing/remote-outlet.tsx',
    "export const load = () => import('../../../mfe-admin/src/routes');",
    'no-restricted-syntax',
    SHELL,
  ],
  // packages/* import no app.
  [
    'a package importing the shell',
    'packages/ui/src/button.tsx',
    "import '../../../shell/src/layout/signed-in/nav-items';",
    'no-restricted-imports',
    APP,
  ],
  [
    'a package importing the server',
    'packages/api-client/src/http.ts',
    "import '../../../server/src/config';",
    'no-restricted-imports',
    APP,
  ],
  [
    'a package requiring a remote',
    'packages/mf-config/src/remotes.js',
    "module.exports = require('../../../mfe-public/webpack.config.js');",
    'no-restricted-syntax',
    APP,
  ],
  // No deep import into a package's src/.
  [
    "a test importing a package's src/ by name",
    'mfe-public/src/features/login/login-page.test.tsx',
    "import '@voice/ui/src/render-page';",
    'no-restricted-imports',
    DEEP,
  ],
  [
    "the server importing a package's src/ by path",
    'server/src/modules/auth/service.ts',
    "import '../../../../packages/contracts/src/roles';",
    'no-restricted-imports',
    DEEP,
  ],
  [
    "a package importing another package's src/ by path",
    'packages/api-client/src/http.ts',
    "import '../../contracts/src/roles';",
    'no-restricted-imports',
    DEEP,
  ],
  [
    "an e2e test importing a package's src/",
    'e2e/tests/auth.spec.ts',
    "import '@voice/contracts/src/index';",
    'no-restricted-imports',
    DEEP,
  ],
  // Test helpers only in tests.
  [
    'a screen importing a testing entry',
    'mfe-public/src/features/login/login-page.tsx',
    "import '@voice/api-client/testing';",
    'no-restricted-imports',
    TEST_ONLY,
  ],
  [
    'the shell importing testing-library',
    'shell/src/bootstrap.tsx',
    "import '@testing-library/react';",
    'no-restricted-imports',
    TEST_ONLY,
  ],
  [
    'a package index exporting test helpers',
    'packages/ui/src/index.ts',
    "export * from '@voice/ui/testing';",
    'no-restricted-imports',
    TEST_ONLY,
  ],
  // process.env only in configuration modules.
  [
    'a server module reading process.env',
    'server/src/modules/payments/provider.ts',
    'export const key = process.env.STRIPE_SECRET_KEY;',
    'no-restricted-properties',
    ENV,
  ],
  [
    'client code destructuring process',
    'mfe-public/src/features/login/login-page.tsx',
    'const { env } = process;\nexport default env;',
    'no-restricted-properties',
    ENV,
  ],
  [
    "a server module importing env from 'node:process'",
    'server/src/app.ts',
    "import { env } from 'node:process';\nexport default env;",
    'no-restricted-syntax',
    ENV,
  ],
  [
    'an e2e spec reading process.env',
    'e2e/tests/auth.spec.ts',
    'export const port = process.env.E2E_PORT;',
    'no-restricted-properties',
    ENV,
  ],
  [
    'a server test reading process.env',
    'server/test/auth.test.ts',
    'export const url = process.env.TEST_DATABASE_URL;',
    'no-restricted-properties',
    ENV,
  ],
  [
    'a webpack helper that is not the config module',
    'packages/mf-config/src/remotes.js',
    'module.exports = process.env.BUILD_VERSION;',
    'no-restricted-properties',
    ENV,
  ],
  // The reply schemas' values (and TypeBox) never reach a browser bundle.
  [
    'a remote importing a reply schema as a value',
    'mfe-account/src/features/profile/profile-page.tsx',
    "import { UserSchema } from '@voice/contracts/replies';\nexport const all = [UserSchema];",
    'no-restricted-imports',
    REPLIES,
  ],
  [
    'a package importing a reply schema as a value',
    'packages/api-client/src/calls/auth.ts',
    "import { LoginReply } from '@voice/contracts/replies';\nexport const all = [LoginReply];",
    'no-restricted-imports',
    REPLIES,
  ],
  // The router: only the names of the narrow shared module, never react-router itself.
  [
    'a remote importing a router function the builds do not share',
    'mfe-billing/src/features/payment/payment-page.tsx',
    "import { Link, useMatch } from 'react-router-dom';\nexport const all = [Link, useMatch];",
    'no-restricted-imports',
    ROUTER,
  ],
  [
    'the shell importing react-router itself',
    'shell/src/app.tsx',
    "import { Routes } from 'react-router';\nexport const all = [Routes];",
    'no-restricted-imports',
    ROUTER,
  ],
  [
    'a package importing react-router/dom',
    'packages/ui/src/button.tsx',
    "import { RouterProvider } from 'react-router/dom';\nexport const all = [RouterProvider];",
    'no-restricted-imports',
    ROUTER,
  ],

  // Page paths come from the registry (packages/contracts/src/paths/pages.ts).
  [
    'a link to a page written as a literal',
    'mfe-public/src/features/login/login-links.tsx',
    'import { Link } from \'react-router-dom\';\nexport const a = <Link to="/login">Sign in</Link>;',
    PAGE_RULE,
    PAGE_PATH,
  ],
  [
    'a page path with a parameter built by hand',
    'mfe-account/src/features/dashboard/call-link.ts',
    'export const callPath = (id: string) => `/call-logs/${encodeURIComponent(id)}`;',
    PAGE_RULE,
    PAGE_PATH,
  ],
  [
    'a route declaring its pattern as a literal',
    'mfe-assistants/src/routes.tsx',
    "export const route = { path: '/assistants/:id/edit', guard: 'authenticated' };",
    PAGE_RULE,
    PAGE_PATH,
  ],
  [
    'a menu entry written as a literal',
    'shell/src/layout/signed-in/nav-items.ts',
    "declare const link: (to: string, label: string) => unknown;\nexport const a = link('/admin/users', 'Users');",
    PAGE_RULE,
    PAGE_PATH,
  ],
  [
    'a page path with a query, in a package',
    'packages/session/src/where-next.ts',
    "export const next = '/payment?package_id=1';",
    PAGE_RULE,
    PAGE_PATH,
  ],
  [
    'the home page navigated to as a literal',
    'shell/src/layout/home-button.ts',
    "declare const navigate: (to: string) => void;\nnavigate('/');",
    PAGE_RULE,
    PAGE_PATH,
  ],
];

/** [what, file, code] */
const ALLOWED = [
  [
    'page paths from the registry, API paths and slashes that are not page paths',
    'mfe-account/src/features/dashboard/call-link.ts',
    [
      "import { CALL_LOG_PATH, HOME_PATH, LOGIN_PATH, PAYMENT_PATH, fillPath } from '@voice/contracts/paths';",
      'export const all = [LOGIN_PATH, fillPath(CALL_LOG_PATH, { callId: 1 }), `${PAYMENT_PATH}?a=1`, `${HOME_PATH}#contact`];',
      "export const api = ['/api/assistants', '/uploads/logo.png', '/not-found', 'a/b'.split('/'), '/'];",
    ].join('\n'),
  ],
  [
    'a test reading page paths as the user sees them',
    'mfe-public/src/features/login/login-page.test.tsx',
    "export const expected = ['/login', '/', `/call-logs/${1}`];",
  ],
  [
    'a remote importing package entries, its own modules and the product docs',
    'mfe-public/src/features/docs/docs-catalog.ts',
    [
      "import { Button } from '@voice/ui';",
      "import { loginSchema } from '@voice/contracts/schemas';",
      "import intro from '../../../../docs/product/getting-started/introduction.md';",
      "import { x } from '../auth/server-errors';",
      "export const all = [Button, loginSchema, intro, x, () => import('../login/login-page')];",
    ].join('\n'),
  ],
  [
    'a remote test importing testing entries',
    'mfe-public/src/features/login/login-page.test.tsx',
    [
      "import { render } from '@testing-library/react';",
      "import { fakeApi } from '@voice/api-client/testing';",
      "import { renderPage } from '@voice/ui/testing';",
      "import { errorsOf } from '@voice/contracts/testing';",
      'export const all = [render, fakeApi, renderPage, errorsOf];',
    ].join('\n'),
  ],
  [
    'a remote importing the router functions the builds share',
    'mfe-public/src/features/docs/docs-page.tsx',
    "import { Link, NavLink, useParams } from 'react-router-dom';\nexport const all = [Link, NavLink, useParams];",
  ],
  [
    'a test rendering in a memory router',
    'mfe-billing/src/features/shared/test-support.tsx',
    "import { MemoryRouter } from 'react-router-dom';\nexport const all = [MemoryRouter];",
  ],
  [
    'a remote test helper importing a testing entry',
    'mfe-public/src/features/auth/render-route.tsx',
    "import { TestThemeProvider } from '@voice/ui/testing';\nexport const all = [TestThemeProvider];",
  ],
  [
    'a shell test helper importing a testing entry',
    'shell/src/layout/test-support.tsx',
    "import { fakeServer } from '@voice/api-client/testing';\nexport const all = [fakeServer];",
  ],
  [
    'the shell loading a remote at runtime',
    'shell/src/remotes/load-remote.ts',
    "import { loadRemote } from '@module-federation/enhanced/runtime';\nexport const load = () => loadRemote('mfe_billing/routes');",
  ],
  [
    "a package's own test helper importing testing-library",
    'packages/ui/src/render-page.tsx',
    "import { render } from '@testing-library/react';\nexport const all = [render];",
  ],
  [
    'a server module importing its sibling module named packages',
    'server/src/modules/reseller-registration/service.ts',
    "import { findPackage } from '../packages/repository';\nimport { ROLES } from '@voice/contracts';\nexport const all = [findPackage, ROLES];",
  ],
  [
    'a remote importing a reply schema as a type',
    'mfe-account/src/features/profile/profile-page.tsx',
    "import type { UserSchema } from '@voice/contracts/replies';\nexport type All = typeof UserSchema;",
  ],
  [
    'the server replying with a reply schema',
    'server/src/domains/identity/users/schemas.ts',
    "import { CurrentUserReply } from '@voice/contracts/replies';\nexport const all = [CurrentUserReply];",
  ],
  ['the server config', 'server/src/config.ts', 'export const port = process.env.PORT;'],
  ['a script', 'scripts/build.mjs', 'export const version = process.env.BUILD_VERSION;'],
  [
    'the webpack config module',
    'packages/mf-config/src/index.js',
    'module.exports = process.env.BUILD_VERSION;',
  ],
  ['an app webpack config', 'mfe-billing/webpack.config.js', 'module.exports = process.env.X;'],
  [
    'the playwright config',
    'e2e/playwright.config.ts',
    'export const port = process.env.E2E_PORT;',
  ],
  ['the e2e helpers', 'e2e/tests/helpers.ts', 'export const env = { ...process.env };'],
  [
    'the server tests environment',
    'server/test/helpers/test-env.ts',
    'export const url = process.env.TEST_DATABASE_URL;',
  ],
];

describe('boundary lint rules', () => {
  for (const [what, file, code, rule, message] of REFUSED) {
    it(`refuses ${what} (${file})`, async () => {
      const errors = await boundaryErrors(code, file);
      assert.equal(errors.length, 1, JSON.stringify(errors));
      assert.equal(errors[0]?.rule, rule);
      assert.ok(errors[0]?.message.includes(message), errors[0]?.message);
    });
  }
  for (const [what, file, code] of ALLOWED) {
    it(`allows ${what} (${file})`, async () => {
      assert.deepEqual(await boundaryErrors(code, file), []);
    });
  }
});

describe('package exports maps', () => {
  const packages = readdirSync(join(ROOT, 'packages'));
  for (const name of packages) {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'packages', name, 'package.json'), 'utf8'));
    it(`${manifest.name} publishes its entries through an exports map that points at real files`, () => {
      assert.ok(manifest.exports?.['.'], 'no "." entry');
      for (const target of Object.values(manifest.exports)) {
        assert.ok(existsSync(join(ROOT, 'packages', name, target)), `${target} does not exist`);
      }
    });
    it(`${manifest.name}'s main entry exports no test helper`, () => {
      const index = readFileSync(join(ROOT, 'packages', name, manifest.exports['.']), 'utf8');
      assert.doesNotMatch(index, /from '\.\/(test|testing|render-page)/);
    });
  }
  it('test helpers have a ./testing entry', () => {
    for (const name of ['api-client', 'contracts', 'ui']) {
      const manifest = JSON.parse(
        readFileSync(join(ROOT, 'packages', name, 'package.json'), 'utf8'),
      );
      assert.ok(manifest.exports['./testing'], `${manifest.name} has no ./testing entry`);
    }
  });
});
