import type { Redis } from 'ioredis';

/** A counter's state in its window: hits so far and the milliseconds until the window ends. */
export interface CounterState {
  count: number;
  resetInMs: number;
}

/**
 * Fixed-window counters (lib/throttle.ts): a key's window starts with its first hit and lasts `windowMs`; when it
 * ends, the key starts again from zero. In memory for one process (MemoryCounterStore), in Redis for every
 * instance of a deployment (RedisCounterStore). Each store is one namespace (one throttle).
 */
export interface CounterStore {
  /** Counts one hit of `key` (a new window of `windowMs` when none runs) and returns the state after it. */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** The state of `key`, without counting (null: no window running). */
  peek(key: string): Promise<CounterState | null>;
  /** Forgets `key` (its window ends now). */
  clear(key: string): Promise<void>;
}

/** Counters of one process (counters reset on restart); `now` is for tests. */
export class MemoryCounterStore implements CounterStore {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  async hit(key: string, windowMs: number): Promise<CounterState> {
    let entry = this.live(key);
    if (entry) entry.count += 1;
    else {
      entry = { count: 1, resetAt: this.now() + windowMs };
      this.hits.set(key, entry);
    }
    if (this.hits.size > 10_000) this.sweep();
    return { count: entry.count, resetInMs: entry.resetAt - this.now() };
  }

  async peek(key: string): Promise<CounterState | null> {
    const entry = this.live(key);
    return entry ? { count: entry.count, resetInMs: entry.resetAt - this.now() } : null;
  }

  async clear(key: string): Promise<void> {
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

/**
 * One hit, atomically: INCR, and PEXPIRE when the key is new (its window starts). A key left without an expiry
 * (never by this script) gets one too, so that no counter can block forever. Returns {count, ms left}.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** GET and PTTL at once: {count, ms left}, or {0, 0} when the key has no window running. */
const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(count), ttl}
`;

/** Counters every instance shares: key `${prefix}${key}` (prefix: `<REDIS_KEY_PREFIX>throttle:<name>:`). */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, windowMs)) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async peek(key: string): Promise<CounterState | null> {
    const [count, ttl] = (await this.redis.eval(PEEK, 1, this.prefix + key)) as [number, number];
    return count > 0 && ttl > 0 ? { count, resetInMs: ttl } : null;
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
