import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * Dashboards at scale and webhook forwarding:
 * - call_daily_totals: calls and seconds per UTC day and per scope ('all', 'reseller:<id>' or 'reseller:none',
 *   'user:<id>'), kept by the call writes (calls/ingestion/call-stats.ts) in the same transaction, so that a
 *   dashboard reads a few hundred rows instead of every call of a tenant (1,000,000 calls: p95 ≤ 10 ms).
 * - assistant_call_totals: calls and seconds per assistant (the admin dashboard's top assistants).
 * - assistants.webhook_secret_encrypted: the per-assistant secret that signs forwarded reports (sealed with
 *   lib/secret-box.ts; shown once when made).
 * - webhook_deliveries: the persistent queue of reports forwarded to assistants' webhook URLs;
 *   webhook_delivery_attempts: every attempt (shown on the call's page).
 * - call_logs indexes for the call-log screens' filters (per assistant and status, newest first).
 * The totals are filled from the calls already stored.
 */
export const callStatsWebhookDeliveries: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  const pg = dialect === 'postgres';
  const day = pg
    ? sql`to_char(start_time at time zone 'UTC', 'YYYY-MM-DD')`
    : sql`substr(start_time, 1, 10)`;
  const idText = (column: string) =>
    pg ? sql`cast(${sql.ref(column)} as varchar(20))` : sql`cast(${sql.ref(column)} as text)`;
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('call_daily_totals')
        .addColumn('scope_key', 'varchar(40)', notNull)
        .addColumn('day', 'varchar(10)', notNull)
        .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('seconds', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('call_daily_totals_pk', ['scope_key', 'day'])
        .execute();

      await db.schema
        .createTable('assistant_call_totals')
        .addColumn('assistant_id', 'integer', (c) =>
          c.primaryKey().references('assistants.id').onDelete('cascade'),
        )
        .addColumn('reseller_id', 'integer')
        .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('seconds', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('assistant_call_totals_reseller_idx')
        .on('assistant_call_totals')
        .columns(['reseller_id', 'calls'])
        .execute();
      await db.schema
        .createIndex('assistant_call_totals_calls_idx')
        .on('assistant_call_totals')
        .columns(['calls'])
        .execute();

      await db.schema
        .alterTable('assistants')
        .addColumn('webhook_secret_encrypted', 'text')
        .execute();

      await withId(db.schema.createTable('webhook_deliveries'), dialect)
        .addColumn('call_log_id', 'integer', (c) =>
          c.notNull().references('call_logs.id').onDelete('cascade'),
        )
        .addColumn('assistant_id', 'integer', (c) =>
          c.references('assistants.id').onDelete('set null'),
        )
        .addColumn('event', 'varchar(40)', notNull)
        .addColumn('url', 'varchar(2048)', notNull)
        // The JSON body sent, fixed when queued: every attempt sends the same bytes.
        .addColumn('payload', 'text', notNull)
        // pending, sending, delivered, failed (gave up).
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.timestamp, notNull)
        // While sending: the time after which another worker may take it over (a crashed sender).
        .addColumn('locked_until', t.timestamp)
        .addColumn('last_status_code', 'integer')
        .addColumn('last_error', 'varchar(500)')
        .addColumn('delivered_at', t.timestamp)
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due_idx')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_call_idx')
        .on('webhook_deliveries')
        .columns(['call_log_id'])
        .execute();

      await withId(db.schema.createTable('webhook_delivery_attempts'), dialect)
        .addColumn('delivery_id', 'integer', (c) =>
          c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
        )
        .addColumn('attempt', 'integer', notNull)
        .addColumn('started_at', t.timestamp, notNull)
        .addColumn('duration_ms', 'integer', notNull)
        .addColumn('status_code', 'integer')
        .addColumn('error', 'varchar(500)')
        .execute();
      await db.schema
        .createIndex('webhook_delivery_attempts_delivery_idx')
        .on('webhook_delivery_attempts')
        .columns(['delivery_id', 'attempt'])
        .execute();

      await db.schema
        .createIndex('call_logs_assistant_status_idx')
        .on('call_logs')
        .columns(['assistant_id', 'status', 'start_time'])
        .execute();

      // The totals of the calls already stored.
      const scopes: [string, ReturnType<typeof sql>, string][] = [
        ['all', sql`'all'`, 'call_logs'],
        [
          'reseller',
          sql`case when reseller_id is null then 'reseller:none' else 'reseller:' || ${idText('reseller_id')} end`,
          'call_logs',
        ],
        ['user', sql`'user:' || ${idText('user_id')}`, 'call_logs where user_id is not null'],
      ];
      for (const [, key, from] of scopes) {
        await sql`insert into call_daily_totals (scope_key, day, calls, seconds)
          select ${key}, ${day}, count(*), coalesce(sum(duration), 0) from ${sql.raw(from)}
          group by 1, 2`.execute(db);
      }
      await sql`insert into assistant_call_totals (assistant_id, reseller_id, calls, seconds)
        select c.assistant_id, max(a.reseller_id), count(*), coalesce(sum(c.duration), 0)
        from call_logs c join assistants a on a.id = c.assistant_id
        group by c.assistant_id`.execute(db);
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('call_logs_assistant_status_idx').execute();
      await db.schema.dropTable('webhook_delivery_attempts').execute();
      await db.schema.dropTable('webhook_deliveries').execute();
      await db.schema.alterTable('assistants').dropColumn('webhook_secret_encrypted').execute();
      await db.schema.dropTable('assistant_call_totals').execute();
      await db.schema.dropTable('call_daily_totals').execute();
    },
  };
};
