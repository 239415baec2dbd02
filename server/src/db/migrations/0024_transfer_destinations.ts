import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * Call transfer (voice/transfers):
 * - transfer_destinations: an assistant's numbers to transfer a call to, in order (position), removed with it:
 *   the E.164 number, when to transfer there (description, which the model chooses by) and what the caller
 *   hears first (message; null: the platform's default). The list is replaced as a whole on save.
 * - assistants.transfer_tool_id: the assistant's transferCall tool on the voice platform holding it (one tool
 *   carries every destination; null while it has none), so a save updates or deletes that tool.
 * - call_logs.transferred_to / transferred_to_description: where a call was transferred, as the platform
 *   reported it (end-of-call report's destination, or a transfer-update that came first).
 */
export const transferDestinations: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('transfer_destinations'), dialect)
        .addColumn('assistant_id', 'integer', (c) =>
          c.notNull().references('assistants.id').onDelete('cascade'),
        )
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', notNull)
        .addColumn('number', 'varchar(16)', notNull)
        .addColumn('description', 'varchar(500)', notNull)
        .addColumn('message', 'varchar(1000)')
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('transfer_destinations_assistant_idx')
        .on('transfer_destinations')
        .columns(['assistant_id', 'position'])
        .unique()
        .execute();
      await db.schema
        .alterTable('assistants')
        .addColumn('transfer_tool_id', 'varchar(255)')
        .execute();
      await db.schema.alterTable('call_logs').addColumn('transferred_to', 'varchar(40)').execute();
      await db.schema
        .alterTable('call_logs')
        .addColumn('transferred_to_description', 'varchar(500)')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('call_logs').dropColumn('transferred_to_description').execute();
      await db.schema.alterTable('call_logs').dropColumn('transferred_to').execute();
      await db.schema.alterTable('assistants').dropColumn('transfer_tool_id').execute();
      await db.schema.dropTable('transfer_destinations').execute();
    },
  };
};
