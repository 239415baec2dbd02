import type { Kysely } from 'kysely';
import type { Package } from '@voice/contracts';
import type { DB, PackageRow } from '../../db/schema';

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
  };
}

/** Active packages in display order. */
export async function listActivePackages(db: Kysely<DB>): Promise<Package[]> {
  const rows = await db
    .selectFrom('packages')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('sort_order', 'asc')
    .orderBy('price', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toPackageJson);
}
