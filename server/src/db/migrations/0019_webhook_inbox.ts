import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * The demo webhook receiver: webhook_inboxes gives each user one unguessable token (the URL
 * `<site>/api/webhook-inbox/<token>` stands for "your automation tool", so it is shown again and kept as a random
 * id); webhook_inbox_deliveries keeps the latest deliveries each user received there.
 */
export const webhookInbox: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('webhook_inboxes'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().unique().references('users.id').onDelete('cascade'),
        )
        .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await withId(db.schema.createTable('webhook_inbox_deliveries'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('received_at', t.timestamp, notNull)
        .addColumn('event', 'varchar(100)')
        .addColumn('signature', 'varchar(20)', notNull)
        .addColumn('headers', t.json, notNull)
        .addColumn('body', 'text', notNull)
        .addColumn('body_truncated', t.flag, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('webhook_inbox_deliveries_user_idx')
        .on('webhook_inbox_deliveries')
        .columns(['user_id', 'id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('webhook_inbox_deliveries').execute();
      await db.schema.dropTable('webhook_inboxes').execute();
    },
  };
};
