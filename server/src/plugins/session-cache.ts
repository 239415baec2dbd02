import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { TtlCache, dropOnMessage } from '../lib/cache';
import type { MessageBus } from '../lib/shared-state/bus';
import { hashToken } from '../lib/tokens';
import { findSessionAccount, type SessionAccount } from '../modules/users/repository';

/** On the bus: a write on some instance may have changed or ended sessions; every instance drops its cache. */
export const SESSIONS_CHANGED = 'sessions-changed';

/**
 * How long a cached session lives at most. Writes through the app drop it at once (see below); this bounds how
 * long a change made outside the app (a script on the database) goes unseen.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/** Sessions kept at most (the oldest go first). */
const MAX_CACHED_SESSIONS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in sessions this instance has read lately (plugins/session-cache.ts). */
    sessions: SessionCache;
  }
  interface FastifyRequest {
    /** SessionCache.writes when the request arrived. */
    sessionWritesAtStart: number;
  }
}

/**
 * The sessions of bearer tokens (the token's hash, its account, its expiry), read once and kept a few seconds:
 * every signed-in request needs one, and reading it is the one query of most reads (issue 12). Kept right by:
 * - every write through the app that may change a session (a token revoked, a user edited, suspended or deleted, a
 *   reseller renamed: db/session-writes.ts) drops the whole cache on this instance at once, and on the others
 *   through SESSIONS_CHANGED on the bus; a request that wrote drops it again, and tells the bus again, before its
 *   answer leaves (its transaction is over by then: a session read between the write and the commit is dropped);
 * - the token's expiry, checked on every use;
 * - while the bus may miss messages (Redis unreachable) nothing is served from the cache, and it starts empty
 *   when the bus hears again;
 * - the lifetime, for writes from outside the app.
 * Only live sessions are kept: an unknown or revoked token is looked up every time.
 */
export class SessionCache {
  private readonly cache = new TtlCache<string, SessionAccount | undefined>(
    SESSION_CACHE_TTL_MS,
    MAX_CACHED_SESSIONS,
  );
  private hearing: number | null = null;
  /** Writes (this process's) that may have changed a session so far. */
  writes = 0;

  constructor(private readonly bus: MessageBus) {}

  /** The live session of `token`, from the cache while it can be trusted, else from the database. */
  async find(db: Kysely<DB>, token: string): Promise<SessionAccount | undefined> {
    const tokenHash = hashToken(token);
    const hearing = this.bus.hearing();
    if (hearing !== this.hearing) {
      this.cache.clear();
      this.hearing = hearing;
    }
    if (hearing === null) return findSessionAccount(db, tokenHash);
    const session = await this.cache.get(
      tokenHash,
      () => findSessionAccount(db, tokenHash),
      (found) => found !== undefined,
    );
    if (session && Date.parse(session.expiresAt) <= Date.now()) return undefined;
    return session;
  }

  /** Drops every cached session (and keeps the reads in flight from storing theirs). */
  clear(): void {
    this.cache.clear();
  }

  get size(): number {
    return this.cache.size;
  }
}

/** Tells every instance (this one included) to drop its cached sessions. */
async function publishSessionsChanged(app: FastifyInstance): Promise<void> {
  await app.bus
    .publish(SESSIONS_CHANGED, String(Date.now()))
    .catch((error: unknown) =>
      app.log.error({ err: error }, 'could not publish a change of sessions'),
    );
}

export function sessionCachePlugin(app: FastifyInstance, database: Database): void {
  const sessions = new SessionCache(app.bus);
  app.decorate('sessions', sessions);
  app.decorateRequest('sessionWritesAtStart', 0);

  const stopWrites = database.sessionWrites.subscribe(() => {
    sessions.writes += 1;
    sessions.clear();
    void publishSessionsChanged(app);
  });
  const stopMessages = dropOnMessage(app.bus, SESSIONS_CHANGED, sessions);
  app.addHook('onClose', async () => {
    stopWrites();
    stopMessages();
  });

  app.addHook('onRequest', async (request) => {
    request.sessionWritesAtStart = sessions.writes;
  });
  // After the handler (and its transaction), before the answer leaves: drop and tell again if anything was written.
  app.addHook('onSend', async (request) => {
    if (sessions.writes === request.sessionWritesAtStart) return;
    sessions.clear();
    await publishSessionsChanged(app);
  });
}
