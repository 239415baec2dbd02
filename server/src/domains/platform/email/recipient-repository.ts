import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/** The accounts (not deleted) with this address: their tenant and own language (users.language, migration 0049). */
export function findRecipientAccounts(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .select(['language', 'reseller_id'])
    .where('email', '=', email.trim().toLowerCase())
    .where('deleted_at', 'is', null)
    .execute();
}
