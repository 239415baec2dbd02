import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type {
  AdminDashboardStats,
  AssistantType,
  DashboardStats,
  RecentCall,
} from '@voice/contracts';
import type { DB } from '../../db/schema';
import type { DataScope } from '../../lib/access';
import { startOfUtcDay, startOfUtcMonth } from '../../lib/time';

/**
 * Figures shown on the dashboards. Choices:
 * - minutes are sum(duration seconds) / 60, rounded to one decimal (90 s -> 1.5);
 * - avg_duration is seconds per call, rounded to a whole second;
 * - money is rounded to cents; "today" and "this month" are UTC periods;
 * - revenue counts transactions with status 'completed'.
 */
export const toMinutes = (seconds: number) => Math.round((seconds / 60) * 10) / 10;
const toCents = (amount: number) => Math.round(amount * 100) / 100;
const num = (value: unknown) => Number(value ?? 0) || 0;

const RECENT_CALLS = 10;
const TOP_ASSISTANTS = 5;

/** A filter on a reseller column: no filter (platform-wide), platform rows (null) or one reseller. */
function resellerFilter(
  column: string,
  resellerId: number | null | undefined,
): Expression<SqlBool> {
  if (resellerId === undefined) return sql<SqlBool>`1 = 1`;
  if (resellerId === null) return sql<SqlBool>`${sql.ref(column)} is null`;
  return sql<SqlBool>`${sql.ref(column)} = ${resellerId}`;
}

/** count, calls since today, total seconds and seconds since the month began, over some call logs. */
async function callTotals(db: Kysely<DB>, filter: Expression<SqlBool>, now: Date) {
  const today = startOfUtcDay(now);
  const month = startOfUtcMonth(now);
  const row = await db
    .selectFrom('call_logs')
    .where(filter)
    .select((eb) => [
      eb.fn.countAll<number>().as('total_calls'),
      eb.fn
        .sum<number>(eb.case().when('start_time', '>=', today).then(1).else(0).end())
        .as('calls_today'),
      eb.fn.sum<number>('duration').as('total_seconds'),
      eb.fn
        .sum<number>(
          eb.case().when('start_time', '>=', month).then(eb.ref('duration')).else(0).end(),
        )
        .as('month_seconds'),
    ])
    .executeTakeFirst();
  return {
    total_calls: num(row?.total_calls),
    calls_today: num(row?.calls_today),
    total_seconds: num(row?.total_seconds),
    month_seconds: num(row?.month_seconds),
  };
}

/** A user's own dashboard: their assistants and calls. */
export async function userDashboard(
  db: Kysely<DB>,
  userId: number,
  now = new Date(),
): Promise<DashboardStats> {
  const assistants = await db
    .selectFrom('assistants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const totals = await callTotals(db, sql<SqlBool>`user_id = ${userId}`, now);
  const recent = await db
    .selectFrom('call_logs as c')
    .leftJoin('assistants as a', 'a.id', 'c.assistant_id')
    .select([
      'c.id',
      'c.call_id',
      'c.phone_number',
      'c.status',
      'a.name as assistant_name',
      'c.duration',
      'c.start_time',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.start_time', 'desc')
    .orderBy('c.id', 'desc')
    .limit(RECENT_CALLS)
    .execute();
  const recent_calls: RecentCall[] = recent.map((r) => ({ ...r, duration: num(r.duration) }));
  return {
    overview: {
      total_assistants: num(assistants?.n),
      total_calls: totals.total_calls,
      calls_today: totals.calls_today,
      total_minutes: toMinutes(totals.total_seconds),
      this_month_minutes: toMinutes(totals.month_seconds),
      avg_duration: totals.total_calls ? Math.round(totals.total_seconds / totals.total_calls) : 0,
    },
    recent_calls,
  };
}

/** Admin dashboard: the whole platform (scope all) or one reseller (scope reseller). */
export async function adminDashboard(
  db: Kysely<DB>,
  scope: Extract<DataScope, { kind: 'all' } | { kind: 'reseller' }>,
  now = new Date(),
): Promise<AdminDashboardStats> {
  const resellerId = scope.kind === 'reseller' ? scope.resellerId : undefined;
  const users = await db
    .selectFrom('users')
    .where(resellerFilter('reseller_id', resellerId))
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'active').then(1).else(0).end()).as('active'),
    ])
    .executeTakeFirst();

  const totals = await callTotals(db, resellerFilter('reseller_id', resellerId), now);

  const month = startOfUtcMonth(now);
  const revenue = await db
    .selectFrom('transactions')
    .where(resellerFilter('reseller_id', resellerId))
    .where('status', '=', 'completed')
    .select((eb) => [
      eb.fn.sum<number>('amount').as('total'),
      eb.fn
        .sum<number>(eb.case().when('created_at', '>=', month).then(eb.ref('amount')).else(0).end())
        .as('this_month'),
    ])
    .executeTakeFirst();

  const callCounts = db
    .selectFrom('call_logs')
    .select((eb) => ['assistant_id', eb.fn.countAll<number>().as('total_calls')])
    .where('assistant_id', 'is not', null)
    .groupBy('assistant_id')
    .as('cc');
  const top = await db
    .selectFrom('assistants as a')
    .leftJoin(callCounts, 'cc.assistant_id', 'a.id')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .where(resellerFilter('a.reseller_id', resellerId))
    .select((eb) => [
      'a.id',
      'a.name',
      'a.type',
      eb.fn.coalesce('cc.total_calls', eb.lit(0)).as('total_calls'),
      'u.name as user_name',
      'a.phone_number',
    ])
    .orderBy('total_calls', 'desc')
    .orderBy('a.id', 'asc')
    .limit(TOP_ASSISTANTS)
    .execute();

  return {
    overview: {
      total_users: num(users?.total),
      active_users: num(users?.active),
      total_calls: totals.total_calls,
      calls_today: totals.calls_today,
      total_minutes: toMinutes(totals.total_seconds),
      this_month_minutes: toMinutes(totals.month_seconds),
      total_revenue: toCents(num(revenue?.total)),
      revenue_this_month: toCents(num(revenue?.this_month)),
    },
    top_assistants: top.map((a) => ({
      id: a.id,
      name: a.name,
      type: a.type as AssistantType,
      total_calls: num(a.total_calls),
      user_name: a.user_name,
      phone_number: a.phone_number,
    })),
  };
}
