import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config';
import { markDraining } from '../../src/domains/platform/health/routes';
import { createTestContext, databases, request } from '../helpers/test-app';
import { useTestContext } from '../helpers/use-test-context';
import { startInstance, type Instance } from './harness';

/**
 * Readiness and graceful shutdown (server/src/main.ts): /api/ready answers 503 from the signal on, requests are served
 * for SHUTDOWN_DRAIN_MS, then no new connection is accepted, the requests in flight finish and the process exits 0;
 * past SHUTDOWN_TIMEOUT_MS it exits 1.
 */

describe.each(databases)('GET /api/ready on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));

  it('answers 200 while the database answers, 503 once the instance is draining', async () => {
    const ready = await request(ctx.app, { method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
    markDraining(ctx.app);
    const draining = await request(ctx.app, { method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining', database: 'ok' });
    // Liveness is another question: the instance still works.
    expect((await request(ctx.app, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('SHUTDOWN_* settings', () => {
  it('default to no drain and 25 s, and refuse a timeout of 0', () => {
    expect(loadConfig({}).shutdown).toEqual({ drainMs: 0, timeoutMs: 25_000 });
    const set = loadConfig({ SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_TIMEOUT_MS: '30000' });
    expect(set.shutdown).toEqual({ drainMs: 5_000, timeoutMs: 30_000 });
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});

const ADMIN = { email: 'shutdown@example.test', password: 'a long admin password' };
const running: Instance[] = [];
const dirs: string[] = [];

async function start(env: Record<string, string>): Promise<Instance> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-shutdown-'));
  dirs.push(dir);
  const instance = await startInstance('api', {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dir,
    STATIC_ROOT: path.join(dir, 'no-static'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  running.push(instance);
  return instance;
}

/** A sign-in whose body is sent in two parts: in flight from the first part until `finish` sends the rest. */
function slowLogin(port: number): { finish: () => void; answer: Promise<number> } {
  const body = JSON.stringify(ADMIN);
  let finish: () => void = () => undefined;
  const answer = new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    finish = () => req.end(body.slice(10));
  });
  return { finish, answer };
}

async function statusOf(url: string): Promise<number | string> {
  try {
    return (await fetch(url)).status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? 'error';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a server process on SIGTERM', () => {
  // Both started at once (each process takes seconds to start on a busy machine), each on a SQLite file of its own.
  let draining: Instance;
  let stuck: Instance;
  beforeAll(async () => {
    [draining, stuck] = await Promise.all([
      start({ SHUTDOWN_DRAIN_MS: '1500' }),
      start({ SHUTDOWN_TIMEOUT_MS: '1000' }),
    ]);
  }, 120_000);

  afterAll(async () => {
    for (const instance of running.splice(0)) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill('SIGKILL');
      }
      await instance.exited;
    }
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('drains, refuses new connections, finishes the request in flight and exits 0', async () => {
    const api = draining;
    expect(await statusOf(`${api.url}/api/ready`)).toBe(200);
    const slow = slowLogin(api.port);
    await sleep(100);
    api.child.kill('SIGTERM');
    await sleep(200);
    // Draining: out of the proxy's pool, still serving.
    expect(await statusOf(`${api.url}/api/ready`)).toBe(503);
    expect(await statusOf(`${api.url}/api/health`)).toBe(200);
    // Then closed to new connections, while the sign-in is still in flight.
    for (
      let i = 0;
      i < 50 && (await statusOf(`${api.url}/api/health`)) !== 'ECONNREFUSED';
      i += 1
    ) {
      await sleep(100);
    }
    expect(await statusOf(`${api.url}/api/health`)).toBe('ECONNREFUSED');
    expect(api.child.exitCode).toBeNull();
    slow.finish();
    expect(await slow.answer).toBe(200);
    expect(await api.exited).toBe(0);
  }, 30_000);

  it('exits 1 when a request is still in flight after SHUTDOWN_TIMEOUT_MS', async () => {
    const api = stuck;
    const slow = slowLogin(api.port);
    slow.answer.catch(() => undefined);
    await sleep(100);
    const signalled = Date.now();
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(900);
    expect(api.output()).toContain('Shutdown not finished after 1000 ms');
  }, 30_000);
});
