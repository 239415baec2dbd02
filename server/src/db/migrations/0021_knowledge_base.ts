import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * An assistant's knowledge base (voice/knowledge):
 * - knowledge_sources: one uploaded file, web page or Q&A entry; status 'processing' until the worker has extracted
 *   and chunked it (claimed with a lease: locked_until, attempts), then 'ready' or 'failed' with a reason;
 * - knowledge_files: an upload's bytes, apart from its source so that lists never read them; in the database so
 *   that any instance's worker (and the voice platform's sync) reads them, and they go with their source;
 * - knowledge_chunks: the extracted text cut into ~800-character pieces, searched per assistant.
 */
export const knowledgeBase: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('knowledge_sources'), dialect)
        .addColumn('assistant_id', 'integer', (c) =>
          c.notNull().references('assistants.id').onDelete('cascade'),
        )
        .addColumn('kind', 'varchar(10)', notNull)
        .addColumn('name', 'varchar(2048)', notNull)
        .addColumn('content_type', 'varchar(100)')
        .addColumn('size_bytes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(12)', notNull)
        .addColumn('error', 'text')
        .addColumn('text', 'text')
        .addColumn('remote_file_id', 'varchar(255)')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', t.timestamp)
        .addColumn('refreshed_at', t.timestamp)
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('knowledge_sources_assistant_idx')
        .on('knowledge_sources')
        .columns(['assistant_id', 'id'])
        .execute();
      await db.schema
        .createIndex('knowledge_sources_status_idx')
        .on('knowledge_sources')
        .columns(['status', 'locked_until'])
        .execute();
      await db.schema
        .createTable('knowledge_files')
        .addColumn('source_id', 'integer', (c) =>
          c.primaryKey().references('knowledge_sources.id').onDelete('cascade'),
        )
        .addColumn('bytes', bytes, notNull)
        .execute();
      await withId(db.schema.createTable('knowledge_chunks'), dialect)
        .addColumn('source_id', 'integer', (c) =>
          c.notNull().references('knowledge_sources.id').onDelete('cascade'),
        )
        .addColumn('assistant_id', 'integer', (c) =>
          c.notNull().references('assistants.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', notNull)
        .addColumn('text', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('knowledge_chunks_assistant_idx')
        .on('knowledge_chunks')
        .columns(['assistant_id', 'id'])
        .execute();
      await db.schema
        .createIndex('knowledge_chunks_source_idx')
        .on('knowledge_chunks')
        .columns(['source_id', 'position'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('knowledge_chunks').execute();
      await db.schema.dropTable('knowledge_files').execute();
      await db.schema.dropTable('knowledge_sources').execute();
    },
  };
};
