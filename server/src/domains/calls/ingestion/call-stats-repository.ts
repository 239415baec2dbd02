import { sql, type Kysely } from 'kysely';
import type { DataScope } from '@voice/contracts';
import type { Dialect } from '../../../db/database';
import type { DB } from '../../../db/schema';
import {
  CALL_FACT_COLUMNS,
  callFactsOf,
  callStatDeltas,
  callStatsDriftLines,
  COUNTED_DIRECTIONS,
  DAILY_TOTAL_COLUMNS,
  scopeKeyOf,
  type AssistantTotalRow,
  type CallFacts,
  type DailyTotalRow,
} from './call-stats';

/** The tables of the dashboards' pre-aggregated totals (call-stats.ts says how they follow call_logs). */

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

/**
 * Adds to the totals what changed between `before` and `after` (facts by call_id; a call missing from
 * `before` is new, one missing from `after` was deleted). Run it in the transaction of the write.
 */
export async function applyCallStatDeltas(
  db: Kysely<DB>,
  before: ReadonlyMap<string, CallFacts>,
  after: ReadonlyMap<string, CallFacts>,
): Promise<void> {
  const { daily: dailyRows, assistants: assistantRows } = callStatDeltas(before, after);
  for (let i = 0; i < dailyRows.length; i += 300) {
    await db
      .insertInto('call_daily_totals')
      .values(dailyRows.slice(i, i + 300))
      .onConflict((oc) =>
        oc
          .columns(['scope_key', 'day'])
          .doUpdateSet(
            Object.fromEntries(
              DAILY_TOTAL_COLUMNS.map((c) => [
                c,
                sql<number>`${sql.ref(`call_daily_totals.${c}`)} + ${sql.ref(`excluded.${c}`)}`,
              ]),
            ),
          ),
      )
      .execute();
  }
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

/** Calls, seconds and billed minutes of every call, then of the inbound and of the outbound calls alone. */
export type CallTotals = Omit<DailyTotalRow, 'scope_key' | 'day'>;

const num = (value: unknown) => Number(value ?? 0) || 0;

/** A row's totals as numbers (PostgreSQL's sums are strings). Written out: the dashboards map 30 rows per read. */
function callTotalsOf(row: Partial<Record<keyof CallTotals, unknown>> | undefined): CallTotals {
  return {
    calls: num(row?.calls),
    seconds: num(row?.seconds),
    billed_minutes: num(row?.billed_minutes),
    inbound_calls: num(row?.inbound_calls),
    inbound_seconds: num(row?.inbound_seconds),
    inbound_billed_minutes: num(row?.inbound_billed_minutes),
    outbound_calls: num(row?.outbound_calls),
    outbound_seconds: num(row?.outbound_seconds),
    outbound_billed_minutes: num(row?.outbound_billed_minutes),
  };
}

/** Daily totals of a scope from `fromDay` (inclusive, 'YYYY-MM-DD'), oldest first. */
export async function dailyTotals(
  db: Kysely<DB>,
  scope: DataScope,
  fromDay: string,
): Promise<(CallTotals & { day: string })[]> {
  const rows = await db
    .selectFrom('call_daily_totals')
    .select(['day', ...DAILY_TOTAL_COLUMNS])
    .where('scope_key', '=', scopeKeyOf(scope))
    .where('day', '>=', fromDay)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({ day: r.day, ...callTotalsOf(r) }));
}

/** All-time totals of a scope. */
export async function scopeTotals(db: Kysely<DB>, scope: DataScope): Promise<CallTotals> {
  const row = await db
    .selectFrom('call_daily_totals')
    .select((eb) => DAILY_TOTAL_COLUMNS.map((c) => eb.fn.sum<number>(c).as(c)))
    .where('scope_key', '=', scopeKeyOf(scope))
    .executeTakeFirst();
  return callTotalsOf(row);
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
        ...COUNTED_DIRECTIONS.flatMap((d) => [
          sql<number>`coalesce(sum(case when direction = ${d} then 1 else 0 end), 0)`.as(
            `${d}_calls`,
          ),
          sql<number>`coalesce(sum(case when direction = ${d} then duration else 0 end), 0)`.as(
            `${d}_seconds`,
          ),
          sql<number>`coalesce(sum(case when direction = ${d} and duration > 0 then (duration + 59) / 60 else 0 end), 0)`.as(
            `${d}_billed_minutes`,
          ),
        ]),
      ])
      .$if(i === 2, (qb) => qb.where('user_id', 'is not', null))
      .groupBy([sql`1`, sql`2`]) // positions: PostgreSQL refuses a constant ('all') in GROUP BY
      .execute();
    for (const r of rows) {
      daily.push({ scope_key: r.scope_key, day: r.day, ...callTotalsOf(r) });
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
    daily: daily.filter((r) => DAILY_TOTAL_COLUMNS.some((c) => r[c] !== 0)),
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
  const daily = await db.selectFrom('call_daily_totals').selectAll().execute();
  const assistants = await db.selectFrom('assistant_call_totals').selectAll().execute();
  return callStatsDriftLines(expected, { daily, assistants });
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
