// Installs the workspace's dependencies unless nothing that decides them has changed since the last install.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, hashInputs, log, pnpm, ROOT } from './lib.mjs';

const STAMP = join(ROOT, 'node_modules', '.install-stamp');

export async function install() {
  const manifests = [
    'package.json',
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    '.npmrc',
    ...[...APPS, 'server', 'e2e'].map((d) => `${d}/package.json`),
    ...['contracts', 'api-client', 'session', 'ui', 'mf-config'].map(
      (d) => `packages/${d}/package.json`,
    ),
  ];
  const want = hashInputs(manifests, process.version);
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === want) {
    log('Dependencies are up to date.');
    return;
  }
  log('Installing dependencies (pnpm, pinned in package.json)...');
  const frozen = existsSync(join(ROOT, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  await pnpm(['install', ...frozen]);
  writeFileSync(STAMP, want);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  install().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
