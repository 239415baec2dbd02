import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * Calls and demo requests:
 * - call_logs widened with what a voice platform reports (Vapi status-update and end-of-call-report): the platform's
 *   own status and ended reason, the call's times, cost and its breakdown (JSON), transcript and messages (JSON),
 *   recording URL, summary, success evaluation, structured data (JSON), the customer's number and the direction.
 *   `last_event_at` is the platform's time of the newest event applied (an older one delivered late changes
 *   nothing); `ended_at_event` marks a call whose end-of-call report was applied (a late status-update never
 *   reopens it).
 * - demo_requests: the /demo-request form, per tenant, with its status (new, contacted, closed).
 */
export const callsDemoRequests: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      // One statement per column: SQLite's ALTER TABLE adds one column at a time.
      const add = async (name: string, type: string | ReturnType<typeof columnTypes>['json']) => {
        await db.schema
          .alterTable('call_logs')
          .addColumn(name, type as 'text')
          .execute();
      };
      await add('provider_status', 'varchar(40)');
      await add('ended_reason', 'varchar(120)');
      await add('cost_breakdown', t.json);
      await add('transcript', 'text');
      await add('call_messages', t.json);
      await add('recording_url', 'varchar(2048)');
      await add('summary', 'text');
      await add('success_evaluation', 'text');
      await add('structured_data', t.json);
      await add('customer_number', 'varchar(32)');
      await add('direction', 'varchar(20)');
      await add('last_event_at', t.timestamp);
      await db.schema
        .alterTable('call_logs')
        .addColumn('ended_at_event', t.flag, (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('demo_requests'), dialect)
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'varchar(255)', notNull)
        .addColumn('email', 'varchar(255)', notNull)
        .addColumn('phone', 'varchar(32)')
        .addColumn('company', 'varchar(255)')
        .addColumn('preferred_time', 'varchar(255)')
        .addColumn('message', 'text')
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('new'))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('demo_requests_reseller_idx')
        .on('demo_requests')
        .columns(['reseller_id', 'created_at'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('demo_requests').execute();
      for (const column of [
        'ended_at_event',
        'last_event_at',
        'direction',
        'customer_number',
        'structured_data',
        'success_evaluation',
        'summary',
        'recording_url',
        'call_messages',
        'transcript',
        'cost_breakdown',
        'ended_reason',
        'provider_status',
      ]) {
        await db.schema.alterTable('call_logs').dropColumn(column).execute();
      }
    },
  };
};
