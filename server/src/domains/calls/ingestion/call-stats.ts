import { sql, type Kysely } from 'kysely';
import { billedMinutesOf, type DataScope } from '@voice/contracts';
import type { Dialect } from '../../../db/database';
import type { DB } from '../../../db/schema';

/**
 * The dashboards' pre-aggregated totals (migration 0010): calls, seconds and billed minutes (each call's seconds
 * rounded up, migration 0015) per UTC day and scope in
 * call_daily_totals, per assistant in assistant_call_totals. They follow call_logs exactly: every write of
 * call_logs reads the facts of the calls it touches before it and after it (the write's RETURNING, or a read,
 * in the same transaction) and adds the difference, so a new call, an ended call's duration, a call moved to
 * another day or another owner all land right, whatever the write was. callStatsDrift compares them with a
 * GROUP BY recount of call_logs (tests, benchmarks), rebuildCallStats replaces them with it (a repair).
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

/** The columns of call_logs that make a call's facts (e.g. for a RETURNING clause). */
export const CALL_FACT_COLUMNS = [
  'id',
  'call_id',
  'user_id',
  'reseller_id',
  'assistant_id',
  'start_time',
  'duration',
  'ended_at_event',
] as const;

/** A call's facts from a row of CALL_FACT_COLUMNS. */
export function callFactsOf(row: {
  id: number;
  call_id: string;
  user_id: number | null;
  reseller_id: number | null;
  assistant_id: number | null;
  start_time: string;
  duration: number;
  ended_at_event: number;
}): CallFacts {
  return {
    ...row,
    duration: Number(row.duration) || 0,
    ended_at_event: Number(row.ended_at_event) || 0,
  };
}

/** The facts of these calls (by call_id), as stored now. */
export async function readCallFacts(
  db: Kysely<DB>,
  callIds: readonly string[],
): Promise<Map<string, CallFacts>> {
  const facts = new Map<string, CallFacts>();
  for (let i = 0; i < callIds.length; i += 500) {
    const rows = await db
      .selectFrom('call_logs')
      .select(CALL_FACT_COLUMNS)
      .where('call_id', 'in', callIds.slice(i, i + 500))
      .execute();
    for (const row of rows) facts.set(row.call_id, callFactsOf(row));
  }
  return facts;
}

interface Delta {
  calls: number;
  seconds: number;
}

interface DailyDelta extends Delta {
  billed_minutes: number;
}

function add(map: Map<string, DailyDelta>, key: string, sign: 1 | -1, call: CallFacts) {
  const delta = map.get(key) ?? { calls: 0, seconds: 0, billed_minutes: 0 };
  delta.calls += sign;
  delta.seconds += sign * call.duration;
  delta.billed_minutes += sign * billedMinutesOf(call.duration);
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
  const daily = new Map<string, DailyDelta>();
  const perAssistant = new Map<number, Delta & { reseller_id: number | null }>();
  const count = (call: CallFacts, sign: 1 | -1) => {
    const day = utcDayOf(call.start_time);
    for (const key of scopeKeysOfCall(call)) {
      add(daily, `${key}|${day}`, sign, call);
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
    .filter(([, d]) => d.calls !== 0 || d.seconds !== 0 || d.billed_minutes !== 0)
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
          billed_minutes: sql`call_daily_totals.billed_minutes + excluded.billed_minutes`,
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
    .select(['day', 'calls', 'seconds', 'billed_minutes'])
    .where('scope_key', '=', scopeKeyOf(scope))
    .where('day', '>=', fromDay)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({
    day: r.day,
    calls: Number(r.calls),
    seconds: Number(r.seconds),
    billed_minutes: Number(r.billed_minutes),
  }));
}

/** All-time totals of a scope. */
export async function scopeTotals(db: Kysely<DB>, scope: DataScope) {
  const row = await db
    .selectFrom('call_daily_totals')
    .select((eb) => [
      eb.fn.sum<number>('calls').as('calls'),
      eb.fn.sum<number>('seconds').as('seconds'),
      eb.fn.sum<number>('billed_minutes').as('billed_minutes'),
    ])
    .where('scope_key', '=', scopeKeyOf(scope))
    .executeTakeFirst();
  return {
    calls: Number(row?.calls ?? 0) || 0,
    seconds: Number(row?.seconds ?? 0) || 0,
    billed_minutes: Number(row?.billed_minutes ?? 0) || 0,
  };
}

/** A row of call_daily_totals. */
export interface DailyTotalRow {
  scope_key: string;
  day: string;
  calls: number;
  seconds: number;
  billed_minutes: number;
}

/** A row of assistant_call_totals. */
export interface AssistantTotalRow {
  assistant_id: number;
  reseller_id: number | null;
  calls: number;
  seconds: number;
}

/** The UTC day of call_logs.start_time in SQL (ISO text on SQLite, timestamptz on PostgreSQL). */
function startDaySql(dialect: Dialect) {
  return dialect === 'postgres'
    ? sql<string>`to_char(start_time at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(start_time, 1, 10)`;
}

function idTextSql(dialect: Dialect, column: 'reseller_id' | 'user_id') {
  return dialect === 'postgres'
    ? sql<string>`cast(${sql.ref(column)} as varchar(20))`
    : sql<string>`cast(${sql.ref(column)} as text)`;
}

/**
 * The totals recounted from call_logs with GROUP BY (independently of the deltas the writes add): what
 * call_daily_totals and assistant_call_totals must hold, zero rows left out.
 */
export async function recountCallStats(
  db: Kysely<DB>,
  dialect: Dialect,
): Promise<{ daily: DailyTotalRow[]; assistants: AssistantTotalRow[] }> {
  const day = startDaySql(dialect);
  const scopes = [
    sql<string>`'all'`,
    sql<string>`case when reseller_id is null then 'reseller:none' else 'reseller:' || ${idTextSql(dialect, 'reseller_id')} end`,
    sql<string>`'user:' || ${idTextSql(dialect, 'user_id')}`,
  ];
  const daily: DailyTotalRow[] = [];
  for (const [i, key] of scopes.entries()) {
    const rows = await db
      .selectFrom('call_logs')
      .select((eb) => [
        key.as('scope_key'),
        day.as('day'),
        eb.fn.countAll<number>().as('calls'),
        eb.fn.coalesce(eb.fn.sum<number>('duration'), eb.lit(0)).as('seconds'),
        sql<number>`coalesce(sum(case when duration > 0 then (duration + 59) / 60 else 0 end), 0)`.as(
          'billed_minutes',
        ),
      ])
      .$if(i === 2, (qb) => qb.where('user_id', 'is not', null))
      .groupBy([sql`1`, sql`2`]) // positions: PostgreSQL refuses a constant ('all') in GROUP BY
      .execute();
    for (const r of rows) {
      daily.push({
        ...r,
        calls: Number(r.calls),
        seconds: Number(r.seconds),
        billed_minutes: Number(r.billed_minutes),
      });
    }
  }
  const assistants = await db
    .selectFrom('call_logs')
    .select((eb) => [
      'assistant_id',
      eb.fn.max('reseller_id').as('reseller_id'),
      eb.fn.countAll<number>().as('calls'),
      eb.fn.coalesce(eb.fn.sum<number>('duration'), eb.lit(0)).as('seconds'),
    ])
    .where('assistant_id', 'is not', null)
    .groupBy('assistant_id')
    .execute();
  return {
    daily: daily.filter((r) => r.calls !== 0 || r.seconds !== 0),
    assistants: assistants.map((r) => ({
      assistant_id: Number(r.assistant_id),
      reseller_id: r.reseller_id === null ? null : Number(r.reseller_id),
      calls: Number(r.calls),
      seconds: Number(r.seconds),
    })),
  };
}

/**
 * Where the stored totals differ from a recount of call_logs, one line per difference (empty when they
 * are exact). A check for tests, benchmarks and operators; reads every totals row.
 */
export async function callStatsDrift(db: Kysely<DB>, dialect: Dialect): Promise<string[]> {
  const expected = await recountCallStats(db, dialect);
  const drift: string[] = [];
  const stored = new Map(
    (await db.selectFrom('call_daily_totals').selectAll().execute())
      .filter((r) => Number(r.calls) !== 0 || Number(r.seconds) !== 0)
      .map((r) => [
        `${r.scope_key}|${r.day}`,
        `${Number(r.calls)}/${Number(r.seconds)}/${Number(r.billed_minutes)}`,
      ]),
  );
  for (const r of expected.daily) {
    const key = `${r.scope_key}|${r.day}`;
    const want = `${r.calls}/${r.seconds}/${r.billed_minutes}`;
    const got = stored.get(key);
    if (got !== want) drift.push(`call_daily_totals ${key}: ${got ?? 'missing'}, recount ${want}`);
    stored.delete(key);
  }
  for (const [key, got] of stored) drift.push(`call_daily_totals ${key}: ${got}, recount none`);
  const storedAssistants = new Map(
    (await db.selectFrom('assistant_call_totals').selectAll().execute())
      .filter((r) => Number(r.calls) !== 0 || Number(r.seconds) !== 0)
      .map((r) => [
        Number(r.assistant_id),
        `${Number(r.calls)}/${Number(r.seconds)} reseller ${r.reseller_id ?? 'none'}`,
      ]),
  );
  for (const r of expected.assistants) {
    const want = `${r.calls}/${r.seconds} reseller ${r.reseller_id ?? 'none'}`;
    const got = storedAssistants.get(r.assistant_id);
    if (got !== want) {
      drift.push(`assistant_call_totals ${r.assistant_id}: ${got ?? 'missing'}, recount ${want}`);
    }
    storedAssistants.delete(r.assistant_id);
  }
  for (const [id, got] of storedAssistants) {
    drift.push(`assistant_call_totals ${id}: ${got}, recount none`);
  }
  return drift;
}

/**
 * Replaces the totals with a recount of call_logs (a repair, and the benchmarks' bulk seeding). Run it in a
 * transaction that no call write runs beside (on PostgreSQL take the writes' advisory lock first).
 */
export async function rebuildCallStats(db: Kysely<DB>, dialect: Dialect): Promise<void> {
  const { daily, assistants } = await recountCallStats(db, dialect);
  await db.deleteFrom('call_daily_totals').execute();
  await db.deleteFrom('assistant_call_totals').execute();
  for (let i = 0; i < daily.length; i += 500) {
    await db
      .insertInto('call_daily_totals')
      .values(daily.slice(i, i + 500))
      .execute();
  }
  for (let i = 0; i < assistants.length; i += 500) {
    await db
      .insertInto('assistant_call_totals')
      .values(assistants.slice(i, i + 500))
      .execute();
  }
}
