import type { Kysely } from 'kysely';
import type { DB, ResellerStatus } from '../../../db/schema';
import { revenueSums } from '../../billing';

export { REVENUE_SOURCES, revenueCells, type RevenueSource } from '../../billing';

const num = (value: unknown) => Number(value ?? 0) || 0;

/**
 * One reseller's completed revenue: its customers' payments (earner = it) and the packages it paid the
 * platform (kind 'reseller', paid by it), from the revenue totals (revenue_monthly_totals, migration 0012).
 */
export async function resellerRevenue(db: Kysely<DB>, resellerId: number, month: string) {
  const customers = await revenueSums(db, ['reseller_customers'], resellerId, month);
  const packages = await revenueSums(db, ['reseller_packages'], resellerId, month);
  return {
    customers_total: customers.total,
    customers_this_month: customers.this_month,
    packages_total: packages.total,
    packages_this_month: packages.this_month,
  };
}

/** How many resellers have each status. */
export async function resellersByStatus(db: Kysely<DB>): Promise<Record<ResellerStatus, number>> {
  const rows = await db
    .selectFrom('resellers')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const out: Record<ResellerStatus, number> = { pending: 0, active: 0, suspended: 0 };
  for (const row of rows) out[row.status] = num(row.n);
  return out;
}

/** Users of the platform (every tenant, deleted ones left out): total and active. */
export async function platformUserCounts(db: Kysely<DB>) {
  const row = await db
    .selectFrom('users')
    .where('deleted_at', 'is', null)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'active').then(1).else(0).end()).as('active'),
    ])
    .executeTakeFirst();
  return { total: num(row?.total), active: num(row?.active) };
}

export async function assistantCount(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('assistants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return num(row?.n);
}

/**
 * Calls and seconds per reseller since `fromDay` from the daily totals: the keys 'reseller:<id>' of every
 * reseller and 'reseller:none' (the main host's own calls), read through the totals' primary key (scope_key,
 * day) in batches; the most calls first, `limit` of them.
 */
export async function callsByReseller(db: Kysely<DB>, fromDay: string, limit: number) {
  const ids = (await db.selectFrom('resellers').select('id').execute()).map((row) => row.id);
  const keys = ['reseller:none', ...ids.map((id) => `reseller:${id}`)];
  const totals: { reseller_id: number | null; calls: number; seconds: number }[] = [];
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .selectFrom('call_daily_totals')
      .select((eb) => [
        'scope_key',
        eb.fn.sum<number>('calls').as('calls'),
        eb.fn.sum<number>('seconds').as('seconds'),
      ])
      .where('scope_key', 'in', keys.slice(i, i + 500))
      .where('day', '>=', fromDay)
      .groupBy('scope_key')
      .execute();
    for (const row of rows) {
      const id = row.scope_key.slice('reseller:'.length);
      totals.push({
        reseller_id: id === 'none' ? null : Number(id),
        calls: num(row.calls),
        seconds: num(row.seconds),
      });
    }
  }
  return totals
    .filter((row) => row.calls > 0 || row.seconds > 0)
    .sort(
      (a, b) =>
        b.calls - a.calls || b.seconds - a.seconds || (a.reseller_id ?? 0) - (b.reseller_id ?? 0),
    )
    .slice(0, limit);
}

/** id → {org_name, subdomain, status} of these resellers. */
export async function resellerNames(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0)
    return new Map<number, { org_name: string; subdomain: string; status: ResellerStatus }>();
  const rows = await db
    .selectFrom('resellers')
    .select(['id', 'org_name', 'subdomain', 'status'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
