import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * email_notifications: one row per account or payment email sent, unique on (kind, subject_key) — a receipt
 * per transaction, a reminder per subscription period... An email is sent only by whoever inserted its row
 * (insert-or-ignore), so a webhook delivered twice, two instances or a job run twice send it once. The
 * payments made before this table existed are marked as done: their customers are not sent old receipts.
 */
export const emailNotifications: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('email_notifications'), dialect)
        .addColumn('kind', 'varchar(40)', notNull)
        .addColumn('subject_key', 'varchar(120)', notNull)
        .addColumn('created_at', t.timestamp, notNull)
        .addUniqueConstraint('email_notifications_kind_subject_key', ['kind', 'subject_key'])
        .execute();
      const now = new Date().toISOString();
      const id = dialect === 'postgres' ? sql`cast(id as varchar)` : sql`cast(id as text)`;
      for (const [kind, status] of [
        ['receipt', 'completed'],
        ['payment_failed', 'failed'],
        ['new_customer_subscription', 'completed'],
      ] as const) {
        await db
          .insertInto('email_notifications')
          .columns(['kind', 'subject_key', 'created_at'])
          .expression(
            db
              .selectFrom('transactions')
              .select([
                sql.lit(kind).as('kind'),
                id.as('subject_key'),
                sql.val(now).as('created_at'),
              ])
              .where('status', '=', status),
          )
          .execute();
      }
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('email_notifications').execute();
    },
  };
};
