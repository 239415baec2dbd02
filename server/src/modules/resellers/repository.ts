import type { Kysely } from 'kysely';
import type { DB, ResellerRow } from '../../db/schema';

export async function findActiveResellerBySubdomain(
  db: Kysely<DB>,
  subdomain: string,
): Promise<ResellerRow | undefined> {
  return db
    .selectFrom('resellers')
    .selectAll()
    .where('subdomain', '=', subdomain.toLowerCase())
    .where('status', '=', 'active')
    .executeTakeFirst();
}
