import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

export interface ProfileChanges {
  name: string;
  phone: string | null;
  company: string | null;
  bio: string | null;
  /** Only when the form carried it: the user's own language, or null for the site's. */
  language?: string | null;
  /** Only when a new picture was stored. */
  profile_picture?: string;
}

/** The user's current picture (its URL path) and password hash. */
export async function findProfileSecrets(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users')
    .select(['profile_picture', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Writes the profile fields (never the email). */
export async function saveProfile(
  db: Kysely<DB>,
  userId: number,
  changes: ProfileChanges,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

/**
 * Stores the new password hash and revokes every other live access token of the user (their other
 * sessions end); the token of the request that changed it stays valid.
 */
export async function savePasswordAndRevokeOthers(
  db: Kysely<DB>,
  userId: number,
  passwordHash: string,
  keepTokenId: number | null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', userId)
      .execute();
    let revoke = trx
      .updateTable('access_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepTokenId !== null) revoke = revoke.where('id', '!=', keepTokenId);
    const result = await revoke.executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}
