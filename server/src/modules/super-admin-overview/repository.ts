import { sql, type Kysely } from 'kysely';
import type { DB, ResellerStatus } from '../../db/schema';

/**
 * Where the platform's money comes from (completed transactions):
 * - platform_plans: what the main host's users pay the platform for its plans (earner NULL, not kind 'reseller');
 * - reseller_packages: what resellers pay the platform for their packages (kind 'reseller', earner NULL);
 * - reseller_customers: what resellers' customers pay their reseller (earner_reseller_id set).
 */
export const REVENUE_SOURCES = [
  'platform_plans',
  'reseller_packages',
  'reseller_customers',
] as const;
export type RevenueSource = (typeof REVENUE_SOURCES)[number];

const sourceSql = sql<RevenueSource>`case when earner_reseller_id is not null then 'reseller_customers' when kind = 'reseller' then 'reseller_packages' else 'platform_plans' end`;

const num = (value: unknown) => Number(value ?? 0) || 0;

/** Completed revenue of one source and (for the resellers' sources) one reseller; reseller_id null otherwise. */
export interface RevenueCell {
  source: RevenueSource;
  reseller_id: number | null;
  total: number;
  this_month: number;
}

/** The reseller a transaction belongs to: its earner, or the payer of a reseller package. */
const resellerOfSql = sql<
  number | null
>`case when earner_reseller_id is not null then earner_reseller_id when kind = 'reseller' then reseller_id else null end`;

/**
 * Completed revenue by source and reseller, all time and since `month` (ISO): ONE read of transactions
 * grouped by reseller (one row per reseller, and one for the platform plans), whose per-source sums the
 * overview adds up both "by source" and "by reseller".
 */
export async function revenueCells(db: Kysely<DB>, month: string): Promise<RevenueCell[]> {
  const rows = await db
    .selectFrom('transactions')
    .where('status', '=', 'completed')
    .select((eb) => {
      const sums = REVENUE_SOURCES.flatMap((source) => {
        const mine = eb(sourceSql, '=', source);
        return [
          eb.fn
            .sum<number>(eb.case().when(mine).then(eb.ref('amount')).else(0).end())
            .as(`${source}_total`),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([mine, eb('created_at', '>=', month)]))
                .then(eb.ref('amount'))
                .else(0)
                .end(),
            )
            .as(`${source}_month`),
        ];
      });
      return [resellerOfSql.as('reseller_id'), ...sums];
    })
    .groupBy(resellerOfSql)
    .execute();
  const cells: RevenueCell[] = [];
  for (const row of rows as Record<string, unknown>[]) {
    const resellerId = row.reseller_id === null ? null : Number(row.reseller_id);
    for (const source of REVENUE_SOURCES) {
      const total = num(row[`${source}_total`]);
      const thisMonth = num(row[`${source}_month`]);
      if (total !== 0 || thisMonth !== 0) {
        cells.push({ source, reseller_id: resellerId, total, this_month: thisMonth });
      }
    }
  }
  return cells;
}

/**
 * One reseller's completed revenue: its customers' payments (earner = it) and the packages it paid the
 * platform (kind 'reseller', paid by it), through the transactions' earner and reseller indexes.
 */
export async function resellerRevenue(db: Kysely<DB>, resellerId: number, month: string) {
  const read = async (customers: boolean) => {
    let query = db.selectFrom('transactions').where('status', '=', 'completed');
    query = customers
      ? query.where('earner_reseller_id', '=', resellerId)
      : query
          .where('reseller_id', '=', resellerId)
          .where('earner_reseller_id', 'is', null)
          .where('kind', '=', 'reseller');
    const row = await query
      .select((eb) => [
        eb.fn.sum<number>('amount').as('total'),
        eb.fn
          .sum<number>(
            eb.case().when('created_at', '>=', month).then(eb.ref('amount')).else(0).end(),
          )
          .as('this_month'),
      ])
      .executeTakeFirst();
    return { total: num(row?.total), this_month: num(row?.this_month) };
  };
  const customers = await read(true);
  const packages = await read(false);
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
