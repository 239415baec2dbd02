import type { Kysely } from 'kysely';
import { BILLED_MINUTES_LABEL, type UsageOverviewRow, type UsageReportRow } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import type { Page, PageRequest } from '../../../lib/paginate';
import { minutesUsed } from '../subscriptions/repository';
import { periodOverage, usageReport } from '../subscriptions/usage';
import {
  countActiveSubscriptions,
  listResellers,
  listUsageUsers,
  planOfUserIn,
  resellerMoney,
  userIdsOfReseller,
} from './repository';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Usage of the users an admin may see, one page: each row is the user's §3 Usage (subscriptions/usage.ts,
 * the same minute counting and overage), or an empty row for a user without a plan.
 */
export async function usageOverview(
  db: Kysely<DB>,
  scope: { kind: 'all' } | { kind: 'reseller'; resellerId: number | null },
  query: PageRequest & { search?: string | undefined },
  now: Date = new Date(),
): Promise<Page<UsageOverviewRow>> {
  const page = await listUsageUsers(db, scope, query);
  const data: UsageOverviewRow[] = [];
  for (const user of page.data) {
    const report = await usageReport(db, user.id, now);
    const minutes = report?.usage.minutes;
    data.push({
      id: user.id,
      name: user.name,
      email: user.email,
      reseller_name: user.reseller_name,
      plan: report?.pkg.name ?? null,
      subscription_status: report?.subscription.status ?? null,
      minutes_used: minutes?.used ?? 0,
      minutes_limit: minutes ? minutes.limit : null,
      is_unlimited: minutes?.is_unlimited ?? false,
      overage_minutes: minutes?.overage_minutes ?? 0,
      overage_cost: minutes?.overage_cost ?? 0,
      billing_period_start: minutes?.billing_period_start ?? null,
      billing_period_end: minutes?.billing_period_end ?? null,
    });
  }
  return { data, pagination: page.pagination };
}

/** 'YYYY-MM' of a date (UTC). */
export function monthOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** [start, end) of a 'YYYY-MM' month, UTC ISO strings. */
export function monthRange(month: string): { start: string; end: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, mon - 1, 1)).toISOString(),
    end: new Date(Date.UTC(year, mon, 1)).toISOString(),
  };
}

/**
 * Per reseller, for a calendar month (UTC): its users (role user), active subscriptions (now), minutes its
 * users' calls used in the month (subscriptions/repository minutesUsed: each call rounded up), overage
 * (per user: minutes over the plan it had in the month × that plan's extra_per_minute_charge; none when
 * unlimited or without a plan), revenue earned by the reseller and what it paid the platform (completed
 * transactions of the month).
 */
export async function usageReports(db: Kysely<DB>, month: string): Promise<UsageReportRow[]> {
  const { start, end } = monthRange(month);
  const rows: UsageReportRow[] = [];
  for (const reseller of await listResellers(db)) {
    let minutes = 0;
    let overageMinutes = 0;
    let overageCost = 0;
    const users = await userIdsOfReseller(db, reseller.id);
    for (const userId of users) {
      const plan = await planOfUserIn(db, userId, start, end);
      if (!plan) {
        minutes += await minutesUsed(db, userId, start, end);
        continue;
      }
      const usage = await periodOverage(db, userId, plan, start, end);
      minutes += usage.used;
      overageMinutes += usage.overage;
      overageCost += usage.cost;
    }
    const money = await resellerMoney(db, reseller.id, start, end);
    rows.push({
      reseller_id: reseller.id,
      reseller_name: reseller.org_name,
      subdomain: reseller.subdomain,
      users: users.length,
      active_subscriptions: await countActiveSubscriptions(db, reseller.id),
      minutes,
      overage_minutes: overageMinutes,
      overage_cost: cents(overageCost),
      revenue: cents(money.earned),
      paid_to_platform: cents(money.paid),
    });
  }
  return rows;
}

const CSV_COLUMNS: [keyof UsageReportRow, string][] = [
  ['reseller_id', 'Reseller ID'],
  ['reseller_name', 'Reseller'],
  ['subdomain', 'Subdomain'],
  ['users', 'Users'],
  ['active_subscriptions', 'Active subscriptions'],
  // Billed minutes: each call rounded up to whole minutes (@voice/contracts billedMinutesOf), as plans count.
  ['minutes', BILLED_MINUTES_LABEL],
  ['overage_minutes', 'Overage (billed minutes)'],
  ['overage_cost', 'Overage cost'],
  ['revenue', 'Revenue earned'],
  ['paid_to_platform', 'Paid to platform'],
];

/**
 * One CSV cell: text starting with = + - @ (or a tab / carriage return) is prefixed with ' so spreadsheets
 * never run it as a formula (CSV injection); cells with a comma, quote or line break are quoted.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The usage report as CSV (header line, one line per reseller, CRLF line ends). */
export function usageReportsCsv(rows: UsageReportRow[]): string {
  const lines = [CSV_COLUMNS.map(([, title]) => csvCell(title)).join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map(([key]) => csvCell(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
