import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ResellerPackage } from '@voice/contracts';
import type { DB, ResellerPackagesTable } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export type ResellerPackageRow = Selectable<ResellerPackagesTable>;

/** -1 = unlimited; numbers with thousands separators. */
export function formatLimit(value: number): string {
  return value < 0 ? 'Unlimited' : new Intl.NumberFormat('en-US').format(value);
}

export function toResellerPackageJson(row: ResellerPackageRow): ResellerPackage {
  return {
    id: row.id,
    name: row.name,
    price: Number(row.price),
    yearly_price: Number(row.yearly_price),
    description: row.description,
    is_popular: Number(row.is_popular) === 1,
    formatted_voice_agents_limit: formatLimit(row.voice_agents_limit),
    formatted_minutes_limit: formatLimit(row.minutes_limit),
    support_level: row.support_level,
  };
}

/** Active reseller packages in display order. */
export async function listActiveResellerPackages(db: Db) {
  return db
    .selectFrom('reseller_packages')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('sort_order', 'asc')
    .orderBy('price', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function findActiveResellerPackage(db: Db, id: number) {
  return db
    .selectFrom('reseller_packages')
    .selectAll()
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

/** Any reseller, whatever its status, holds its subdomain. */
export async function subdomainExists(db: Db, subdomain: string): Promise<boolean> {
  const row = await db
    .selectFrom('resellers')
    .select('id')
    .where('subdomain', '=', subdomain.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** A registration by its checkout reference: subscription, reseller, package and admin. */
export async function findRegistration(db: Db, reference: string) {
  return db
    .selectFrom('reseller_subscriptions as s')
    .innerJoin('resellers as r', 'r.id', 's.reseller_id')
    .innerJoin('reseller_packages as p', 'p.id', 's.reseller_package_id')
    .select([
      's.id',
      's.reseller_id',
      's.status',
      's.amount',
      's.currency',
      's.billing_interval',
      's.reference',
      'r.org_name',
      'r.subdomain',
      'r.status as reseller_status',
      'p.name as package_name',
    ])
    .where('s.reference', '=', reference)
    .executeTakeFirst();
}

export async function findResellerAdmin(db: Db, resellerId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'reseller_id', 'status'])
    .where('reseller_id', '=', resellerId)
    .where('role', '=', 'reseller_admin')
    .orderBy('id', 'asc')
    .executeTakeFirst();
}

/**
 * Removes a registration that never became active (its payment failed to start, or was abandoned):
 * the reseller, its pending users and its subscriptions. An active reseller is never touched.
 */
export async function deletePendingRegistration(db: Kysely<DB>, resellerId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const reseller = await trx
      .selectFrom('resellers')
      .select('status')
      .where('id', '=', resellerId)
      .executeTakeFirst();
    if (!reseller || reseller.status !== 'pending') return;
    const paid = await trx
      .selectFrom('transactions')
      .select('id')
      .where('reseller_id', '=', resellerId)
      .executeTakeFirst();
    if (paid) return;
    await trx
      .deleteFrom('users')
      .where('reseller_id', '=', resellerId)
      .where('status', '=', 'pending')
      .execute();
    const remaining = await trx
      .selectFrom('users')
      .select('id')
      .where('reseller_id', '=', resellerId)
      .executeTakeFirst();
    if (remaining) return;
    await trx.deleteFrom('reseller_subscriptions').where('reseller_id', '=', resellerId).execute();
    await trx.deleteFrom('resellers').where('id', '=', resellerId).execute();
  });
}

/** Pending registrations created before `before` (abandoned checkouts), oldest first. */
export async function findStalePendingResellers(db: Kysely<DB>, before: string, limit = 20) {
  return db
    .selectFrom('resellers')
    .select(['id', 'logo_url'])
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute();
}
