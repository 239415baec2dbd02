import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { DB } from '../../../db/schema';

/**
 * Completed revenue, pre-aggregated (migration 0012): revenue_totals holds the cents and the number of completed
 * transactions per source and reseller, revenue_monthly_totals the same per UTC month, both kept by triggers on
 * transactions in the transaction of every write (whichever module inserts, updates or deletes a transaction).
 * The dashboards and the platform overview read them: a row per reseller and this month's rows, whatever the
 * number of transactions. revenueTotalsDrift compares them with a GROUP BY recount of transactions (tests).
 *
 * Where the money comes from (the sources):
 * - platform_plans: what the main host's users pay the platform for its plans (earner NULL, not kind 'reseller');
 * - reseller_packages: what resellers pay the platform for their packages (kind 'reseller', earner NULL);
 * - reseller_customers: what resellers' customers pay their reseller (earner_reseller_id set).
 * The reseller of a row (reseller_key): the earner, or the payer of a reseller package; 0 for none.
 */
export const REVENUE_SOURCES = [
  'platform_plans',
  'reseller_packages',
  'reseller_customers',
] as const;
export type RevenueSource = (typeof REVENUE_SOURCES)[number];

/** 'YYYY-MM' of an ISO time (UTC): the totals' month. */
export const monthKeyOf = (iso: string) => new Date(iso).toISOString().slice(0, 7);

const num = (value: unknown) => Number(value ?? 0) || 0;
const fromCents = (cents: unknown) => num(cents) / 100;

/** Completed revenue of one source and reseller (null: none), all time and since a month. */
export interface RevenueCell {
  source: RevenueSource;
  reseller_id: number | null;
  total: number;
  this_month: number;
}

/**
 * Completed revenue of the sources (and of one reseller when `resellerId` is given): all time (revenue_totals),
 * and since the month of `month` (an ISO time, e.g. the start of this UTC month; revenue_monthly_totals).
 */
export async function revenueSums(
  db: Kysely<DB>,
  sources: readonly RevenueSource[],
  resellerId: number | null,
  month: string,
): Promise<{ total: number; this_month: number }> {
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
    .where('month', '>=', monthKeyOf(month))
    .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
    .executeTakeFirst();
  return { total: fromCents(all?.cents), this_month: fromCents(recent?.cents) };
}

/**
 * Completed revenue per source and reseller (all of them): all time (a row each) and since the month of `month`
 * (this month's rows, through the month index).
 */
export async function revenueCells(db: Kysely<DB>, month: string): Promise<RevenueCell[]> {
  const all = await db
    .selectFrom('revenue_totals')
    .select(['source', 'reseller_key', 'amount_cents'])
    .execute();
  const recent = await db
    .selectFrom('revenue_monthly_totals')
    .where('month', '>=', monthKeyOf(month))
    .select((eb) => ['source', 'reseller_key', eb.fn.sum<number>('amount_cents').as('cents')])
    .groupBy(['source', 'reseller_key'])
    .execute();
  const keyOf = (row: { source: string; reseller_key: number }) =>
    `${row.source}|${Number(row.reseller_key)}`;
  const thisMonth = new Map(recent.map((row) => [keyOf(row), fromCents(row.cents)]));
  return all
    .map((row) => ({
      source: row.source as RevenueSource,
      reseller_id: Number(row.reseller_key) === 0 ? null : Number(row.reseller_key),
      total: fromCents(row.amount_cents),
      this_month: thisMonth.get(keyOf(row)) ?? 0,
    }))
    .filter((cell) => cell.total !== 0 || cell.this_month !== 0);
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

/** Where the revenue totals differ from a recount of transactions, one line per difference (none: exact). */
export async function revenueTotalsDrift(db: Kysely<DB>, dialect: Dialect): Promise<string[]> {
  const keyOf = (r: { source: string; reseller_key: number; month: string }) =>
    `${r.source}|${Number(r.reseller_key)}|${r.month}`;
  const stored = new Map(
    (await db.selectFrom('revenue_monthly_totals').selectAll().execute())
      .filter((r) => Number(r.amount_cents) !== 0 || Number(r.transactions) !== 0)
      .map((r) => [keyOf(r), `${Number(r.amount_cents)}/${Number(r.transactions)}`]),
  );
  const drift: string[] = [];
  const recount = await recountRevenue(db, dialect);
  for (const r of recount) {
    const want = `${r.amount_cents}/${r.transactions}`;
    const got = stored.get(keyOf(r));
    if (got !== want)
      drift.push(`revenue_monthly_totals ${keyOf(r)}: ${got ?? 'missing'}, recount ${want}`);
    stored.delete(keyOf(r));
  }
  for (const [key, got] of stored)
    drift.push(`revenue_monthly_totals ${key}: ${got}, recount none`);
  const expected = new Map<string, { cents: number; count: number }>();
  for (const r of recount) {
    const key = `${r.source}|${r.reseller_key}`;
    const sum = expected.get(key) ?? { cents: 0, count: 0 };
    sum.cents += r.amount_cents;
    sum.count += r.transactions;
    expected.set(key, sum);
  }
  const storedAll = new Map(
    (await db.selectFrom('revenue_totals').selectAll().execute())
      .filter((r) => Number(r.amount_cents) !== 0 || Number(r.transactions) !== 0)
      .map((r) => [
        `${r.source}|${Number(r.reseller_key)}`,
        `${Number(r.amount_cents)}/${Number(r.transactions)}`,
      ]),
  );
  for (const [key, sum] of expected) {
    const want = `${sum.cents}/${sum.count}`;
    const got = storedAll.get(key);
    if (got !== want) drift.push(`revenue_totals ${key}: ${got ?? 'missing'}, recount ${want}`);
    storedAll.delete(key);
  }
  for (const [key, got] of storedAll) drift.push(`revenue_totals ${key}: ${got}, recount none`);
  return drift;
}
