import { legalTextAsShown, type LegalPageKind } from '../legal-page-templates';
import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

const KINDS: LegalPageKind[] = ['terms', 'privacy'];

/**
 * Each reseller's own terms and privacy pages (tenancy/legal-pages, /admin/system-settings/legal-pages): one row per
 * reseller and kind, the draft being edited and the published text with its time. A reseller's public pages
 * (/, /pricing, /register, ...) are held back until both are published. So that no existing site goes dark, every
 * reseller existing now gets both published with the text its site shows today (the platform's text in its name);
 * a reseller created later starts from the template, unpublished.
 */
export const legalPages: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('legal_pages'), dialect)
        .addColumn('reseller_id', 'integer', (c) =>
          c.notNull().references('resellers.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', notNull)
        .addColumn('draft', 'text', notNull)
        .addColumn('draft_updated_at', t.timestamp, notNull)
        .addColumn('published', 'text')
        .addColumn('published_at', t.timestamp)
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addUniqueConstraint('legal_pages_reseller_kind_unique', ['reseller_id', 'kind'])
        .execute();
      const resellers = (await db
        .selectFrom('resellers')
        .select(['id', 'org_name', 'app_name', 'support_email'])
        .execute()) as {
        id: number;
        org_name: string;
        app_name: string | null;
        support_email: string | null;
      }[];
      const now = new Date().toISOString();
      for (const reseller of resellers) {
        const appName = reseller.app_name || reseller.org_name;
        const party = {
          company: reseller.org_name.trim() || appName,
          appName,
          email: reseller.support_email,
        };
        await db
          .insertInto('legal_pages')
          .values(
            KINDS.map((kind) => {
              const text = legalTextAsShown(kind, party);
              return {
                reseller_id: reseller.id,
                kind,
                draft: text,
                draft_updated_at: now,
                published: text,
                published_at: now,
              };
            }),
          )
          .execute();
      }
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('legal_pages').execute();
    },
  };
};
