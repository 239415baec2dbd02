import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { SessionAccount } from '../lib/account';

/**
 * Where sessions are read and touched: the identity domain's queries (identity/users, identity/auth), given by
 * app.ts so that the plugin imports no domain.
 */
export interface SessionStore {
  /** The live session of a token's hash (see identity/users/repository.ts findSessionAccount). */
  find(db: Kysely<DB>, tokenHash: string): Promise<SessionAccount | undefined>;
  /** Records a token's use (its last_used_at). */
  touch(db: Kysely<DB>, tokenId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions of bearer tokens, read from the database on every signed-in request (plugins/sessions.ts). */
    sessions: SessionStore;
  }
}

export function sessionsPlugin(app: FastifyInstance, store: SessionStore): void {
  app.decorate('sessions', store);
}
