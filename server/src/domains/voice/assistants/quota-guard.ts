import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import { quotaFor } from '../../billing';

/** Refusals of a create (spec 001 §8: the client looks for 'need an active subscription' and 'assistant limit'). */
export const NO_SUBSCRIPTION_MESSAGE = 'You need an active subscription to create assistants.';
export const LIMIT_REACHED_MESSAGE =
  'You have reached your assistant limit for your current subscription plan.';

const refuse = (message: string) => new HttpError(403, message, { success: false, message });

/** 403 unless the user may create one more assistant now (admins always may: quotaFor says exempt). */
export async function assertCanCreate(
  db: Kysely<DB>,
  user: { id: number; role: string },
): Promise<void> {
  const quota = await quotaFor(db, user);
  if (quota.exempt) return;
  if (!quota.hasActiveSubscription) throw refuse(NO_SUBSCRIPTION_MESSAGE);
  if (quota.assistants.remaining === 0) throw refuse(LIMIT_REACHED_MESSAGE);
}

/**
 * Serialises the creates of one owner inside a transaction, before its assistants are counted: PostgreSQL locks
 * the owner's users row (SELECT ... FOR UPDATE) until commit; SQLite takes the database's write lock by writing
 * first (a no-op update), so a second writer waits for this transaction and then counts the new row.
 */
export async function lockOwner(trx: Kysely<DB>, dialect: Dialect, userId: number): Promise<void> {
  if (dialect === 'postgres') {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    return;
  }
  await trx
    .updateTable('users')
    .set({ updated_at: sql`updated_at` })
    .where('id', '=', userId)
    .execute();
}
