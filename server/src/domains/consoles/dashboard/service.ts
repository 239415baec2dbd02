import { talkMinutesOf } from '@voice/contracts';
import type {
  AdminDashboardStats,
  CallDirections,
  DashboardStats,
  DataScope,
  DirectionalDailyCalls,
  DirectionFigures,
  RecentCall,
} from '@voice/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { addDays, startOfUtcMonth } from '../../../lib/time';
import { dailyTotals, scopeTotals, type CallTotals } from '../../calls';
import { bookingCounts } from '../../voice';
import {
  countUserAssistants,
  liveSubscriptionStatus,
  recentCallsOf,
  revenueTotals,
  topAssistants,
  userCounts,
  type AdminDashboardScope,
} from './repository';

/**
 * Figures shown on the dashboards. Their queries run together (Promise.all): on PostgreSQL each takes its
 * own pooled connection, so a dashboard costs one round trip of latency instead of five; on SQLite they run
 * one after another anyway. Choices:
 * - *_minutes are talk time: sum(duration seconds) / 60, rounded to one decimal (90 s -> 1.5); *_billed_minutes
 *   are each call's seconds rounded up to whole minutes, summed (as usage counts them: 20 s -> 1);
 * - directions: the same figures of the inbound and of the outbound calls (call_logs.direction), from the same
 *   rows of the daily totals; web calls and calls of no known direction are in the totals only;
 * - avg_duration is seconds per call, rounded to a whole second;
 * - money is rounded to cents; "today" and "this month" are UTC periods;
 * - revenue counts transactions with status 'completed'.
 */
export const toMinutes = talkMinutesOf;
const toCents = (amount: number) => Math.round(amount * 100) / 100;
const num = (value: unknown) => Number(value ?? 0) || 0;

const RECENT_CALLS = 10;
const TOP_ASSISTANTS = 5;

const CHART_DAYS = 30;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Call totals of a scope (count, calls today, seconds in all and this month, UTC periods) and its last 30
 * days for the chart, from the pre-aggregated daily totals (calls/ingestion/call-stats.ts): two small reads
 * whatever the number of calls.
 */
async function scopedCallTotals(db: Kysely<DB>, scope: DataScope, now: Date) {
  const today = dayOf(now);
  const month = startOfUtcMonth(now).slice(0, 10);
  const chartFrom = dayOf(addDays(now, -(CHART_DAYS - 1)));
  const [all, recent] = await Promise.all([
    scopeTotals(db, scope),
    dailyTotals(db, scope, chartFrom < month ? chartFrom : month),
  ]);
  const byDay = new Map(recent.map((d) => [d.day, d]));
  const thisMonth = (column: keyof CallTotals) =>
    recent.filter((d) => d.day >= month).reduce((sum, d) => sum + d[column], 0);
  return {
    total_calls: all.calls,
    calls_today: byDay.get(today)?.calls ?? 0,
    total_seconds: all.seconds,
    month_seconds: thisMonth('seconds'),
    total_billed_minutes: all.billed_minutes,
    month_billed_minutes: thisMonth('billed_minutes'),
    directions: callDirections(all, recent, month),
    calls_per_day: chartDays(now, recent),
  };
}

/** Daily totals as dailyTotals reads them. */
type TotalsDay = CallTotals & { day: string };

/** The 30 UTC days ending on `now`'s, oldest first, from the daily totals read (days without calls are 0). */
export function chartDays(now: Date, recent: readonly TotalsDay[]): DirectionalDailyCalls[] {
  const byDay = new Map(recent.map((d) => [d.day, d]));
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = dayOf(addDays(now, i - (CHART_DAYS - 1)));
    const day = byDay.get(date);
    return {
      date,
      calls: day?.calls ?? 0,
      minutes: toMinutes(day?.seconds ?? 0),
      inbound_calls: day?.inbound_calls ?? 0,
      inbound_minutes: toMinutes(day?.inbound_seconds ?? 0),
      outbound_calls: day?.outbound_calls ?? 0,
      outbound_minutes: toMinutes(day?.outbound_seconds ?? 0),
    };
  });
}

/**
 * The inbound and the outbound figures: all time from the scope's totals, this month from the days read from
 * `month` ('YYYY-MM-DD', the month's first day) on.
 */
export function callDirections(
  all: CallTotals,
  recent: readonly TotalsDay[],
  month: string,
): CallDirections {
  const thisMonth = (column: keyof CallTotals) =>
    recent.filter((d) => d.day >= month).reduce((sum, d) => sum + d[column], 0);
  const direction = (d: 'inbound' | 'outbound'): DirectionFigures => ({
    total_calls: all[`${d}_calls`],
    this_month_calls: thisMonth(`${d}_calls`),
    total_minutes: toMinutes(all[`${d}_seconds`]),
    this_month_minutes: toMinutes(thisMonth(`${d}_seconds`)),
    total_billed_minutes: all[`${d}_billed_minutes`],
    this_month_billed_minutes: thisMonth(`${d}_billed_minutes`),
  });
  return { inbound: direction('inbound'), outbound: direction('outbound') };
}

/** The call figures of both dashboards' overviews. */
function callOverview(totals: Awaited<ReturnType<typeof scopedCallTotals>>) {
  return {
    total_calls: totals.total_calls,
    calls_today: totals.calls_today,
    total_minutes: toMinutes(totals.total_seconds),
    this_month_minutes: toMinutes(totals.month_seconds),
    total_billed_minutes: totals.total_billed_minutes,
    this_month_billed_minutes: totals.month_billed_minutes,
    directions: totals.directions,
  };
}

/** A user's own dashboard: their assistants and calls. */
export async function userDashboard(
  db: Kysely<DB>,
  userId: number,
  now = new Date(),
): Promise<DashboardStats> {
  const [assistants, totals, recent, plan, bookings] = await Promise.all([
    countUserAssistants(db, userId),
    scopedCallTotals(db, { kind: 'own', userId }, now),
    recentCallsOf(db, userId, RECENT_CALLS),
    liveSubscriptionStatus(db, userId),
    bookingCounts(db, userId, now.toISOString(), startOfUtcMonth(now)),
  ]);
  const recent_calls: RecentCall[] = recent.map((r) => ({ ...r, duration: num(r.duration) }));
  return {
    overview: {
      total_assistants: num(assistants?.n),
      ...callOverview(totals),
      avg_duration: totals.total_calls ? Math.round(totals.total_seconds / totals.total_calls) : 0,
      bookings_upcoming: bookings.upcoming,
      bookings_this_month: bookings.thisMonth,
    },
    recent_calls,
    calls_per_day: totals.calls_per_day,
    first_run: {
      plan: plan === 'pending' ? 'pending' : plan ? 'active' : 'none',
      has_assistant: num(assistants?.n) > 0,
      has_call: totals.total_calls > 0,
      has_number: num(assistants?.with_number) > 0,
    },
  };
}

/** Admin dashboard: the whole platform (scope all) or one reseller (scope reseller). */
export async function adminDashboard(
  db: Kysely<DB>,
  scope: AdminDashboardScope,
  now = new Date(),
): Promise<AdminDashboardStats> {
  const [users, totals, revenue, top] = await Promise.all([
    userCounts(db, scope),
    scopedCallTotals(db, scope, now),
    revenueTotals(db, scope, startOfUtcMonth(now)),
    topAssistants(db, scope, TOP_ASSISTANTS),
  ]);

  return {
    overview: {
      total_users: num(users?.total),
      active_users: num(users?.active),
      ...callOverview(totals),
      total_revenue: toCents(num(revenue?.total)),
      revenue_this_month: toCents(num(revenue?.this_month)),
    },
    top_assistants: top.map((a) => ({
      id: a.id,
      name: a.name,
      type: a.type,
      total_calls: num(a.total_calls),
      user_name: a.user_name,
      phone_number: a.phone_number,
    })),
    calls_per_day: totals.calls_per_day,
  };
}
