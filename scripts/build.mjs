// Production build of the shell and the five remotes. An app is rebuilt only when its inputs changed
// (its own files, the shared packages, the lockfile or the build config), so a second `npm start` with
// nothing changed builds nothing. Usage: node scripts/build.mjs [app ...] [--force]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, hashInputs, log, pnpm, ROOT } from './lib.mjs';

const SHARED_INPUTS = [
  'apps.json',
  'packages',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
  'types',
];

function stampOf(app) {
  return join(ROOT, app, 'dist', '.build-stamp');
}

function inputHash(app) {
  return hashInputs([app, ...SHARED_INPUTS], `${process.env.BUILD_VERSION ?? ''}`);
}

export function isUpToDate(app) {
  const stamp = stampOf(app);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === inputHash(app);
}

export async function buildApp(app) {
  const started = Date.now();
  await pnpm(['--filter', app, 'run', 'build', '--no-stats'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  writeFileSync(stampOf(app), inputHash(app));
  log(`Built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function build({ apps = APPS, force = false } = {}) {
  const todo = apps.filter((app) => force || !isUpToDate(app));
  if (todo.length === 0) {
    log('All apps are up to date; nothing to build.');
    return [];
  }
  log(`Building ${todo.join(', ')} for production...`);
  // Two at a time: webpack is CPU-bound and this machine class has 2 cores.
  const queue = [...todo];
  const workers = Array.from({ length: Math.min(2, queue.length) }, async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildApp(app);
  });
  await Promise.all(workers);
  return todo;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const apps = args.filter((a) => !a.startsWith('--'));
  build({ apps: apps.length ? apps : APPS, force: args.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
