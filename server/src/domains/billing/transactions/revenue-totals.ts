import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { DB } from '../../../db/schema';
import {
  listRevenueSince,
  listRevenueTotals,
  listStoredMonthlyTotals,
  listStoredTotals,
  recountRevenue,
  sumRevenueCents,
} from './revenue-repository';

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
  const sums = await sumRevenueCents(db, sources, resellerId, monthKeyOf(month));
  return { total: fromCents(sums.all), this_month: fromCents(sums.recent) };
}

/**
 * Completed revenue per source and reseller (all of them): all time (a row each) and since the month of `month`
 * (this month's rows, through the month index).
 */
export async function revenueCells(db: Kysely<DB>, month: string): Promise<RevenueCell[]> {
  const all = await listRevenueTotals(db);
  const recent = await listRevenueSince(db, monthKeyOf(month));
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

/** Where the revenue totals differ from a recount of transactions, one line per difference (none: exact). */
export async function revenueTotalsDrift(db: Kysely<DB>, dialect: Dialect): Promise<string[]> {
  const keyOf = (r: { source: string; reseller_key: number; month: string }) =>
    `${r.source}|${Number(r.reseller_key)}|${r.month}`;
  const stored = new Map(
    (await listStoredMonthlyTotals(db))
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
    (await listStoredTotals(db))
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
