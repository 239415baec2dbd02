import { EventEmitter } from 'node:events';

/**
 * Messages between the server instances of one deployment: caches use it to drop an entry every instance
 * holds (e.g. a tenant's public settings after a save). In one process (no REDIS_URL) it is an in-memory
 * emitter; with REDIS_URL, Redis pub/sub (shared-state/redis.ts), so a message reaches every instance,
 * the sender's own included.
 */
export interface MessageBus {
  /** Sends `message` to every subscriber of `topic` on every instance (this one included). */
  publish(topic: string, message: string): Promise<void>;
  /** Calls `listener` for each message on `topic`; returns the unsubscribe function. */
  subscribe(topic: string, listener: (message: string) => void): () => void;
  /**
   * Whether this instance hears every message now: null while it may miss some (its connection to the other
   * instances is down), else a number that changes each time it starts hearing again after such a gap. A cache
   * that is kept right only by messages is trusted while this stays the same number.
   */
  hearing(): number | null;
  close(): Promise<void>;
}

/** The bus of a single process. */
export class MemoryBus implements MessageBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(topic: string, message: string): Promise<void> {
    this.emitter.emit(topic, message);
  }

  subscribe(topic: string, listener: (message: string) => void): () => void {
    this.emitter.on(topic, listener);
    return () => this.emitter.off(topic, listener);
  }

  /** One process hears every message it sends. */
  hearing(): number {
    return 0;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
