import type { ExpressionBuilder, Kysely, Updateable } from 'kysely';
import type { DB, EmailQueueTable } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

/** The rows of email_queue (queue.ts: the worker that sends them, and why a claim is one statement). */

/** A rendered message ready to leave. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Display name of the sender (the reseller's sender name, else the tenant's app name). */
  fromName: string;
  /** The reseller's verified From address (sender.ts), or null: the platform's MAIL_FROM. */
  fromAddress: string | null;
  replyTo: string | null;
  resellerId: number | null;
}

/** Stores a message for the worker (durable once it resolves), due now; returns its id. */
export async function enqueueEmail(db: Kysely<DB>, message: OutgoingEmail): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('email_queue')
    .values({
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      from_name: message.fromName,
      from_address: message.fromAddress,
      reply_to: message.replyTo,
      reseller_id: message.resellerId,
      status: 'queued',
      next_attempt_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const isDue = (now: string) => (eb: ExpressionBuilder<DB, 'email_queue'>) =>
  eb.or([
    eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
  ]);

/**
 * One statement claims up to `limit` emails due at `at` for `workerId`, leased until `leaseUntil`, counting the
 * attempt: the UPDATE's own WHERE repeats the due condition, so a row another worker claimed meanwhile is not
 * taken (PostgreSQL re-checks it on the locked row; SQLite has one writer).
 */
export async function claimDueEmails(
  db: Kysely<DB>,
  claim: { workerId: string; limit: number; at: string; leaseUntil: string },
) {
  return db
    .updateTable('email_queue')
    .set((eb) => ({
      status: 'sending',
      lease_until: claim.leaseUntil,
      locked_by: claim.workerId,
      attempts: eb('attempts', '+', 1),
    }))
    .where(
      'id',
      'in',
      db
        .selectFrom('email_queue')
        .select('id')
        .where(isDue(claim.at))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(claim.limit),
    )
    .where(isDue(claim.at))
    .returning([
      'id',
      'to',
      'subject',
      'html',
      'text',
      'from_name',
      'from_address',
      'reply_to',
      'reseller_id',
      'attempts',
    ])
    .execute();
}

/** Saves an attempt's outcome, only while this worker still holds this attempt (same worker, attempt, sending). */
export async function saveAttemptOutcome(
  db: Kysely<DB>,
  held: { id: number; attempt: number; workerId: string },
  outcome: Updateable<EmailQueueTable>,
): Promise<void> {
  await db
    .updateTable('email_queue')
    .where('id', '=', held.id)
    .where('status', '=', 'sending')
    .where('locked_by', '=', held.workerId)
    .where('attempts', '=', held.attempt)
    .set(outcome)
    .execute();
}
