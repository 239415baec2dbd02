import type { Kysely } from 'kysely';
import type { DB, ResellerRow, ResellerStatus } from '../../db/schema';

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

/** A reseller by id whatever its status (a pending reseller's welcome email is branded too). */
export async function findResellerById(
  db: Kysely<DB>,
  id: number,
): Promise<ResellerRow | undefined> {
  return db.selectFrom('resellers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A reseller's subdomain and status, or undefined. */
export async function findResellerSite(
  db: Kysely<DB>,
  id: number,
): Promise<{ subdomain: string; status: ResellerStatus } | undefined> {
  return db
    .selectFrom('resellers')
    .select(['subdomain', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every reseller as {id, org_name}, by name (the super admin's reseller pickers, spec 001 §7). */
export async function listResellerNames(
  db: Kysely<DB>,
): Promise<{ id: number; org_name: string }[]> {
  return db.selectFrom('resellers').select(['id', 'org_name']).orderBy('org_name').execute();
}
