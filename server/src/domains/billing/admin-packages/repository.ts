import { sql, type Kysely } from 'kysely';
import type { AdminPackage } from '@voice/contracts';
import type { AdminPackageInput } from '@voice/contracts/schemas';
import type { DB, PackageRow } from '../../../db/schema';
import { LIVE_SUBSCRIPTION_STATUSES } from '../../../db/migrations/0005_billing';
import { nowIso } from '../../../lib/time';
import { toPackageJson } from '../packages/repository';

/** Whose plans: a reseller's (its id) or the platform's (null). */
export type PackageOwner = number | null;

/** Uses of a plan: live subscriptions (pending, active, past due) and every subscription ever made. */
interface Usage {
  live: number;
  total: number;
}

async function usageByPackage(db: Kysely<DB>, ids: number[]): Promise<Map<number, Usage>> {
  const usage = new Map<number, Usage>();
  if (ids.length === 0) return usage;
  const rows = await db
    .selectFrom('subscriptions')
    .select([
      'package_id',
      sql<number>`count(*)`.as('total'),
      sql<number>`sum(case when status in (${sql.join(
        LIVE_SUBSCRIPTION_STATUSES.map((s) => sql`${s}`),
      )}) then 1 else 0 end)`.as('live'),
    ])
    .where('package_id', 'in', ids)
    .groupBy('package_id')
    .execute();
  for (const row of rows) {
    usage.set(row.package_id, { live: Number(row.live ?? 0), total: Number(row.total) });
  }
  // A plan waiting as an upgrade's target is in use too.
  const pending = await db
    .selectFrom('subscriptions')
    .select(['pending_package_id', sql<number>`count(*)`.as('total')])
    .where('pending_package_id', 'in', ids)
    .where('status', 'in', [...LIVE_SUBSCRIPTION_STATUSES])
    .groupBy('pending_package_id')
    .execute();
  for (const row of pending) {
    if (row.pending_package_id === null) continue;
    const current = usage.get(row.pending_package_id) ?? { live: 0, total: 0 };
    const count = Number(row.total);
    usage.set(row.pending_package_id, { live: current.live + count, total: current.total + count });
  }
  return usage;
}

function toAdminPackage(row: PackageRow, usage: Usage | undefined): AdminPackage {
  return {
    ...toPackageJson(row),
    is_active: Number(row.is_active) === 1,
    sort_order: row.sort_order,
    reseller_id: row.reseller_id,
    live_subscriptions: usage?.live ?? 0,
    total_subscriptions: usage?.total ?? 0,
  };
}

function ownedBy(db: Kysely<DB>, owner: PackageOwner) {
  const query = db.selectFrom('packages').selectAll();
  return owner === null
    ? query.where('reseller_id', 'is', null)
    : query.where('reseller_id', '=', owner);
}

/** Every plan of an owner (retired ones too), in display order. */
export async function listOwnedPackages(
  db: Kysely<DB>,
  owner: PackageOwner,
): Promise<AdminPackage[]> {
  const rows = await ownedBy(db, owner)
    .orderBy('is_active', 'desc')
    .orderBy('sort_order', 'asc')
    .orderBy('price', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const usage = await usageByPackage(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminPackage(row, usage.get(row.id)));
}

/** One plan of an owner (undefined: unknown or another tenant's). */
export async function findOwnedPackage(
  db: Kysely<DB>,
  owner: PackageOwner,
  id: number,
): Promise<AdminPackage | undefined> {
  const row = await ownedBy(db, owner).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const usage = await usageByPackage(db, [row.id]);
  return toAdminPackage(row, usage.get(row.id));
}

function columnsOf(input: AdminPackageInput) {
  return {
    name: input.name,
    description: input.description,
    price: input.price,
    yearly_price: input.yearly_price,
    features: JSON.stringify(input.features),
    is_popular: input.is_popular ? 1 : 0,
    monthly_minutes_limit: input.monthly_minutes_limit,
    voice_agents_limit: input.voice_agents_limit,
    analytics_level: input.analytics_level,
    support_level: input.support_level,
    extra_per_minute_charge: input.extra_per_minute_charge,
    knowledge_sources_limit: input.knowledge_sources_limit,
    knowledge_mb_limit: input.knowledge_mb_limit,
    booking_enabled: input.booking_enabled ? 1 : 0,
    campaigns_enabled: input.campaigns_enabled ? 1 : 0,
    // Off, the plan allows no campaigns whatever limits were typed.
    campaign_concurrency_limit: input.campaigns_enabled
      ? (input.campaign_concurrency_limit ?? 0)
      : 0,
    campaign_contacts_monthly_limit: input.campaigns_enabled
      ? (input.campaign_contacts_monthly_limit ?? 0)
      : 0,
    sort_order: input.sort_order,
    is_active: input.is_active ? 1 : 0,
  };
}

export async function insertPackage(
  db: Kysely<DB>,
  owner: PackageOwner,
  input: AdminPackageInput,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('packages')
    .values({ ...columnsOf(input), reseller_id: owner, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePackage(
  db: Kysely<DB>,
  owner: PackageOwner,
  id: number,
  input: AdminPackageInput,
): Promise<void> {
  const query = db
    .updateTable('packages')
    .set({ ...columnsOf(input), updated_at: nowIso() })
    .where('id', '=', id);
  await (
    owner === null ? query.where('reseller_id', 'is', null) : query.where('reseller_id', '=', owner)
  ).execute();
}

export async function setPackageActive(
  db: Kysely<DB>,
  owner: PackageOwner,
  id: number,
  active: boolean,
): Promise<void> {
  const query = db
    .updateTable('packages')
    .set({ is_active: active ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id);
  await (
    owner === null ? query.where('reseller_id', 'is', null) : query.where('reseller_id', '=', owner)
  ).execute();
}

export async function deletePackage(db: Kysely<DB>, owner: PackageOwner, id: number) {
  let query = db.deleteFrom('packages').where('id', '=', id);
  query =
    owner === null
      ? query.where('reseller_id', 'is', null)
      : query.where('reseller_id', '=', owner);
  await query.execute();
}
