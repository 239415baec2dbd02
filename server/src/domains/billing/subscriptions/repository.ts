import { billedMinutesOf, type BillingInterval } from '@voice/contracts';
import type { Db, PackageRow, SubscriptionRow } from '../../../db/schema';
import { LIVE_SUBSCRIPTION_STATUSES } from '../../../db/migrations/0005_billing';
import { nowIso } from '../../../lib/time';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { emitPaymentEvent, emitSubscriptionsChanged, PAYMENT_COLUMNS } from './events-repository';

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
  await emitSubscriptionsChanged(db, [row.id]);
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
  await emitSubscriptionsChanged(db, [id]);
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
      const started = await db
        .updateTable('subscriptions')
        .set({ status: row.current_period_start ? 'active' : 'pending', updated_at: nowIso() })
        .where('id', '=', row.id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      if (Number(started.numUpdatedRows ?? 0) > 0) await emitSubscriptionsChanged(db, [row.id]);
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
  const ended = (await query.returning('id').execute()).map((row) => row.id);
  await emitSubscriptionsChanged(db, ended);
  await startScheduledDeals(db, userId);
  return ended.length;
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

/**
 * The subscription moves to `pkg` at `amount` per interval, its period and usage kept (an upgrade, or a
 * downgrade at its renewal). A custom deal that moves to a plan is a plan from then on. Only if the subscription is
 * still on `fromPackageId` (a concurrent change wins once): true when changed.
 */
export async function switchPlan(
  db: Db,
  row: Pick<SubscriptionRow, 'id'>,
  fromPackageId: number,
  pkg: Pick<PackageRow, 'id'>,
  amount: number,
  at: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({
      package_id: pkg.id,
      amount,
      is_custom: 0,
      custom_amount: null,
      duration_months: null,
      ends_at: null,
      pending_package_id: null,
      pending_billing_interval: null,
      scheduled_package_id: null,
      last_payment_error: null,
      updated_at: nowIso(at),
    })
    .where('id', '=', row.id)
    .where('package_id', '=', fromPackageId)
    .executeTakeFirst();
  const changed = Number(result.numUpdatedRows ?? 0) > 0;
  if (changed) await emitSubscriptionsChanged(db, [row.id]);
  return changed;
}

/** Records the one charge of an upgrade (kind 'subscription', earned by the user's reseller): its id. */
export async function insertUpgradeTransaction(
  db: Db,
  values: {
    subscription: Pick<SubscriptionRow, 'id' | 'user_id' | 'reseller_id' | 'currency'>;
    amount: number;
    description: string;
    provider: string;
    providerRef: string;
    reference: string;
    lineItems: { description: string; amount: number; package_id?: number }[];
    at?: Date;
  },
): Promise<number> {
  const { subscription } = values;
  const row = await db
    .insertInto('transactions')
    .values({
      user_id: subscription.user_id,
      reseller_id: subscription.reseller_id,
      amount: values.amount,
      currency: subscription.currency.toUpperCase(),
      status: 'completed',
      description: values.description,
      provider: values.provider,
      provider_ref: values.providerRef,
      reference: values.reference,
      subscription_id: subscription.id,
      kind: 'subscription',
      earner_reseller_id: subscription.reseller_id,
      line_items: JSON.stringify(values.lineItems),
      created_at: nowIso(values.at ?? new Date()),
    })
    .returning(PAYMENT_COLUMNS)
    .executeTakeFirstOrThrow();
  await emitPaymentEvent(db, row);
  return row.id;
}

/** The state a payment expects its subscription in: its status, and its waiting plan when not null. */
export interface SubscriptionState {
  status: SubscriptionRow['status'];
  pendingPackageId: number | null;
}

/**
 * Updates the subscription (a paid plan's activation) only while it is still in `state` (a replayed or
 * concurrent webhook finds it changed): true when updated.
 */
export async function updateSubscriptionInState(
  db: Db,
  id: number,
  state: SubscriptionState,
  values: Partial<Omit<SubscriptionRow, 'id' | 'created_at'>>,
): Promise<boolean> {
  let update = db
    .updateTable('subscriptions')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', state.status);
  update =
    state.pendingPackageId === null
      ? update
      : update.where('pending_package_id', '=', state.pendingPackageId);
  const result = await update.executeTakeFirst();
  const updated = Number(result.numUpdatedRows ?? 0) > 0;
  if (updated) await emitSubscriptionsChanged(db, [id]);
  return updated;
}

/** Is a custom deal scheduled to start after the user's current plan? */
export async function hasScheduledDeal(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return row !== undefined;
}

/** The reseller (tenant) a user belongs to: null for the main site's users. */
export async function findUserResellerId(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('reseller_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.reseller_id ?? null;
}

/** A user's role, or null for an unknown user. */
export async function findUserRole(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('role')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** The user's paid custom deals waiting for the ending plan (scheduled, their period set at payment). */
export async function findPaidScheduledDeals(db: Db, userId: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'scheduled')
    .where('current_period_start', 'is not', null)
    .execute();
}
