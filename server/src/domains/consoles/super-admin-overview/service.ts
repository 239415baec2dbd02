import type { Kysely } from 'kysely';
import type { SuperAdminOverview } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { addDays, startOfUtcMonth } from '../../../lib/time';
import { dailyTotals, scopeTotals } from '../../calls';
import { callDirections, chartDays, toMinutes } from '../dashboard/service';
import {
  REVENUE_SOURCES,
  assistantCount,
  callsByReseller,
  platformUserCounts,
  resellerNames,
  resellersByStatus,
  revenueCells,
  type RevenueSource,
} from './repository';

/** How each revenue source reads on the overview. */
export const REVENUE_SOURCE_LABELS: Record<RevenueSource, string> = {
  platform_plans: 'Platform plans',
  reseller_packages: 'Reseller packages',
  reseller_customers: "Resellers' customers",
};

/** The main host's own calls in "calls by reseller". */
export const MAIN_SITE_LABEL = 'Main site';

export const TOP_RESELLERS = 10;
const CHART_DAYS = 30;

const cents = (amount: number) => Math.round(amount * 100) / 100;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The platform overview of /super-admin: small grouped reads of resellers, users, assistants and
 * transactions, and the pre-aggregated call totals (call_daily_totals: 'all' and 'reseller:<id>'); call_logs
 * is never read.
 */
export async function superAdminOverview(
  db: Kysely<DB>,
  now: Date = new Date(),
): Promise<SuperAdminOverview> {
  const month = startOfUtcMonth(now);
  const monthDay = month.slice(0, 10);
  const chartFrom = dayOf(addDays(now, -(CHART_DAYS - 1)));

  const statuses = await resellersByStatus(db);
  const users = await platformUserCounts(db);
  const assistants = await assistantCount(db);
  const allCalls = await scopeTotals(db, { kind: 'all' });
  const recent = await dailyTotals(
    db,
    { kind: 'all' },
    chartFrom < monthDay ? chartFrom : monthDay,
  );
  const monthDays = recent.filter((d) => d.day >= monthDay);
  const calls_per_day = chartDays(now, recent);

  const cells = await revenueCells(db, month);
  const by_source = REVENUE_SOURCES.map((source) => {
    const mine = cells.filter((cell) => cell.source === source);
    return {
      source,
      label: REVENUE_SOURCE_LABELS[source],
      total: cents(mine.reduce((sum, cell) => sum + cell.total, 0)),
      this_month: cents(mine.reduce((sum, cell) => sum + cell.this_month, 0)),
    };
  });
  const perReseller = new Map<
    number,
    {
      reseller_id: number;
      customers_total: number;
      customers_this_month: number;
      packages_total: number;
      packages_this_month: number;
    }
  >();
  for (const cell of cells) {
    if (cell.reseller_id === null || cell.source === 'platform_plans') continue;
    const row = perReseller.get(cell.reseller_id) ?? {
      reseller_id: cell.reseller_id,
      customers_total: 0,
      customers_this_month: 0,
      packages_total: 0,
      packages_this_month: 0,
    };
    if (cell.source === 'reseller_customers') {
      row.customers_total += cell.total;
      row.customers_this_month += cell.this_month;
    } else {
      row.packages_total += cell.total;
      row.packages_this_month += cell.this_month;
    }
    perReseller.set(cell.reseller_id, row);
  }
  const topRevenue = [...perReseller.values()]
    .sort(
      (a, b) =>
        b.customers_total + b.packages_total - (a.customers_total + a.packages_total) ||
        a.reseller_id - b.reseller_id,
    )
    .slice(0, TOP_RESELLERS);
  const topCalls = await callsByReseller(db, monthDay, TOP_RESELLERS);
  const names = await resellerNames(db, [
    ...new Set([
      ...topRevenue.map((r) => r.reseller_id),
      ...topCalls.flatMap((r) => (r.reseller_id === null ? [] : [r.reseller_id])),
    ]),
  ]);

  return {
    month_start: month,
    resellers: {
      ...statuses,
      total: statuses.active + statuses.pending + statuses.suspended,
    },
    users,
    assistants: { total: assistants },
    calls: {
      total: allCalls.calls,
      total_minutes: toMinutes(allCalls.seconds),
      total_billed_minutes: allCalls.billed_minutes,
      this_month: monthDays.reduce((sum, d) => sum + d.calls, 0),
      this_month_minutes: toMinutes(monthDays.reduce((sum, d) => sum + d.seconds, 0)),
      this_month_billed_minutes: monthDays.reduce((sum, d) => sum + d.billed_minutes, 0),
      directions: callDirections(allCalls, recent, monthDay),
    },
    revenue: {
      total: cents(by_source.reduce((sum, s) => sum + s.total, 0)),
      this_month: cents(by_source.reduce((sum, s) => sum + s.this_month, 0)),
      by_source,
      by_reseller: topRevenue.flatMap((row) => {
        const reseller = names.get(row.reseller_id);
        if (!reseller) return [];
        return [
          {
            id: row.reseller_id,
            org_name: reseller.org_name,
            subdomain: reseller.subdomain,
            status: reseller.status,
            total: cents(row.customers_total + row.packages_total),
            this_month: cents(row.customers_this_month + row.packages_this_month),
            customers_total: cents(row.customers_total),
            packages_total: cents(row.packages_total),
          },
        ];
      }),
    },
    calls_by_reseller: topCalls.map((row) => ({
      id: row.reseller_id,
      org_name:
        row.reseller_id === null
          ? MAIN_SITE_LABEL
          : (names.get(row.reseller_id)?.org_name ?? `Reseller ${row.reseller_id}`),
      calls: row.calls,
      minutes: toMinutes(row.seconds),
    })),
    calls_per_day,
  };
}
