import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes } from './helpers';

/**
 * An assistant's knowledge base on the voice platform holding it (voice/knowledge/remote-sync.ts): the Vapi
 * knowledge base's id, the search tool the assistant carries in model.toolIds (assistantToolIds), and
 * knowledge_sync_due: when its sources changed (one became ready, one was deleted) or a sync failed, the time from
 * which the knowledge worker syncs them again (null: in step). The sources' own Vapi files are
 * knowledge_sources.remote_file_id (0021). The worker asks for due assistants every few seconds on each instance;
 * the partial index holds only those with a sync pending, so that question never reads the whole assistants table.
 */
export const assistantKnowledgeRemote: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('assistants')
        .addColumn('knowledge_base_id', 'varchar(255)')
        .execute();
      await db.schema
        .alterTable('assistants')
        .addColumn('knowledge_tool_id', 'varchar(255)')
        .execute();
      await db.schema
        .alterTable('assistants')
        .addColumn('knowledge_sync_due', t.timestamp)
        .execute();
      await db.schema
        .createIndex('assistants_knowledge_sync_due_idx')
        .on('assistants')
        .column('knowledge_sync_due')
        .where(sql.ref('knowledge_sync_due'), 'is not', null)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('assistants_knowledge_sync_due_idx').execute();
      for (const column of ['knowledge_sync_due', 'knowledge_tool_id', 'knowledge_base_id']) {
        await db.schema.alterTable('assistants').dropColumn(column).execute();
      }
    },
  };
};
