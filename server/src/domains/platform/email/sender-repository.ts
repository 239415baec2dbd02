import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, ResellerEmailSendersTable } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

/** The rows of reseller_email_senders (sender.ts: what they mean for the emails). */
export type EmailSenderRow = Selectable<ResellerEmailSendersTable>;

export async function findEmailSender(
  db: Db,
  resellerId: number,
): Promise<EmailSenderRow | undefined> {
  return db
    .selectFrom('reseller_email_senders')
    .selectAll()
    .where('reseller_id', '=', resellerId)
    .executeTakeFirst();
}

/** The first save of a reseller's sender (with its new DKIM key pair). */
export async function insertEmailSender(
  db: Db,
  values: Omit<Insertable<ResellerEmailSendersTable>, 'created_at' | 'updated_at'>,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('reseller_email_senders')
    .values({ ...values, created_at: now, updated_at: now })
    .execute();
}

/** A later save, or a check's outcome: updated_at changes, so a cached SMTP transport is built again. */
export async function updateEmailSender(
  db: Db,
  resellerId: number,
  values: Updateable<ResellerEmailSendersTable>,
): Promise<void> {
  await db
    .updateTable('reseller_email_senders')
    .set({ ...values, updated_at: nowIso() })
    .where('reseller_id', '=', resellerId)
    .execute();
}
