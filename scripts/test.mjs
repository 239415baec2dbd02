// `npm test`: every check, in order. Stops at the first failure.
//   1. typecheck and lint of the whole workspace
//   2. unit tests of every workspace (jest, @testing-library/react)
//   3. server integration tests on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set
//   4. Playwright end-to-end tests against the production build in the system Chromium
import { install } from './install.mjs';
import { log, pnpm, run } from './lib.mjs';
import { findChromium, CHROMIUM_HELP } from './chromium.mjs';

const started = Date.now();
const step = async (name, fn) => {
  const t = Date.now();
  log(`${name}...`);
  await fn();
  log(`${name}: done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
};

try {
  // Fail fast, before any long step, when the browser the e2e tests need is missing.
  if (!findChromium()) {
    console.error(CHROMIUM_HELP);
    process.exit(1);
  }
  await install();
  await step('Typecheck', () => pnpm(['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']));
  await step('Lint (eslint, prettier, layering, dead code)', async () => {
    await pnpm(['exec', 'eslint', '.', '--max-warnings=0']);
    await pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
    // The server's domain layering (.dependency-cruiser.cjs; its rules proved by server/test/domain-rules.test.ts).
    await pnpm(['exec', 'depcruise', 'server/src', '--config', '.dependency-cruiser.cjs']);
    // Exports, files and dependencies nothing uses (knip.jsonc says what it reads).
    await pnpm(['exec', 'knip', '--no-progress', '--no-config-hints']);
    // The boundary rules themselves: each refuses what it must and allows the rest.
    await run(process.execPath, ['--test', 'scripts/lint-rules.test.mjs']);
  });
  await step('Unit tests', () => pnpm(['exec', 'jest', '--selectProjects', 'unit', '--ci']));
  // The server suite runs every test file on SQLite, and on PostgreSQL as well when TEST_DATABASE_URL is set.
  if (!process.env.TEST_DATABASE_URL)
    log('TEST_DATABASE_URL is not set: the PostgreSQL runs are skipped.');
  await step('Server integration tests', () =>
    pnpm(['exec', 'jest', '--selectProjects', 'server', '--ci', '--runInBand']),
  );
  await step('Production build', async () => {
    const { build } = await import('./build.mjs');
    await build();
  });
  await step('End-to-end tests (Playwright, system Chromium)', () =>
    pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test'], {
      env: { CHROMIUM_PATH: findChromium() },
    }),
  );
  log(`All checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
