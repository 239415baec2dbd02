import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { DB } from '../../../db/schema';

/** The revenue totals' reads (the tables and the sources: revenue-totals.ts). */

/**
 * Sums of amount_cents of the sources (and of one reseller when `resellerId` is given): all time
 * (revenue_totals), and from the month `monthKey` ('YYYY-MM', revenue_monthly_totals).
 */
export async function sumRevenueCents(
  db: Kysely<DB>,
  sources: readonly string[],
  resellerId: number | null,
  monthKey: string,
): Promise<{ all: unknown; recent: unknown }> {
  const all = await db
    .selectFrom('revenue_totals')
    .where('source', 'in', [...sources])
    .$if(resellerId !== null, (qb) => qb.where('reseller_key', '=', resellerId ?? 0))
    .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
    .executeTakeFirst();
  const recent = await db
    .selectFrom('revenue_monthly_totals')
    .where('source', 'in', [...sources])
    .$if(resellerId !== null, (qb) => qb.where('reseller_key', '=', resellerId ?? 0))
    .where('month', '>=', monthKey)
    .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
    .executeTakeFirst();
  return { all: all?.cents, recent: recent?.cents };
}

/** Every row of revenue_totals: the cents per source and reseller, all time. */
export async function listRevenueTotals(db: Kysely<DB>) {
  return db
    .selectFrom('revenue_totals')
    .select(['source', 'reseller_key', 'amount_cents'])
    .execute();
}

/** The cents per source and reseller from the month `monthKey` ('YYYY-MM') on. */
export async function listRevenueSince(db: Kysely<DB>, monthKey: string) {
  return db
    .selectFrom('revenue_monthly_totals')
    .where('month', '>=', monthKey)
    .select((eb) => ['source', 'reseller_key', eb.fn.sum<number>('amount_cents').as('cents')])
    .groupBy(['source', 'reseller_key'])
    .execute();
}

/** A row of revenue_monthly_totals. */
export interface RevenueTotalRow {
  source: string;
  reseller_key: number;
  month: string;
  amount_cents: number;
  transactions: number;
}

/** The totals recounted from transactions with GROUP BY (what revenue_monthly_totals must hold, zeros left out). */
export async function recountRevenue(db: Kysely<DB>, dialect: Dialect): Promise<RevenueTotalRow[]> {
  const month =
    dialect === 'postgres'
      ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM')`
      : sql<string>`substr(created_at, 1, 7)`;
  const source = sql<string>`case when earner_reseller_id is not null then 'reseller_customers' when kind = 'reseller' then 'reseller_packages' else 'platform_plans' end`;
  const key = sql<number>`coalesce(case when earner_reseller_id is not null then earner_reseller_id when kind = 'reseller' then reseller_id end, 0)`;
  const rows = await db
    .selectFrom('transactions')
    .where('status', '=', 'completed')
    .select((eb) => [
      source.as('source'),
      key.as('reseller_key'),
      month.as('month'),
      eb.fn.sum<number>(sql`round(amount * 100)`).as('amount_cents'),
      eb.fn.countAll<number>().as('transactions'),
    ])
    .groupBy([sql`1`, sql`2`, sql`3`])
    .execute();
  return rows.map((r) => ({
    source: r.source,
    reseller_key: Number(r.reseller_key),
    month: r.month,
    amount_cents: Number(r.amount_cents),
    transactions: Number(r.transactions),
  }));
}

/** Every stored row of revenue_monthly_totals, as it is (the drift check compares them). */
export async function listStoredMonthlyTotals(db: Kysely<DB>) {
  return db.selectFrom('revenue_monthly_totals').selectAll().execute();
}

/** Every stored row of revenue_totals, as it is (the drift check compares them). */
export async function listStoredTotals(db: Kysely<DB>) {
  return db.selectFrom('revenue_totals').selectAll().execute();
}
