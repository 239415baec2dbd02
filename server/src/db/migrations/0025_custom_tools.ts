import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * Custom tools (voice/custom-tools):
 * - custom_tools: an assistant's function tools (removed with it), each calling the client's URL: a function name
 *   unique per assistant (the model calls it by name), its description, its JSON-schema parameters (JSON text), the
 *   URL, the time limit in seconds, and the tool's id on the voice platform once created there. No secret of its
 *   own: a call is signed with the assistant's webhook signing secret (assistants.webhook_secret_encrypted, sealed),
 *   the one the client already checks our forwarded reports with.
 * - tool_calls: one row per tool call answered during a call (custom tools and the booking calendar's), linked to
 *   the call by the platform's call id (the call log's call_id; the call's log may not exist yet when the tool is
 *   called), with the arguments (JSON text), the result (capped), its outcome and how long it took.
 */
export const customTools: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('custom_tools'), dialect)
        .addColumn('assistant_id', 'integer', (c) =>
          c.notNull().references('assistants.id').onDelete('cascade'),
        )
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('cascade'),
        )
        .addColumn('name', 'varchar(64)', notNull)
        .addColumn('description', 'varchar(1000)', notNull)
        .addColumn('parameters', t.json, notNull)
        .addColumn('url', 'varchar(2048)', notNull)
        .addColumn('timeout_seconds', 'integer', notNull)
        .addColumn('remote_tool_id', 'varchar(255)')
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('custom_tools_assistant_name_idx')
        .on('custom_tools')
        .columns(['assistant_id', 'name'])
        .unique()
        .execute();

      await withId(db.schema.createTable('tool_calls'), dialect)
        .addColumn('call_id', 'varchar(255)')
        .addColumn('assistant_id', 'integer', (c) =>
          c.notNull().references('assistants.id').onDelete('cascade'),
        )
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('cascade'),
        )
        .addColumn('tool_call_id', 'varchar(255)', notNull)
        .addColumn('name', 'varchar(64)', notNull)
        .addColumn('arguments', t.json, notNull)
        .addColumn('result', 'text', notNull)
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('duration_ms', 'integer', notNull)
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      // The tool calls of a call (the call log's detail), in order.
      await db.schema
        .createIndex('tool_calls_call_idx')
        .on('tool_calls')
        .columns(['call_id', 'id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('tool_calls').execute();
      await db.schema.dropTable('custom_tools').execute();
    },
  };
};
