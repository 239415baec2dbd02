import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * Event webhooks:
 * - events (platform/events): the outbox. One row per change worth telling (call.started, assistant.updated, ...),
 *   written in the transaction of the change: its type, the resource (type and id), the resource's owner and
 *   tenant (who may receive it), the payload (JSON text: the resource as the API shows it), and whether the
 *   fan-out has made its deliveries yet (fanned_out, indexed for the worker's question).
 * - webhook_endpoints (integrations/webhooks): a user's subscriber URL, its events (JSON text list), whose events
 *   it receives (scope own|tenant|platform), its signing secret (sealed, with the last 4 characters shown),
 *   enabled, and where it was made (dashboard, or rest-hook: POST /api/v1/hooks). Removed with its owner.
 * - event_deliveries: one per event and endpoint (unique: the fan-out may run twice, a delivery is made once),
 *   the queue the delivery worker claims with a lease, with the last attempt's answer. resource_key
 *   ("type:id") orders the deliveries of one resource to one endpoint (an index per endpoint, resource, status, event).
 */
export const eventWebhooks: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('events'), dialect)
        .addColumn('type', 'varchar(64)', notNull)
        .addColumn('resource_type', 'varchar(32)', notNull)
        .addColumn('resource_id', 'varchar(255)', notNull)
        .addColumn('user_id', 'integer')
        .addColumn('reseller_id', 'integer')
        .addColumn('payload', 'text', notNull)
        .addColumn('fanned_out', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('events_fan_out_idx')
        .on('events')
        .columns(['fanned_out', 'id'])
        .execute();

      await withId(db.schema.createTable('webhook_endpoints'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('cascade'),
        )
        .addColumn('scope', 'varchar(16)', notNull)
        .addColumn('url', 'varchar(2048)', notNull)
        .addColumn('description', 'varchar(500)', notNull)
        .addColumn('events', t.json, notNull)
        .addColumn('secret_encrypted', 'text', notNull)
        .addColumn('secret_last4', 'varchar(8)', notNull)
        .addColumn('enabled', t.flag, (c) => c.notNull().defaultTo(1))
        .addColumn('source', 'varchar(16)', notNull)
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('webhook_endpoints_user_idx')
        .on('webhook_endpoints')
        .columns(['user_id', 'id'])
        .execute();

      await withId(db.schema.createTable('event_deliveries'), dialect)
        .addColumn('endpoint_id', 'integer', (c) =>
          c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
        )
        .addColumn('event_id', 'integer', (c) =>
          c.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('event_type', 'varchar(64)', notNull)
        .addColumn('resource_key', 'varchar(300)', notNull)
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.timestamp, notNull)
        .addColumn('locked_until', t.timestamp)
        .addColumn('response_status', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('delivered_at', t.timestamp)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('event_deliveries_endpoint_event_idx')
        .on('event_deliveries')
        .columns(['endpoint_id', 'event_id'])
        .unique()
        .execute();
      // The worker's question (due ones) and its in-order check (an earlier one of the resource still open).
      await db.schema
        .createIndex('event_deliveries_due_idx')
        .on('event_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      // The in-order check reads only the open (pending, sending) deliveries of one endpoint and resource: two
      // index probes, however many were delivered before.
      await db.schema
        .createIndex('event_deliveries_resource_idx')
        .on('event_deliveries')
        .columns(['endpoint_id', 'resource_key', 'status', 'event_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('event_deliveries').execute();
      await db.schema.dropTable('webhook_endpoints').execute();
      await db.schema.dropTable('events').execute();
    },
  };
};
