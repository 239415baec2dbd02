import type { Kysely } from 'kysely';
import type { Package } from '@voice/contracts';
import type { DB, PackageRow } from '../../../db/schema';

/** The features that are strings (the column holds any JSON array). */
function featureList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((f): f is string => typeof f === 'string') : [];
}

export function toPackageJson(row: PackageRow): Package {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    yearly_price: Number(row.yearly_price),
    features: featureList(row.features),
    is_popular: Number(row.is_popular) === 1,
    monthly_minutes_limit: row.monthly_minutes_limit,
    voice_agents_limit: row.voice_agents_limit,
    analytics_level: row.analytics_level,
    support_level: row.support_level,
    monthly_payment_link: row.monthly_payment_link,
    yearly_payment_link: row.yearly_payment_link,
    extra_per_minute_charge: Number(row.extra_per_minute_charge),
    knowledge_sources_limit: Number(row.knowledge_sources_limit),
    knowledge_mb_limit: Number(row.knowledge_mb_limit),
    booking_enabled: Number(row.booking_enabled) === 1,
    campaigns_enabled: Number(row.campaigns_enabled) === 1,
    campaign_concurrency_limit: Number(row.campaign_concurrency_limit),
    campaign_contacts_monthly_limit: Number(row.campaign_contacts_monthly_limit),
  };
}

/**
 * A tenant's active plans in display order: a reseller's own plans on its site (reseller_id), the platform's
 * (reseller_id NULL) on the main host. A user sees and buys only its tenant's plans.
 */
export async function listActivePackages(
  db: Kysely<DB>,
  resellerId: number | null,
): Promise<Package[]> {
  let query = db.selectFrom('packages').selectAll().where('is_active', '=', 1);
  query =
    resellerId === null
      ? query.where('reseller_id', 'is', null)
      : query.where('reseller_id', '=', resellerId);
  const rows = await query
    .orderBy('sort_order', 'asc')
    .orderBy('price', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toPackageJson);
}

/** An active plan of a tenant by id (undefined: unknown, retired, or another tenant's). */
export async function findTenantPackage(
  db: Kysely<DB>,
  id: number,
  resellerId: number | null,
): Promise<PackageRow | undefined> {
  let query = db.selectFrom('packages').selectAll().where('id', '=', id).where('is_active', '=', 1);
  query =
    resellerId === null
      ? query.where('reseller_id', 'is', null)
      : query.where('reseller_id', '=', resellerId);
  return query.executeTakeFirst();
}

/** A plan by id, whatever its tenant or state (for presenting a subscription's plan). */
export async function findPackageById(db: Kysely<DB>, id: number): Promise<PackageRow | undefined> {
  return db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
}
