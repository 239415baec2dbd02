import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * A reseller's own email sender (platform/email/sender-*): its customers' emails leave as the reseller.
 * - reseller_email_senders: one row per reseller (unique reseller_id). from_name, from_address (used only once its
 *   domain is verified), reply_to; the DKIM key pair made by the server (dkim_selector, dkim_public_key shown as a
 *   TXT record, dkim_private_key_encrypted sealed with the secret box); the sender domain's check (status pending |
 *   verified | failed, verified_at, last_checked_at, last_error) for `domain`, the domain checked; optional own SMTP
 *   (smtp_host, smtp_port, smtp_secure 0/1, smtp_user, smtp_password_encrypted sealed).
 * - email_outbox and email_queue: the From address and Reply-To a message left with, fixed when it was written
 *   (null: the platform's MAIL_FROM, no Reply-To), and the outbox's display name as the queue already had it.
 */
export const resellerEmailSenders: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('reseller_email_senders'), dialect)
        .addColumn('reseller_id', 'integer', (c) =>
          c.notNull().unique().references('resellers.id').onDelete('cascade'),
        )
        .addColumn('from_name', 'varchar(100)')
        .addColumn('from_address', 'varchar(254)')
        .addColumn('reply_to', 'varchar(254)')
        .addColumn('domain', 'varchar(253)')
        .addColumn('dkim_selector', 'varchar(63)', notNull)
        .addColumn('dkim_public_key', 'text', notNull)
        .addColumn('dkim_private_key_encrypted', 'text', notNull)
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('verified_at', t.timestamp)
        .addColumn('last_checked_at', t.timestamp)
        .addColumn('last_error', 'varchar(500)')
        .addColumn('smtp_host', 'varchar(253)')
        .addColumn('smtp_port', 'integer')
        .addColumn('smtp_secure', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('smtp_user', 'varchar(254)')
        .addColumn('smtp_password_encrypted', 'text')
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      for (const table of ['email_outbox', 'email_queue']) {
        await db.schema.alterTable(table).addColumn('from_address', 'varchar(254)').execute();
        await db.schema.alterTable(table).addColumn('reply_to', 'varchar(254)').execute();
      }
      await db.schema.alterTable('email_outbox').addColumn('from_name', 'varchar(200)').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('email_outbox').dropColumn('from_name').execute();
      for (const table of ['email_queue', 'email_outbox']) {
        await db.schema.alterTable(table).dropColumn('reply_to').execute();
        await db.schema.alterTable(table).dropColumn('from_address').execute();
      }
      await db.schema.dropTable('reseller_email_senders').execute();
    },
  };
};
