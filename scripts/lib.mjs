// Small helpers shared by the root scripts (start, build, test, dev, benchmarks). Node 20, no dependencies.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The one list of the apps (apps.json): the shell and the remotes, with folder, federation name and dev port. */
export const APP_LIST = JSON.parse(readFileSync(join(ROOT, 'apps.json'), 'utf8'));
/** The remotes' entries of apps.json. */
export const REMOTES = APP_LIST.remotes;
/** Folder of every app: the shell first, then the remotes. */
export const APPS = [APP_LIST.shell.folder, ...REMOTES.map((remote) => remote.folder)];

/** Run a command, inheriting stdio; resolves on exit 0, rejects otherwise. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * pnpm, pinned with its hash in package.json's packageManager, through corepack (bundled with Node 20).
 * The download prompt is disabled so that a fresh machine needs no answer.
 */
export function pnpm(args, options = {}) {
  return run('corepack', ['pnpm', ...args], {
    ...options,
    env: { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0', ...(options.env ?? {}) },
  });
}

const SKIP = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.git',
  'coverage',
  'test-results',
  'playwright-report',
]);

function* files(dir) {
  if (!existsSync(dir)) return;
  const stat = statSync(dir);
  if (stat.isFile()) {
    yield dir;
    return;
  }
  for (const name of readdirSync(dir).sort()) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** A content hash of files and folders (relative paths + bytes), for "has anything changed?" checks. */
export function hashInputs(paths, extra = '') {
  const hash = createHash('sha256');
  hash.update(extra);
  for (const p of paths) {
    for (const file of files(join(ROOT, p))) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      hash.update(relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function log(message) {
  console.info(`\x1b[36m›\x1b[0m ${message}`);
}
