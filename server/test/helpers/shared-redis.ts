import { randomBytes } from 'node:crypto';
import { describe } from '@jest/globals';
import { Redis } from 'ioredis';
import { testEnv } from './test-env';

export { deleteKeys } from './redis-keys';

/**
 * Redis for the shared-state tests (TEST_REDIS_URL, e.g. redis://127.0.0.1:6379). The Redis may be shared with other
 * test runs: every run uses keys under a prefix of its own (uniquePrefix) and deletes only those (deleteKeys).
 */
export const testRedisUrl = testEnv.redisUrl;

/** describe() when TEST_REDIS_URL is set; otherwise the suite is skipped under a name that says why. */
export function describeWithRedis(name: string, fn: () => void): void {
  if (testRedisUrl) describe(name, fn);
  else describe.skip(`${name} (skipped: TEST_REDIS_URL is not set)`, fn);
}

/** A key prefix no other test run uses, e.g. `test:shared-state:1234:k3x9:`. */
export function uniquePrefix(label: string): string {
  return `test:${label}:${process.pid}:${Date.now().toString(36)}${randomBytes(3).toString('hex')}:`;
}

export function openTestRedis(): Redis {
  if (!testRedisUrl) throw new Error('TEST_REDIS_URL is not set');
  return new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
}
