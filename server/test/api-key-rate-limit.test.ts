import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import type { Dialect } from '../src/db/database';
import { createApiKey } from './helpers/api-keys';
import { insertUser } from './helpers/fixtures';
import {
  createTestContext,
  databases,
  openTestDatabase,
  request,
  testConfig,
} from './helpers/test-app';
import {
  deleteKeys,
  describeWithRedis,
  openTestRedis,
  testRedisUrl,
  uniquePrefix,
} from './helpers/shared-redis';
import { useTestContext } from './helpers/use-test-context';

/** A route made for keys (as the public API's are). */
function addKeyRoute(app: FastifyInstance): void {
  app.get(
    '/api/test/key-read',
    { config: { access: 'authenticated', apiKeyScope: 'calls:read' } },
    async () => ({ ok: true }),
  );
}

const call = (app: FastifyInstance, key: string) =>
  request(app, { url: '/api/test/key-read', host: 'localhost', token: key });

describe.each(databases)('per-key rate limit on %s', (dialect) => {
  const MAX = 3;
  const ctx = useTestContext(() =>
    createTestContext(dialect, { config: { apiKeyRateLimit: MAX }, beforeReady: addKeyRoute }),
  );

  it('answers with RateLimit headers, then 429 with Retry-After past the limit; each key counts alone', async () => {
    const owner = await insertUser(ctx.db);
    const key = await createApiKey(ctx.app, owner.id, ['calls:read']);
    for (let i = 1; i <= MAX; i += 1) {
      const res = await call(ctx.app, key);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe(String(MAX));
      expect(res.headers['ratelimit-remaining']).toBe(String(MAX - i));
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    const refused = await call(ctx.app, key);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json().message).toBe(
      `Too many requests with this API key: retry in ${wait} seconds.`,
    );

    // Another key of the same owner has its own count.
    const second = await createApiKey(ctx.app, owner.id, ['calls:read']);
    expect((await call(ctx.app, second)).statusCode).toBe(200);
  });

  it('does not count a request the key may not make', async () => {
    const owner = await insertUser(ctx.db);
    const key = await createApiKey(ctx.app, owner.id, ['assistants:read']);
    for (let i = 0; i < MAX + 2; i += 1) {
      const res = await call(ctx.app, key);
      expect(res.statusCode).toBe(403);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
  });
});

const prefix = uniquePrefix('api-key-rate-limit');
let redis: Redis | null = null;
afterAll(async () => {
  if (!redis) return;
  await deleteKeys(redis, prefix);
  redis.disconnect();
});

/** Two instances of one deployment sharing the database and Redis. */
async function twoInstances(dialect: Dialect, overrides: Partial<AppConfig>) {
  const { database, dispose } = await openTestDatabase(dialect);
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i += 1) {
    const app = await buildApp(testConfig(overrides), { database, logger: false });
    addKeyRoute(app);
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await dispose();
    },
  };
}

describeWithRedis('per-key rate limit shared through Redis', () => {
  describe.each(databases)('on %s', (dialect) => {
    const MAX = 4;
    let cluster: Awaited<ReturnType<typeof twoInstances>>;
    beforeAll(async () => {
      redis ??= openTestRedis();
      cluster = await twoInstances(dialect, {
        apiKeyRateLimit: MAX,
        redis: { url: testRedisUrl ?? null, keyPrefix: `${prefix}${dialect}:` },
      });
    });
    afterAll(async () => {
      await cluster.close();
    });

    it("counts one key's requests on both instances together", async () => {
      const [a, b] = cluster.apps as [FastifyInstance, FastifyInstance];
      const owner = await insertUser(a.db);
      const key = await createApiKey(a, owner.id, ['calls:read']);
      for (let i = 1; i <= MAX; i += 1) {
        const res = await call(i % 2 === 0 ? a : b, key);
        expect(res.statusCode).toBe(200);
        expect(res.headers['ratelimit-remaining']).toBe(String(MAX - i));
      }
      for (const app of [a, b]) {
        const res = await call(app, key);
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    });
  });
});
