import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../src/db/database';
import { deleteKeys } from '../helpers/redis-keys';
import { testEnv } from '../helpers/test-env';
import { TestProxy, type ProxyOptions } from './proxy';

/**
 * The deployment of compose.yaml, on this machine: one fresh PostgreSQL schema, one Redis (a key prefix of this
 * run's own), one S3 bucket (s3rver), N server processes (`tsx src/main.ts`, as the image runs it) with a DATA_DIR
 * each and the one SECRETS_ENCRYPTION_KEY, and a round-robin reverse proxy in front (proxy.ts).
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL: `clusterEnabled` is false without them (the suite is skipped).
 */

export const clusterEnabled = Boolean(testEnv.databaseUrl && testEnv.redisUrl);

const SERVER_DIR = path.resolve(__dirname, '..', '..');
export const ADMIN = { email: 'cluster-admin@example.test', password: 'a long admin password' };
export const BUCKET = 'cluster-uploads';

export interface Instance {
  name: string;
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

export interface Cluster {
  instances: Instance[];
  proxy: TestProxy;
  /** The proxy's URL: what the deployment's clients see. */
  url: string;
  /** The cluster's database, to check what was written. */
  database: Database;
  close(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** More environment for every instance (RATE_LIMIT_*, SHUTDOWN_*...). */
  env?: Record<string, string>;
  proxy?: ProxyOptions;
}

interface S3Server {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3ServerClass = new (options: Record<string, unknown>) => S3Server;
// s3rver ships no types; only its constructor, run() and close() are used.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as S3ServerClass;

/**
 * What every API instance of a test deployment starts with: production mode on a free port of 127.0.0.1, behind a
 * proxy (TRUST_PROXY), sandbox payments, no static files (STATIC_ROOT an empty path under `dir`).
 */
export function instanceBaseEnv(dir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    APP_DOMAIN: 'localhost',
    PAYMENT_PROVIDER: 'sandbox',
    STATIC_ROOT: path.join(dir, 'no-static'),
    TRUST_PROXY: '1',
  };
}

/**
 * Spawns `node --import tsx src/main.ts` (one process, as the image runs it, so a signal reaches the server itself)
 * and resolves with its port once it prints "App running at".
 */
export function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise<Instance>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /App running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        const port = Number(match[1]);
        resolve({
          name,
          child,
          port,
          url: `http://127.0.0.1:${port}`,
          output: () => output,
          exited,
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
}

/** Polls GET /api/ready until 200 (or throws after `timeoutMs`). */
export async function waitReady(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${url}/api/ready`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} not ready (last status ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const databaseUrl = testEnv.databaseUrl;
  const redisUrl = testEnv.redisUrl;
  if (!databaseUrl || !redisUrl) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are needed');
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-cluster-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));

    const schema = `test_cluster_${id}`;
    await withPg(databaseUrl, (pg) => pg.query(`create schema "${schema}"`));
    cleanups.push(() =>
      withPg(databaseUrl, (pg) => pg.query(`drop schema if exists "${schema}" cascade`)),
    );

    const keyPrefix = `test-cluster:${id}:`;
    cleanups.push(() => deleteRunKeys(redisUrl, keyPrefix));

    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());

    const common: Record<string, string> = {
      ...instanceBaseEnv(dir),
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      UPLOADS_S3_BUCKET: BUCKET,
      UPLOADS_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      UPLOADS_S3_REGION: 'us-east-1',
      UPLOADS_S3_ACCESS_KEY_ID: 'S3RVER',
      UPLOADS_S3_SECRET_ACCESS_KEY: 'S3RVER',
      UPLOADS_S3_FORCE_PATH_STYLE: 'true',
      ...options.env,
    };
    const names = Array.from({ length: options.instances ?? 2 }, (_, i) => `api-${i + 1}`);
    const starting = names.map((name) =>
      startInstance(name, { ...common, DATA_DIR: path.join(dir, `data-${name}`) }),
    );
    // Every process is killed on clean-up, whether it started or not.
    cleanups.push(async () => {
      const settled = await Promise.allSettled(starting);
      await Promise.all(
        settled.map(async (result) => {
          if (result.status !== 'fulfilled') return;
          const instance = result.value;
          if (instance.child.exitCode === null && instance.child.signalCode === null) {
            instance.child.kill('SIGKILL');
          }
          await instance.exited;
        }),
      );
    });
    const instances = await Promise.all(starting);
    await Promise.all(instances.map((instance) => waitReady(instance.url)));

    const proxy = new TestProxy(
      instances.map((instance) => instance.port),
      options.proxy,
    );
    const url = await proxy.listen();
    cleanups.push(() => proxy.close());

    const database = await openDatabase({ databaseUrl, databaseSchema: schema, sqliteFile: '' });
    cleanups.push(() => database.destroy());

    return { instances, proxy, url, database, close: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function withPg<T>(url: string, run: (pg: Client) => Promise<T>): Promise<T> {
  const pg = new Client({ connectionString: url });
  await pg.connect();
  try {
    return await run(pg);
  } finally {
    await pg.end();
  }
}

/** Deletes this run's keys only (the Redis is shared: never FLUSHDB). */
async function deleteRunKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await deleteKeys(redis, prefix);
  } finally {
    redis.disconnect();
  }
}

/** Signs in through `url` and returns the bearer token. */
export async function signIn(
  url: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
