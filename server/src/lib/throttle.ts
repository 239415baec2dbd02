import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from './http-error';
import {
  MemoryCounterStore,
  RedisCounterStore,
  type CounterState,
  type CounterStore,
} from './shared-state/counters';

/**
 * A fixed-window attempt counter. A key's window starts with its first hit and lasts `windowMs`; after `max`
 * hits in the window the key is blocked until the window ends. The counts live in a CounterStore: in memory
 * (one server process; counters reset on restart) or, with REDIS_URL, in Redis, shared by every instance (5
 * failed sign-ins a minute in total, not per instance). Used for login, forgot-password, the contact form...,
 * independently of the global @fastify/rate-limit (RATE_LIMIT_MAX), so these limits hold even when that one is off.
 */
export class Throttle {
  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly store: CounterStore = new MemoryCounterStore(),
  ) {}

  /** Seconds until the key may try again (0: not blocked). */
  async retryAfter(key: string): Promise<number> {
    const state = await this.store.peek(key);
    if (!state || state.count < this.max) return 0;
    return Math.max(1, Math.ceil(state.resetInMs / 1000));
  }

  /** Counts one hit (a window of `windowMs`, default the throttle's, when none runs); returns the state after it. */
  async hit(key: string, windowMs = this.windowMs): Promise<CounterState> {
    return this.store.hit(key, windowMs);
  }

  async clear(key: string): Promise<void> {
    await this.store.clear(key);
  }
}

/**
 * Whose throttles: the app (each app has its own counters in memory, so pass the same object every time), with its
 * Redis and configuration (the keys' prefix).
 */
export type ThrottleOwner = Pick<FastifyInstance, 'redis' | 'config'>;

const throttles = new WeakMap<ThrottleOwner, Map<string, Throttle>>();

/**
 * The named throttle of an app instance (each app, e.g. each test, has its own counters in memory). With Redis
 * (app.redis), its counters are the keys `<REDIS_KEY_PREFIX>throttle:<name>:<key>`, shared by every instance.
 */
export function throttleFor(
  app: ThrottleOwner,
  name: string,
  max: number,
  windowMs = 60_000,
): Throttle {
  let byName = throttles.get(app);
  if (!byName) {
    byName = new Map();
    throttles.set(app, byName);
  }
  let throttle = byName.get(name);
  if (!throttle) {
    const store = app.redis
      ? new RedisCounterStore(app.redis, `${app.config.redis.keyPrefix}throttle:${name}:`)
      : new MemoryCounterStore();
    throttle = new Throttle(max, windowMs, store);
    byName.set(name, throttle);
  }
  return throttle;
}

/** The longest wait among the keys (0 when none is blocked). */
export async function retryAfterAny(throttle: Throttle, keys: string[]): Promise<number> {
  const waits = await Promise.all(keys.map((key) => throttle.retryAfter(key)));
  return Math.max(0, ...waits);
}

/** HTTP 429 {message} with a Retry-After header (set by the error body's retry_after). */
export function tooManyRequests(message: string, retryAfter: number): HttpError {
  return new HttpError(429, message, { message, retry_after: retryAfter });
}

/**
 * The check of a named throttle before an action (forgot-password, contact form): when any key is blocked,
 * answers 429 `message` (its N replaced by the seconds to wait) with a Retry-After header; otherwise counts
 * the attempt for every key.
 */
export async function enforceThrottle(
  reply: FastifyReply,
  throttle: Throttle,
  keys: string[],
  message: string,
): Promise<void> {
  const wait = await retryAfterAny(throttle, keys);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw tooManyRequests(message.replace('N', String(wait)), wait);
  }
  await Promise.all(keys.map((key) => throttle.hit(key)));
}
