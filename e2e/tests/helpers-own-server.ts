// A spec's own e2e server, beside the suite's: for the specs that need a setting the suite's server must not have.
// The suite's server refuses private and loopback addresses for webhook targets and knowledge pages (and
// knowledge-base.spec.ts proves that refusal), so a spec whose receiver or page is served by the test itself, on this
// machine, runs against a second server started with WEBHOOK_ALLOW_PRIVATE_TARGETS. No product setting exists for
// the tests' sake.
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { childEnv, PORT } from './helpers';

const ROOT = resolve(__dirname, '../..');

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://localhost:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Runs the spec against its own server on the suite's port + `offset` (each spec its own offset, so that specs of
 * parallel workers do not meet), with its own data folder named after `name` and the environment changes `env`:
 * started before the spec's tests (healthy within 100 s) and stopped after them. Call it at the top of the spec.
 */
export function runsOnOwnServer(
  offset: number,
  name: string,
  env: Record<string, string>,
): { port: number } {
  const port = PORT + offset;
  let server: ChildProcess | null = null;

  test.use({ baseURL: `http://localhost:${port}` });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = spawn(process.execPath, [join(ROOT, 'scripts', 'e2e-server.mjs')], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: childEnv({
        ...env,
        E2E_PORT: String(port),
        E2E_DATA_DIR: join(tmpdir(), `voice-e2e-${name}-${port}`),
      }),
    });
    await expect.poll(() => healthy(port), { timeout: 100_000, intervals: [500] }).toBe(true);
  });

  test.afterAll(async () => {
    const child = server;
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  });

  return { port };
}
