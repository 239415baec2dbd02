import type { Kysely } from 'kysely';
import type { DataScope } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { scopeFilter, withScope } from '../../../lib/scope';
import { revenueSums } from '../../billing';

/** The scope of the admin dashboard: the platform (all) or one reseller. */
export type AdminDashboardScope = Extract<DataScope, { kind: 'all' } | { kind: 'reseller' }>;

export async function countUserAssistants(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('assistants')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.count<number>('phone_number').as('with_number'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The status of a user's live subscription (pending, active, past_due), newest first; undefined without one. */
export async function liveSubscriptionStatus(db: Kysely<DB>, userId: number) {
  const row = await db
    .selectFrom('subscriptions')
    .select('status')
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'active', 'past_due'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.status;
}

/**
 * A user's latest calls, newest first, with the assistant's name: a walk down the (user_id, start_time)
 * index (call_logs_user_start_idx), ties by id, whatever the number of the user's calls.
 */
export function recentCallsQuery(db: Kysely<DB>, userId: number, limit: number) {
  return db
    .selectFrom('call_logs as c')
    .leftJoin('assistants as a', 'a.id', 'c.assistant_id')
    .select([
      'c.id',
      'c.call_id',
      'c.phone_number',
      'c.customer_number',
      'c.direction',
      'c.status',
      'a.name as assistant_name',
      'c.duration',
      'c.start_time',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.start_time', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit);
}

export async function recentCallsOf(db: Kysely<DB>, userId: number, limit: number) {
  return recentCallsQuery(db, userId, limit).execute();
}

/** Users of the scope: how many, and how many active. */
export async function userCounts(db: Kysely<DB>, scope: AdminDashboardScope) {
  return db
    .selectFrom('users')
    .where(scopeFilter(scope, { reseller: 'reseller_id' }))
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'active').then(1).else(0).end()).as('active'),
    ])
    .executeTakeFirst();
}

/**
 * Completed transactions EARNED by the scope (revenue counts for who earns it, not who pays): the total, and the part since
 * `month`. The platform (scope all) earns earner_reseller_id NULL (its users' plans, reseller packages); a
 * reseller earns its customers' payments (earner_reseller_id = it), never what it paid the platform. Read from
 * the revenue totals kept per source, reseller and month (billing/transactions/revenue-totals.ts).
 */
export async function revenueTotals(db: Kysely<DB>, scope: AdminDashboardScope, month: string) {
  const earner = scope.kind === 'all' ? null : scope.resellerId;
  return earner === null
    ? revenueSums(db, ['platform_plans', 'reseller_packages'], null, month)
    : revenueSums(db, ['reseller_customers'], earner, month);
}

/**
 * The scope's assistants with the most calls (ties: oldest first), with the owner's name, from the totals kept
 * per assistant (assistant_call_totals, calls/ingestion/call-stats.ts): an index walk, not a count of every call.
 * Assistants without calls fill the list when fewer than `limit` have any.
 */
export async function topAssistants(db: Kysely<DB>, scope: AdminDashboardScope, limit: number) {
  const columns = ['a.id', 'a.name', 'a.type', 'u.name as user_name', 'a.phone_number'] as const;
  const withCalls = await withScope(
    db
      .selectFrom('assistant_call_totals as t')
      .innerJoin('assistants as a', 'a.id', 't.assistant_id')
      .leftJoin('users as u', 'u.id', 'a.user_id'),
    scope,
    { reseller: 't.reseller_id' },
  )
    .select([...columns, 't.calls as total_calls'])
    .where('t.calls', '>', 0)
    .orderBy('t.calls', 'desc')
    .orderBy('a.id', 'asc')
    .limit(limit)
    .execute();
  if (withCalls.length >= limit) return withCalls;
  const without = await withScope(
    db
      .selectFrom('assistants as a')
      .leftJoin('assistant_call_totals as t', 't.assistant_id', 'a.id')
      .leftJoin('users as u', 'u.id', 'a.user_id'),
    scope,
    { reseller: 'a.reseller_id' },
  )
    .select([...columns, (eb) => eb.lit(0).as('total_calls')])
    .where((eb) => eb.or([eb('t.calls', 'is', null), eb('t.calls', '<=', 0)]))
    .orderBy('a.id', 'asc')
    .limit(limit - withCalls.length)
    .execute();
  return [...withCalls, ...without];
}
