import type { AnyDb, MigrationFactory } from './helpers';

/**
 * The language a reseller's site speaks to a visitor who has not chosen one (the visitor's choice, a cookie, comes
 * first): 'en', 'es' or 'de' (contracts' UI_LANGUAGES). Every existing site keeps speaking English. The main host's
 * is part of its branding in platform_settings (no column).
 */
export const siteLanguage: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('resellers')
      .addColumn('default_language', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('resellers').dropColumn('default_language').execute();
  },
});
