import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TableWatch } from '../db/table-writes';
import type { MessageBus } from '../lib/shared-state/bus';
import { hashToken } from '../lib/tokens';
import { WriteDroppedCache } from '../lib/write-dropped-cache';
import type { SessionAccount } from '../lib/account';

/** On the bus: a write on some instance may have changed or ended sessions; every instance drops its cache. */
export const SESSIONS_CHANGED = 'sessions-changed';

/**
 * How long a cached session lives at most. Writes through the app drop it at once (see below); this bounds how
 * long a change made outside the app (a script on the database) goes unseen.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/** Sessions kept at most (the oldest go first). */
const MAX_CACHED_SESSIONS = 10_000;

/**
 * The tables a signed-in request's session is read from (users/repository.ts, the session query): the token, its
 * user, and the user's reseller (its name). Not counted: a token's last use (written once a minute by the sign-in
 * itself), a user's updated_at (set to itself as a row lock by the assistants' quota guard on SQLite), and new
 * rows (no session anyone holds yet).
 */
export const SESSION_WATCH: TableWatch = {
  users: { column: (name) => name !== 'updated_at' },
  access_tokens: { column: (name) => name !== 'last_used_at' },
  resellers: {},
};

/**
 * Where sessions are read and touched: the identity domain's queries (identity/users, identity/auth), given by
 * app.ts so that the plugin imports no domain.
 */
interface SessionStore {
  /** The live session of a token's hash (see identity/users/repository.ts findSessionAccount). */
  find(db: Kysely<DB>, tokenHash: string): Promise<SessionAccount | undefined>;
  /** Records a token's use (its last_used_at). */
  touch(db: Kysely<DB>, tokenId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in sessions this instance has read lately (plugins/session-cache.ts). */
    sessions: SessionCache;
  }
}

/**
 * The sessions of bearer tokens (the token's hash, its account, its expiry), read once and kept a few seconds:
 * every signed-in request needs one, and reading it is the one query of most reads. Kept right by
 * every write through the app that may change a session (a token revoked, a user edited, suspended or deleted, a
 * reseller renamed: SESSION_WATCH), which drops it on every instance (plugins/write-dropped-caches.ts), and by the
 * token's expiry, checked on every use. Only live sessions are kept: an unknown or revoked token is looked up
 * every time.
 */
export class SessionCache extends WriteDroppedCache<string, SessionAccount | undefined> {
  constructor(
    bus: MessageBus,
    private readonly store: SessionStore,
  ) {
    super(bus, SESSION_CACHE_TTL_MS, MAX_CACHED_SESSIONS);
  }

  /** The live session of `token`, from the cache while it can be trusted, else from the database. */
  async find(db: Kysely<DB>, token: string): Promise<SessionAccount | undefined> {
    const tokenHash = hashToken(token);
    const session = await this.get(
      tokenHash,
      () => this.store.find(db, tokenHash),
      (found) => found !== undefined,
    );
    if (session && Date.parse(session.expiresAt) <= Date.now()) return undefined;
    return session;
  }

  /** Records a token's use (the signed-in request writes it at most once a minute: plugins/auth.ts). */
  touch(db: Kysely<DB>, tokenId: number): Promise<void> {
    return this.store.touch(db, tokenId);
  }
}

export function sessionCachePlugin(app: FastifyInstance, store: SessionStore): void {
  const sessions = new SessionCache(app.bus, store);
  app.decorate('sessions', sessions);
  app.dropOnWrites({ watch: SESSION_WATCH, topic: SESSIONS_CHANGED, cache: sessions });
}
