import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * Admin consoles:
 * - audit_log: every administrative action, append-only (the application never updates or deletes a row): the
 *   actor, the impersonator when there is one, the tenant, the action, its target, what changed (before and
 *   after, secrets masked, JSON), IP, user agent and time.
 * - users.deleted_at: a deleted user is anonymised (personal data erased) and kept for the books.
 * - resellers.status_reason / status_changed_at: why and when a reseller was suspended or activated.
 * - features.reseller_id: each tenant's landing has its own feature list (null: the main host's).
 * - transactions (earner_reseller_id, status, created_at, amount): the dashboards' and the overview's revenue
 *   sums read the index only.
 * - platform_settings: the main host's own settings (its branding as edited on /admin/system-settings), one JSON
 *   value per key, shared by every instance of the server.
 */
export const adminConsolesAuditLog: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('audit_log'), dialect)
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('actor_email', 'varchar(255)')
        .addColumn('actor_role', 'varchar(40)')
        .addColumn('impersonator_id', 'integer', (c) =>
          c.references('users.id').onDelete('set null'),
        )
        .addColumn('impersonator_email', 'varchar(255)')
        // The tenant the action belongs to (null: the platform / main host).
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('set null'),
        )
        .addColumn('action', 'varchar(80)', notNull)
        .addColumn('target_type', 'varchar(40)')
        .addColumn('target_id', 'varchar(80)')
        .addColumn('target_label', 'varchar(255)')
        // JSON: { before, after } with secrets masked.
        .addColumn('changes', t.json)
        .addColumn('ip', 'varchar(64)')
        .addColumn('user_agent', 'varchar(255)')
        .execute();
      await db.schema
        .createIndex('audit_log_created_idx')
        .on('audit_log')
        .columns(['created_at'])
        .execute();
      await db.schema
        .createIndex('audit_log_reseller_created_idx')
        .on('audit_log')
        .columns(['reseller_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('audit_log_actor_created_idx')
        .on('audit_log')
        .columns(['actor_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('audit_log_action_created_idx')
        .on('audit_log')
        .columns(['action', 'created_at'])
        .execute();

      await db.schema.alterTable('users').addColumn('deleted_at', t.timestamp).execute();
      await db.schema.alterTable('resellers').addColumn('status_reason', 'varchar(500)').execute();
      await db.schema.alterTable('resellers').addColumn('status_changed_at', t.timestamp).execute();
      await db.schema
        .alterTable('features')
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('cascade'),
        )
        .execute();
      await db.schema
        .createIndex('features_reseller_order_idx')
        .on('features')
        .columns(['reseller_id', 'sort_order'])
        .execute();

      await db.schema
        .createIndex('transactions_earner_revenue_idx')
        .on('transactions')
        .columns(['earner_reseller_id', 'status', 'created_at', 'amount'])
        .execute();

      await db.schema
        .createTable('platform_settings')
        .addColumn('key', 'varchar(80)', (c) => c.primaryKey())
        .addColumn('value', 'text', notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('platform_settings').execute();
      await db.schema.dropIndex('transactions_earner_revenue_idx').execute();
      await db.schema.dropIndex('features_reseller_order_idx').execute();
      await db.schema.alterTable('features').dropColumn('reseller_id').execute();
      await db.schema.alterTable('resellers').dropColumn('status_changed_at').execute();
      await db.schema.alterTable('resellers').dropColumn('status_reason').execute();
      await db.schema.alterTable('users').dropColumn('deleted_at').execute();
      await db.schema.dropTable('audit_log').execute();
    },
  };
};
