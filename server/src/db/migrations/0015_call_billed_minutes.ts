import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './helpers';

/**
 * Billed minutes in the dashboards' daily totals: call_daily_totals.billed_minutes sums every call's seconds
 * rounded up to whole minutes (the rule usage and invoices count by, @voice/contracts billedMinutesOf), so a
 * dashboard can show billed minutes next to talk time without reading every call. Filled from the calls
 * already stored.
 */
export const callBilledMinutes: MigrationFactory = (dialect) => {
  const pg = dialect === 'postgres';
  const day = pg
    ? sql`to_char(start_time at time zone 'UTC', 'YYYY-MM-DD')`
    : sql`substr(start_time, 1, 10)`;
  const idText = (column: string) =>
    pg ? sql`cast(${sql.ref(column)} as varchar(20))` : sql`cast(${sql.ref(column)} as text)`;
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('call_daily_totals')
        .addColumn('billed_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      const billed = sql`coalesce(sum(case when duration > 0 then (duration + 59) / 60 else 0 end), 0)`;
      const scopes: [ReturnType<typeof sql>, string][] = [
        [sql`'all'`, 'call_logs'],
        [
          sql`case when reseller_id is null then 'reseller:none' else 'reseller:' || ${idText('reseller_id')} end`,
          'call_logs',
        ],
        [sql`'user:' || ${idText('user_id')}`, 'call_logs where user_id is not null'],
      ];
      for (const [key, from] of scopes) {
        const rows = sql`select ${key} as scope_key, ${day} as day, ${billed} as billed from ${sql.raw(from)} group by 1, 2`;
        await sql`update call_daily_totals set billed_minutes = b.billed from (${rows}) as b
          where call_daily_totals.scope_key = b.scope_key and call_daily_totals.day = b.day`.execute(
          db,
        );
      }
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('call_daily_totals').dropColumn('billed_minutes').execute();
    },
  };
};
