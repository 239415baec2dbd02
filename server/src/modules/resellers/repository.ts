import type { Kysely } from 'kysely';
import type { DB, ResellerRow } from '../../db/schema';

/** The reseller of a subdomain whatever its status (the tenant plugin tells pending and suspended sites apart). */
export async function findResellerBySubdomain(
  db: Kysely<DB>,
  subdomain: string,
): Promise<ResellerRow | undefined> {
  return db
    .selectFrom('resellers')
    .selectAll()
    .where('subdomain', '=', subdomain.toLowerCase())
    .executeTakeFirst();
}
