import { TtlCache } from './cache';
import type { MessageBus } from './shared-state/bus';

/**
 * A TtlCache of rows a hot read needs, kept right by writes rather than by its short lifetime alone
 * (plugins/write-dropped-caches.ts wires it: every write through the app that may change what it keeps drops it on
 * every instance). While the bus may miss messages (Redis unreachable) nothing is served from it, and it starts
 * empty when the bus hears again. The lifetime bounds how long a write from outside the app goes unseen.
 */
export class WriteDroppedCache<K, V> {
  private readonly cache: TtlCache<K, V>;
  private hearing: number | null = null;

  constructor(
    private readonly bus: MessageBus,
    ttlMs: number,
    maxEntries: number,
  ) {
    this.cache = new TtlCache<K, V>(ttlMs, maxEntries);
  }

  /** The kept value of `key` while it can be trusted, else `load()`'s (kept when `keep(value)` allows it). */
  get(key: K, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V> {
    const hearing = this.bus.hearing();
    if (hearing !== this.hearing) {
      this.cache.clear();
      this.hearing = hearing;
    }
    if (hearing === null) return load();
    return this.cache.get(key, load, keep);
  }

  /** Drops every entry (and keeps the reads in flight from storing theirs). */
  clear(): void {
    this.cache.clear();
  }

  get size(): number {
    return this.cache.size;
  }
}
