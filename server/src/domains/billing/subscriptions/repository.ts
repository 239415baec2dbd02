import type { Kysely, Transaction as DbTransaction } from 'kysely';
import { billedMinutesOf, type BillingInterval } from '@voice/contracts';
import type { DB, SubscriptionRow } from '../../../db/schema';
import { LIVE_SUBSCRIPTION_STATUSES } from '../../../db/migrations/0005_billing';
import { nowIso } from '../../../lib/time';
import { isUniqueViolation } from '../../../lib/unique-violation';

type Db = Kysely<DB> | DbTransaction<DB>;

/** The user's live subscription (pending, active or past_due): at most one, the database enforces it. */
export async function findLiveSubscription(
  db: Db,
  userId: number,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', [...LIVE_SUBSCRIPTION_STATUSES])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function findSubscriptionById(
  db: Db,
  id: number,
): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewSubscriptionInput {
  user_id: number;
  reseller_id: number | null;
  package_id: number;
  status: 'pending' | 'active';
  billing_interval: BillingInterval;
  amount: number;
  currency: string;
  current_period_start: string | null;
  current_period_end: string | null;
  reference: string;
  provider: string | null;
}

export async function insertSubscription(db: Db, input: NewSubscriptionInput): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('subscriptions')
    .values({ ...input, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSubscription(
  db: Db,
  id: number,
  values: Partial<Omit<SubscriptionRow, 'id' | 'created_at'>>,
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.deleteFrom('subscriptions').where('id', '=', id).execute();
}

/** When a live plan that is cancelled at its period end stops (null: not ending, or already over). */
export function endingPlanEnd(
  row: Pick<SubscriptionRow, 'status' | 'cancel_at_period_end' | 'current_period_end'>,
  now: Date = new Date(),
): Date | null {
  if (row.status !== 'active' && row.status !== 'past_due') return null;
  if (Number(row.cancel_at_period_end) !== 1 || !row.current_period_end) return null;
  const end = new Date(row.current_period_end);
  return end.getTime() > now.getTime() ? end : null;
}

/**
 * Starts the custom deals scheduled after an ending plan once the user has no live plan any more: a paid one
 * (its period set at payment) is active, an unpaid one waits for its payment link (pending).
 */
export async function startScheduledDeals(db: Db, userId?: number): Promise<void> {
  let query = db
    .selectFrom('subscriptions')
    .select(['id', 'user_id', 'current_period_start'])
    .where('status', '=', 'scheduled');
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  for (const row of await query.execute()) {
    if (await findLiveSubscription(db, row.user_id)) continue;
    try {
      await db
        .updateTable('subscriptions')
        .set({ status: row.current_period_start ? 'active' : 'pending', updated_at: nowIso() })
        .where('id', '=', row.id)
        .where('status', '=', 'scheduled')
        .execute();
    } catch (error) {
      // The user subscribed in the meantime (one live subscription per user): the deal keeps waiting.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Ends the subscriptions cancelled at period end whose period is over (status cancelled), then starts the
 * custom deals scheduled after them. All users', or one user's. Returns how many ended.
 */
export async function expireEndedSubscriptions(
  db: Db,
  now: Date = new Date(),
  userId?: number,
): Promise<number> {
  let query = db
    .updateTable('subscriptions')
    .set({ status: 'cancelled', updated_at: nowIso(now) })
    .where('status', 'in', ['active', 'past_due'])
    .where('cancel_at_period_end', '=', 1)
    .where('current_period_end', 'is not', null)
    .where('current_period_end', '<=', nowIso(now));
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  await startScheduledDeals(db, userId);
  return Number(result.numUpdatedRows ?? 0);
}

/** How many assistants a user owns. */
export async function countAssistants(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('assistants')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Minutes a user's calls used in [start, end): each call counts its started minutes (duration in seconds,
 * rounded up per call, as telephony is billed), so a 61-second call is 2 minutes.
 */
export async function minutesUsed(
  db: Db,
  userId: number,
  start: string,
  end: string,
): Promise<number> {
  const rows = await db
    .selectFrom('call_logs')
    .select('duration')
    .where('user_id', '=', userId)
    .where('start_time', '>=', start)
    .where('start_time', '<', end)
    .execute();
  return rows.reduce((sum, row) => sum + billedMinutesOf(Number(row.duration)), 0);
}
