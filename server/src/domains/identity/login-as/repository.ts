import { sql, type Kysely } from 'kysely';
import { PLATFORM_ADMIN_ROLES } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { containsText } from '../../../lib/like';

export async function insertLoginAsToken(
  db: Kysely<DB>,
  values: {
    user_id: number;
    issued_by: number;
    impersonator_id: number | null;
    parent_token_id: number | null;
    token_hash: string;
    expires_at: string;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto('login_as_tokens')
    .values({ ...values, used_at: null })
    .execute();
}

/** A live (unused, unexpired) login-as token by its hash. */
export async function findLiveLoginAsToken(db: Kysely<DB>, tokenHash: string, now: string) {
  return db
    .selectFrom('login_as_tokens')
    .select(['id', 'user_id', 'impersonator_id', 'parent_token_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends a token; false when it was spent already (a concurrent use). */
export async function spendLoginAsToken(db: Kysely<DB>, id: number, now: string): Promise<boolean> {
  const spent = await db
    .updateTable('login_as_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/**
 * The Switch User list: active users who are not platform admins, except `exceptUserId`, whose name,
 * email or reseller name contains `term` (all when empty), by name, at most `limit`.
 */
export async function listSwitchableUsers(
  db: Kysely<DB>,
  exceptUserId: number,
  term: string,
  limit: number,
) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('resellers as r', 'r.id', 'u.reseller_id')
    .select(['u.id', 'u.name', 'u.email', 'r.org_name as reseller_name'])
    .where('u.id', '!=', exceptUserId)
    .where('u.role', 'not in', PLATFORM_ADMIN_ROLES)
    .where('u.status', '=', 'active');
  if (term) {
    query = query.where((eb) =>
      eb.or([
        containsText(sql.ref('u.name'), term),
        containsText(sql.ref('u.email'), term),
        containsText(sql`coalesce(r.org_name, '')`, term),
      ]),
    );
  }
  return query.orderBy('u.name').orderBy('u.id').limit(limit).execute();
}
