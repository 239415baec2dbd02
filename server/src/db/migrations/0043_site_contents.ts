import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * A reseller's own landing copy (tenancy/site-content, /admin/site-content): one row per reseller (unique
 * reseller_id, deleted with it), `content` the JSON text of the whole document as the shared siteContentSchema
 * validated it. No row: the landing's standard copy (without the platform's testimonials). The main host's own copy
 * is platform_settings' 'site_content' key; without it the main host keeps its built-in copy.
 */
export const siteContents: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('site_contents'), dialect)
        .addColumn('reseller_id', 'integer', (c) =>
          c.notNull().unique().references('resellers.id').onDelete('cascade'),
        )
        .addColumn('content', t.json, notNull)
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('site_contents').execute();
    },
  };
};
