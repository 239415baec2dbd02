import { afterAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../src/lib/http-error';
import {
  MemoryCounterStore,
  RedisCounterStore,
  type CounterStore,
} from '../src/lib/shared-state/counters';
import { Throttle, enforceThrottle } from '../src/lib/throttle';
import { deleteKeys, openTestRedis, testRedisUrl, uniquePrefix } from './helpers/shared-redis';

const prefix = uniquePrefix('lib-throttle');
let redis: Redis | null = null;
afterAll(async () => {
  if (!redis) return;
  await deleteKeys(redis, prefix);
  redis.disconnect();
});

/** The same behaviour whichever store holds the counts (Redis only when TEST_REDIS_URL is set). */
const stores: [string, () => CounterStore][] = [
  ['memory', () => new MemoryCounterStore()],
  ...(testRedisUrl
    ? [
        [
          'Redis',
          () => {
            redis ??= openTestRedis();
            return new RedisCounterStore(redis, prefix);
          },
        ] as [string, () => CounterStore],
      ]
    : []),
];

describe.each(stores)('enforceThrottle (%s counters)', (_name, store) => {
  it('counts every key, then answers 429 with Retry-After and the message with its N filled', async () => {
    const throttle = new Throttle(2, 60_000, store());
    const app = Fastify();
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
      return reply.code(500).send({ message: 'Server Error' });
    });
    app.post<{ Body: { email: string } }>('/try', async (request, reply) => {
      await enforceThrottle(
        reply,
        throttle,
        [`ip:${request.ip}`, `email:${request.body.email}`],
        'Too many tries. Please try again in N seconds.',
      );
      return { ok: true };
    });
    const send = (email: string) => app.inject({ method: 'POST', url: '/try', payload: { email } });
    try {
      expect((await send('a@example.test')).statusCode).toBe(200);
      expect((await send('b@example.test')).statusCode).toBe(200);
      // The IP key is spent (2 hits), whatever the email.
      const refused = await send('c@example.test');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        message: `Too many tries. Please try again in ${refused.headers['retry-after']} seconds.`,
        retry_after: Number(refused.headers['retry-after']),
      });
      // A refused attempt is not counted: the new email's key was never hit.
      expect(await throttle.retryAfter('email:c@example.test')).toBe(0);
    } finally {
      await app.close();
    }
  });
});
