import type { Kysely } from 'kysely';
import type { DB, PasswordLinkPurpose } from '../../../db/schema';
import { normalizeEmail } from '../users/repository';

/** Earlier unused links of a user stop working (only the newest link is valid). */
export async function spendUnusedPasswordLinks(
  db: Kysely<DB>,
  userId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertPasswordLink(
  db: Kysely<DB>,
  values: {
    user_id: number;
    token_hash: string;
    purpose: PasswordLinkPurpose;
    expires_at: string;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({ ...values, used_at: null })
    .execute();
}

/** A live (unused, unexpired) link by its token's hash, with its user's email, role, tenant and status. */
export async function findLivePasswordLink(db: Kysely<DB>, tokenHash: string, now: string) {
  return db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.purpose', 'u.email', 'u.role', 'u.reseller_id', 'u.status'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * In one transaction: spends the link (false when a concurrent request spent it first, and then nothing
 * changes), sets the user's password and revokes every access token of the user.
 */
export async function spendLinkAndSetPassword(
  db: Kysely<DB>,
  link: { id: number; user_id: number },
  passwordHash: string,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Spend the token first; a concurrent request using the same token updates nothing.
    const spent = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('id', '=', link.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', link.user_id)
      .execute();
    await trx
      .updateTable('access_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', link.user_id)
      .where('revoked_at', 'is', null)
      .execute();
    return true;
  });
}

/** A user by email, with what "forgot password" checks (status, tenant). */
export async function findUserByEmailForReset(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role', 'reseller_id', 'status'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}
