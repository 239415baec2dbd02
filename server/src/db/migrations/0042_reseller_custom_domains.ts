import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * A reseller's own domain (tenancy/custom-domains): the site answers on it once its DNS proves the reseller holds it.
 * - reseller_domains: the claim and its verification. One domain per reseller (unique reseller_id), one reseller
 *   per domain (unique domain, stored lower-case and in punycode, so the index is case- and IDN-insensitive);
 *   verification_token: the TXT record's value; status pending | verified | failed, verified_at, and the last
 *   check's time and error as the page shows them.
 * - resellers.custom_domain: the verified domain only (null otherwise), written in the same transaction as the
 *   claim's status. The host lookup of every request and the TLS `ask` read this one unique index, and every link
 *   built from a reseller row (emails, payment return URLs, login-as) finds its preferred host on the row it has.
 */
export const resellerCustomDomains: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('reseller_domains'), dialect)
        .addColumn('reseller_id', 'integer', (c) =>
          c.notNull().unique().references('resellers.id').onDelete('cascade'),
        )
        .addColumn('domain', 'varchar(253)', (c) => c.notNull().unique())
        .addColumn('verification_token', 'varchar(64)', notNull)
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('verified_at', t.timestamp)
        .addColumn('last_checked_at', t.timestamp)
        .addColumn('last_error', 'varchar(500)')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await db.schema.alterTable('resellers').addColumn('custom_domain', 'varchar(253)').execute();
      await db.schema
        .createIndex('resellers_custom_domain_idx')
        .on('resellers')
        .column('custom_domain')
        .unique()
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('resellers_custom_domain_idx').execute();
      await db.schema.alterTable('resellers').dropColumn('custom_domain').execute();
      await db.schema.dropTable('reseller_domains').execute();
    },
  };
};
