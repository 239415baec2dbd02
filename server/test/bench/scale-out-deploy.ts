// The API instances of scale-out.ts, on PostgreSQL and Redis as compose.yaml runs them, and the load they take:
// - the scenario's: a copy of its seeded PostgreSQL database (scenario-seed.ts: 10,000 assistants, 1,000,000
//   calls), the instances started here (`node --import tsx src/main.ts`, production settings, one Redis prefix);
// - the small loads': the cluster tests' deployment (test/cluster/harness.ts, a fresh schema) and a small tenant.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import {
  instanceBaseEnv,
  startCluster,
  startInstance,
  waitReady,
  type Instance,
} from '../cluster/harness';
import { deleteKeys } from '../helpers/redis-keys';
import { testEnv } from '../helpers/test-env';
import { scenarioDriver, simpleDriver, type Driver } from './scale-out-drivers';
import { seedTenant } from './scale-out-seed';
import { databaseUrlWith, ensureSeed, runDatabase, seedPaths } from './scenario-seed';

export interface Deployment {
  instances: Instance[];
  driver: Driver;
  close(): Promise<void>;
}

/**
 * One signed-in read of every `readsEvery` arrivals (1: reads only, 0: webhooks only), of the kinds whose path is
 * in `paths` (all when empty).
 */
export async function smallDeployment(
  count: number,
  readsEvery: number,
  paths: string[],
  warmupSeconds: number,
): Promise<Deployment> {
  const secretsKey = randomBytes(32).toString('base64');
  const cluster = await startCluster({
    instances: count,
    env: { RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'warn', SECRETS_ENCRYPTION_KEY: secretsKey },
  });
  try {
    const { load } = await seedTenant(cluster, secretsKey);
    const reads = load.reads.filter((read) => paths.length === 0 || paths.includes(read.path));
    return {
      instances: cluster.instances,
      driver: simpleDriver({ ...load, reads, readsEvery }, warmupSeconds),
      close: () => cluster.close(),
    };
  } catch (error) {
    await cluster.close();
    throw error;
  }
}

async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const client = new Client({ connectionString: databaseUrlWith(url, 'postgres') });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

export async function scenarioDeployment(
  count: number,
  warmupSeconds: number,
): Promise<Deployment> {
  const pgUrl = testEnv.databaseUrl;
  const redisUrl = testEnv.redisUrl;
  if (!pgUrl || !redisUrl) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are needed');
  const meta = await ensureSeed('postgres', { pgUrl });
  const databaseUrl = await runDatabase('postgres', `scale_out_${process.pid}`, pgUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-scale-out-'));
  const keyPrefix = `scale-out:${process.pid}:`;
  const env: Record<string, string> = {
    ...instanceBaseEnv(dir),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    SECRETS_ENCRYPTION_KEY: meta.secretsKey,
  };
  const starting = Array.from({ length: count }, (_, i) =>
    startInstance(`api-${i + 1}`, { ...env, DATA_DIR: path.join(dir, `data-${i + 1}`) }),
  );
  const close = async () => {
    const settled = await Promise.allSettled(starting);
    await Promise.all(
      settled.map(async (result) => {
        if (result.status !== 'fulfilled') return;
        if (result.value.child.exitCode === null) result.value.child.kill('SIGKILL');
        await result.value.exited;
      }),
    );
    await dropDatabase(databaseUrl).catch(() => undefined);
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis
      .connect()
      .then(() => deleteKeys(redis, keyPrefix))
      .catch(() => undefined);
    redis.disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const instances = await Promise.all(starting);
    await Promise.all(instances.map((instance) => waitReady(instance.url, 300_000)));
    return {
      instances,
      driver: scenarioDriver(seedPaths('postgres').meta, meta, warmupSeconds),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
