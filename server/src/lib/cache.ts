import type { MessageBus } from './shared-state/bus';

/** How long a cached value of public content lives at most (the safety net behind the bus's messages). */
export const PUBLIC_CACHE_TTL_MS = 5_000;

/**
 * A small in-process cache of values read from the database, for the hot paths (a tenant by its host, the main
 * host's branding). Each entry lives `ttlMs` at most; clear() drops every entry (the bus's
 * PUBLIC_CONTENT_CHANGED: see dropOnMessage). Concurrent misses of one key share one load, and a load that
 * started before a clear() is not stored (it may have read the old value). Bounded: beyond `maxEntries` the
 * oldest entry goes. Never cache anything that decides who is signed in.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private readonly loading = new Map<K, Promise<V>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The cached value of `key` while it is fresh, else undefined: for hot paths that would not wait on a promise. */
  peek(key: K): { value: V } | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  /** The cached value of `key`, else `load()`'s (stored when `keep(value)` allows it, by default always). */
  async get(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const entry = this.peek(key);
    if (entry) return entry.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const settled = () => {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    };
    const promise: Promise<V> = load().then(
      (value) => {
        settled();
        if (generation === this.generation && keep(value)) this.set(key, value);
        return value;
      },
      (error: unknown) => {
        settled();
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  private set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  /** Drops every entry, and keeps the loads in flight from storing what they read. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Clears `cache` whenever `topic` arrives on the bus (from any instance); returns the unsubscribe function. */
export function dropOnMessage(
  bus: MessageBus,
  topic: string,
  cache: { clear(): void },
): () => void {
  return bus.subscribe(topic, () => cache.clear());
}
