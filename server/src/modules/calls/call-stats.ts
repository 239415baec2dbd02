import { sql, type Kysely } from 'kysely';
import type { DataScope } from '@voice/contracts';
import type { DB } from '../../db/schema';

/**
 * The dashboards' pre-aggregated totals (migration 0010): calls and seconds per UTC day and scope in
 * call_daily_totals, per assistant in assistant_call_totals. They follow call_logs exactly: every write of
 * call_logs reads the facts of the calls it touches before and after (in the same transaction) and adds the
 * difference, so a new call, an ended call's duration, a call moved to another day or another owner all
 * land right, whatever the write was.
 */

/** What the totals count of one call. */
export interface CallFacts {
  id: number;
  call_id: string;
  user_id: number | null;
  reseller_id: number | null;
  assistant_id: number | null;
  start_time: string;
  duration: number;
  ended_at_event: number;
}

/** The scope key of the totals a data scope reads. */
export function scopeKeyOf(scope: DataScope): string {
  if (scope.kind === 'all') return 'all';
  if (scope.kind === 'reseller') return `reseller:${scope.resellerId ?? 'none'}`;
  return `user:${scope.userId}`;
}

function scopeKeysOfCall(call: CallFacts): string[] {
  const keys = ['all', `reseller:${call.reseller_id ?? 'none'}`];
  if (call.user_id !== null) keys.push(`user:${call.user_id}`);
  return keys;
}

/** The UTC day of an ISO time ('YYYY-MM-DD'). */
export const utcDayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** The facts of these calls (by call_id), as stored now. */
export async function readCallFacts(
  db: Kysely<DB>,
  callIds: readonly string[],
): Promise<Map<string, CallFacts>> {
  const facts = new Map<string, CallFacts>();
  for (let i = 0; i < callIds.length; i += 500) {
    const rows = await db
      .selectFrom('call_logs')
      .select([
        'id',
        'call_id',
        'user_id',
        'reseller_id',
        'assistant_id',
        'start_time',
        'duration',
        'ended_at_event',
      ])
      .where('call_id', 'in', callIds.slice(i, i + 500))
      .execute();
    for (const row of rows) {
      facts.set(row.call_id, {
        ...row,
        duration: Number(row.duration) || 0,
        ended_at_event: Number(row.ended_at_event) || 0,
      });
    }
  }
  return facts;
}

interface Delta {
  calls: number;
  seconds: number;
}

function add(map: Map<string, Delta>, key: string, calls: number, seconds: number) {
  const delta = map.get(key) ?? { calls: 0, seconds: 0 };
  delta.calls += calls;
  delta.seconds += seconds;
  map.set(key, delta);
}

/**
 * Adds to the totals what changed between `before` and `after` (facts by call_id; a call missing from
 * `before` is new, one missing from `after` was deleted). Run it in the transaction of the write.
 */
export async function applyCallStatDeltas(
  db: Kysely<DB>,
  before: ReadonlyMap<string, CallFacts>,
  after: ReadonlyMap<string, CallFacts>,
): Promise<void> {
  const daily = new Map<string, Delta>();
  const perAssistant = new Map<number, Delta & { reseller_id: number | null }>();
  const count = (call: CallFacts, sign: 1 | -1) => {
    const day = utcDayOf(call.start_time);
    for (const key of scopeKeysOfCall(call)) {
      add(daily, `${key}|${day}`, sign, sign * call.duration);
    }
    if (call.assistant_id !== null) {
      const delta = perAssistant.get(call.assistant_id) ?? {
        calls: 0,
        seconds: 0,
        reseller_id: call.reseller_id,
      };
      delta.calls += sign;
      delta.seconds += sign * call.duration;
      if (sign === 1) delta.reseller_id = call.reseller_id;
      perAssistant.set(call.assistant_id, delta);
    }
  };
  for (const call of before.values()) count(call, -1);
  for (const call of after.values()) count(call, 1);

  const dailyRows = [...daily]
    .filter(([, d]) => d.calls !== 0 || d.seconds !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, d]) => {
      const cut = key.lastIndexOf('|');
      return { scope_key: key.slice(0, cut), day: key.slice(cut + 1), ...d };
    });
  for (let i = 0; i < dailyRows.length; i += 300) {
    await db
      .insertInto('call_daily_totals')
      .values(dailyRows.slice(i, i + 300))
      .onConflict((oc) =>
        oc.columns(['scope_key', 'day']).doUpdateSet({
          calls: sql`call_daily_totals.calls + excluded.calls`,
          seconds: sql`call_daily_totals.seconds + excluded.seconds`,
        }),
      )
      .execute();
  }

  const assistantRows = [...perAssistant]
    .filter(([, d]) => d.calls !== 0 || d.seconds !== 0)
    .sort(([a], [b]) => a - b)
    .map(([assistant_id, d]) => ({ assistant_id, ...d }));
  for (let i = 0; i < assistantRows.length; i += 300) {
    await db
      .insertInto('assistant_call_totals')
      .values(assistantRows.slice(i, i + 300))
      .onConflict((oc) =>
        oc.column('assistant_id').doUpdateSet({
          reseller_id: sql`excluded.reseller_id`,
          calls: sql`assistant_call_totals.calls + excluded.calls`,
          seconds: sql`assistant_call_totals.seconds + excluded.seconds`,
        }),
      )
      .execute();
  }
}

/** Daily totals of a scope from `fromDay` (inclusive, 'YYYY-MM-DD'), oldest first. */
export async function dailyTotals(db: Kysely<DB>, scope: DataScope, fromDay: string) {
  const rows = await db
    .selectFrom('call_daily_totals')
    .select(['day', 'calls', 'seconds'])
    .where('scope_key', '=', scopeKeyOf(scope))
    .where('day', '>=', fromDay)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({ day: r.day, calls: Number(r.calls), seconds: Number(r.seconds) }));
}

/** All-time totals of a scope. */
export async function scopeTotals(db: Kysely<DB>, scope: DataScope) {
  const row = await db
    .selectFrom('call_daily_totals')
    .select((eb) => [
      eb.fn.sum<number>('calls').as('calls'),
      eb.fn.sum<number>('seconds').as('seconds'),
    ])
    .where('scope_key', '=', scopeKeyOf(scope))
    .executeTakeFirst();
  return { calls: Number(row?.calls ?? 0) || 0, seconds: Number(row?.seconds ?? 0) || 0 };
}
