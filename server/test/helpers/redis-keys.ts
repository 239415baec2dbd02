import type { Redis } from 'ioredis';

/**
 * Deletes the keys under `prefix` (never anything else: the Redis is shared, never FLUSHDB). Free of Jest, so the
 * cluster harness (also run by the benches under tsx) uses it too; tests import it from shared-redis.ts.
 */
export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
