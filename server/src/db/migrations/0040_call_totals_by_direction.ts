import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './helpers';

/** The columns this migration adds to call_daily_totals, per direction. */
const DIRECTION_COLUMNS = [
  'inbound_calls',
  'inbound_seconds',
  'inbound_billed_minutes',
  'outbound_calls',
  'outbound_seconds',
  'outbound_billed_minutes',
] as const;

/**
 * Inbound and outbound calls in the dashboards' daily totals: call_daily_totals gets the calls, seconds and billed
 * minutes of inbound calls and of outbound calls (call_logs.direction) beside the totals of every call, on the same
 * row (scope, day). Columns rather than a direction in the key: a dashboard reads as many rows as before, and the
 * existing totals (web calls and calls of no known direction included) stay what they were. Filled from the calls
 * already stored, as calls/ingestion/call-stats-repository.ts recounts them.
 */
export const callTotalsByDirection: MigrationFactory = (dialect) => {
  const pg = dialect === 'postgres';
  const day = pg
    ? sql`to_char(start_time at time zone 'UTC', 'YYYY-MM-DD')`
    : sql`substr(start_time, 1, 10)`;
  const idText = (column: string) =>
    pg ? sql`cast(${sql.ref(column)} as varchar(20))` : sql`cast(${sql.ref(column)} as text)`;
  const sums = (direction: 'inbound' | 'outbound') => sql`
    coalesce(sum(case when direction = ${sql.lit(direction)} then 1 else 0 end), 0) as ${sql.ref(`${direction}_calls`)},
    coalesce(sum(case when direction = ${sql.lit(direction)} then duration else 0 end), 0) as ${sql.ref(`${direction}_seconds`)},
    coalesce(sum(case when direction = ${sql.lit(direction)} and duration > 0 then (duration + 59) / 60 else 0 end), 0)
      as ${sql.ref(`${direction}_billed_minutes`)}`;
  return {
    async up(db: AnyDb) {
      for (const column of DIRECTION_COLUMNS) {
        await db.schema
          .alterTable('call_daily_totals')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      const scopes: [ReturnType<typeof sql>, string][] = [
        [sql`'all'`, 'call_logs'],
        [
          sql`case when reseller_id is null then 'reseller:none' else 'reseller:' || ${idText('reseller_id')} end`,
          'call_logs',
        ],
        [sql`'user:' || ${idText('user_id')}`, 'call_logs where user_id is not null'],
      ];
      const set = sql.join(DIRECTION_COLUMNS.map((c) => sql`${sql.ref(c)} = b.${sql.ref(c)}`));
      for (const [key, from] of scopes) {
        // Only the days holding a call of a known direction: the other rows keep the columns' zero default.
        const rows = sql`select ${key} as scope_key, ${day} as day, ${sums('inbound')}, ${sums('outbound')}
          from ${sql.raw(from)} ${sql.raw(from.includes(' where ') ? 'and' : 'where')}
          direction in ('inbound', 'outbound') group by 1, 2`;
        await sql`update call_daily_totals set ${set} from (${rows}) as b
          where call_daily_totals.scope_key = b.scope_key and call_daily_totals.day = b.day`.execute(
          db,
        );
      }
    },
    async down(db: AnyDb) {
      for (const column of DIRECTION_COLUMNS) {
        await db.schema.alterTable('call_daily_totals').dropColumn(column).execute();
      }
    },
  };
};
