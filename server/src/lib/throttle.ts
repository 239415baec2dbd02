import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from './http-error';

/**
 * A fixed-window attempt counter kept in memory (one server process; counters reset on restart).
 * A key's window starts with its first hit and lasts `windowMs`; after `max` hits in the window the key
 * is blocked until the window ends. Used for login, forgot-password and the contact form, independently
 * of the global @fastify/rate-limit (RATE_LIMIT_MAX), so these limits hold even when that one is off.
 */
export class Throttle {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Seconds until the key may try again (0: not blocked). */
  retryAfter(key: string): number {
    const entry = this.live(key);
    if (!entry || entry.count < this.max) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  hit(key: string): void {
    const entry = this.live(key);
    if (entry) entry.count += 1;
    else this.hits.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.hits.size > 10_000) this.sweep();
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private live(key: string) {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.hits.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

const throttles = new WeakMap<FastifyInstance, Map<string, Throttle>>();

/** The named throttle of an app instance (each app, e.g. each test, has its own counters). */
export function throttleFor(
  app: FastifyInstance,
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
    throttle = new Throttle(max, windowMs);
    byName.set(name, throttle);
  }
  return throttle;
}

/** The longest wait among the keys (0 when none is blocked). */
export function retryAfterAny(throttle: Throttle, keys: string[]): number {
  return Math.max(0, ...keys.map((key) => throttle.retryAfter(key)));
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
export function enforceThrottle(
  reply: FastifyReply,
  throttle: Throttle,
  keys: string[],
  message: string,
): void {
  const wait = retryAfterAny(throttle, keys);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw tooManyRequests(message.replace('N', String(wait)), wait);
  }
  for (const key of keys) throttle.hit(key);
}
