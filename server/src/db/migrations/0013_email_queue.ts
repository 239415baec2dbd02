import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * The email queue: with MAIL_TRANSPORT=smtp every message is first a row of email_queue (durable once
 * the send resolves), then sent by a worker of any instance (platform/email/queue-worker.ts): claimed with a lease
 * (lease_until, locked_by), retried with exponential back-off, 'failed' after MAIL_MAX_ATTEMPTS. The default
 * 'outbox' transport does not use it (email_outbox is its own durable store).
 */
export const emailQueue: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('email_queue'), dialect)
        .addColumn('to', 'varchar(320)', notNull)
        .addColumn('subject', 'text', notNull)
        .addColumn('html', 'text', notNull)
        .addColumn('text', 'text', notNull)
        .addColumn('from_name', 'varchar(255)', notNull)
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('set null'),
        )
        // queued, sending, sent, failed (gave up).
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.timestamp, notNull)
        // While sending: the worker holding it, and the time after which another worker may take it over.
        .addColumn('lease_until', t.timestamp)
        .addColumn('locked_by', 'varchar(100)')
        .addColumn('last_error', 'varchar(500)')
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('sent_at', t.timestamp)
        .execute();
      // The claim: due 'queued' rows by next_attempt_at, and 'sending' rows whose lease ended.
      await db.schema
        .createIndex('email_queue_due_idx')
        .on('email_queue')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('email_queue').execute();
    },
  };
};
