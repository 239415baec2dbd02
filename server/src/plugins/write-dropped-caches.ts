import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { TableWatch } from '../db/table-writes';
import { dropOnMessage } from '../lib/cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Keeps `cache` right: drops it on every instance after each write through the app that may change what it
     * keeps (plugins/write-dropped-caches.ts).
     */
    dropOnWrites(options: DropOnWrites): void;
  }
  interface FastifyRequest {
    /** The count of watched writes (this process's) when the request arrived. */
    watchedWritesAtStart: number;
  }
}

export interface DropOnWrites {
  /** What the cached read comes from: the writes that may change it (db/table-writes.ts). */
  watch: TableWatch;
  /** The bus topic every instance drops the cache on. */
  topic: string;
  cache: { clear(): void };
}

/**
 * The wiring of the write-dropped caches (lib/write-dropped-cache.ts: sessions, assistant lists). For each:
 * - a write through the app that may change it (db/table-writes.ts) drops it at once on this instance, and on
 *   the others through its topic on the bus;
 * - a request that wrote drops it again, and tells the bus again, before its answer leaves: its transaction is
 *   over by then, so a value read between the write and the commit (from another connection, still the old
 *   one) does not outlive the request. The first message covers writes made outside a request (jobs).
 */
export function writeDroppedCachesPlugin(app: FastifyInstance, database: Database): void {
  const registered: { topic: string; cache: { clear(): void }; lastWrite: number }[] = [];
  /** Watched writes so far; each registered cache remembers the count at its last one. */
  let writes = 0;

  const publish = (topic: string) =>
    app.bus
      .publish(topic, String(Date.now()))
      .catch((error: unknown) => app.log.error({ err: error }, `could not publish ${topic}`));

  app.decorate('dropOnWrites', ({ watch, topic, cache }: DropOnWrites) => {
    const entry = { topic, cache, lastWrite: 0 };
    registered.push(entry);
    const stopWrites = database.writes.subscribe(watch, () => {
      writes += 1;
      entry.lastWrite = writes;
      cache.clear();
      void publish(topic);
    });
    const stopMessages = dropOnMessage(app.bus, topic, cache);
    app.addHook('onClose', async () => {
      stopWrites();
      stopMessages();
    });
  });
  app.decorateRequest('watchedWritesAtStart', 0);

  // Callback hooks, not async ones: a request that wrote nothing (most of them) makes no promise here.
  app.addHook('onRequest', (request, _reply, done) => {
    request.watchedWritesAtStart = writes;
    done();
  });
  // After the handler (and its transaction), before the answer leaves: drop and tell again what was written.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const start = request.watchedWritesAtStart;
    if (writes === start) {
      done(null, payload);
      return;
    }
    const written = registered.filter((entry) => entry.lastWrite > start);
    for (const entry of written) entry.cache.clear();
    void Promise.all(written.map((entry) => publish(entry.topic))).then(() => done(null, payload));
  });
}
