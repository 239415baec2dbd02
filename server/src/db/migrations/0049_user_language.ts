import type { AnyDb, MigrationFactory } from './helpers';

/**
 * The language a user chose for itself on its profile ('en', 'es', 'de': contracts' UI_LANGUAGES), applied when it
 * signs in; null: the site's language (or the visitor's own choice on that browser).
 */
export const userLanguage: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('users').addColumn('language', 'varchar(8)').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('users').dropColumn('language').execute();
  },
});
