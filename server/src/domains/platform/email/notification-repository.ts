import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

/** What an account or payment email is about; with its subject key, sent once (email_notifications). */
export type NotificationKind =
  | 'welcome'
  | 'receipt'
  | 'payment_failed'
  | 'plan_changed'
  | 'cancelled'
  | 'renewal_reminder'
  | 'new_customer_subscription';

/**
 * Takes the right to send one email: true for the one caller whose row was inserted (insert-or-ignore on the
 * unique (kind, subject_key)), false for every other (a replayed webhook, another instance, a second run).
 */
export async function claimNotification(
  db: Kysely<DB>,
  kind: NotificationKind,
  subjectKey: string,
): Promise<boolean> {
  const result = await db
    .insertInto('email_notifications')
    .values({ kind, subject_key: subjectKey, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['kind', 'subject_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Gives a claim back when its email could not be stored, so that the next sweep tries again. */
export async function releaseNotification(
  db: Kysely<DB>,
  kind: NotificationKind,
  subjectKey: string,
): Promise<void> {
  await db
    .deleteFrom('email_notifications')
    .where('kind', '=', kind)
    .where('subject_key', '=', subjectKey)
    .execute();
}
