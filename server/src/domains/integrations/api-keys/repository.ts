import type { Kysely, Selectable } from 'kysely';
import type { ApiKeysTable, DB } from '../../../db/schema';

export type ApiKeyRow = Selectable<ApiKeysTable>;

export interface NewApiKey {
  user_id: number;
  name: string;
  token_hash: string;
  last4: string;
  scopes: readonly string[];
  expires_at: string | null;
  created_at: string;
}

/** The scopes column (JSON text) as a list; a malformed value grants nothing. */
export function scopesOf(row: Pick<ApiKeyRow, 'scopes'>): string[] {
  try {
    const value: unknown = JSON.parse(row.scopes);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

export async function insertApiKey(db: Kysely<DB>, key: NewApiKey): Promise<ApiKeyRow> {
  return db
    .insertInto('api_keys')
    .values({ ...key, scopes: JSON.stringify(key.scopes) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A user's keys, newest first (revoked and expired ones too: the owner sees what existed). */
export async function listApiKeys(db: Kysely<DB>, userId: number): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** One key of this user (another user's is undefined, as if it did not exist). */
export async function findOwnApiKey(
  db: Kysely<DB>,
  userId: number,
  id: number,
): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Revokes a key that is not yet revoked; the row as it is afterwards. */
export async function revokeApiKey(db: Kysely<DB>, id: number, now: string): Promise<ApiKeyRow> {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  return db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A live (not revoked, not expired) key by the hash of the presented key. */
export async function findLiveApiKey(
  db: Kysely<DB>,
  tokenHash: string,
  now: string,
): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
}

/** Records a key's use: when and from which address. */
export async function touchApiKey(
  db: Kysely<DB>,
  id: number,
  now: string,
  ip: string,
): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now, last_used_ip: ip.slice(0, 64) })
    .where('id', '=', id)
    .execute();
}
