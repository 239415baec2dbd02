import type { Db, SubscriptionRow, TransactionLineItem } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { emitPaymentEvent, emitSubscriptionsChanged, PAYMENT_COLUMNS } from './events-repository';

/**
 * Ends the past_due subscriptions whose grace period is over (status expired, ends_at = the grace's end).
 * All users', or one user's. Returns how many ended. Stripe subscriptions are left to Stripe: its retries may
 * still succeed (invoice.paid), and it ends them itself (customer.subscription.deleted, or updated to unpaid).
 */
export async function expireLapsedGrace(
  db: Db,
  now: Date = new Date(),
  userId?: number,
): Promise<number> {
  let query = db
    .updateTable('subscriptions')
    .set((eb) => ({ status: 'expired', ends_at: eb.ref('grace_until'), updated_at: nowIso(now) }))
    .where('status', '=', 'past_due')
    .where('grace_until', 'is not', null)
    .where('grace_until', '<=', nowIso(now))
    .where((eb) => eb.or([eb('provider', 'is', null), eb('provider', '!=', 'stripe')]));
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const ended = (await query.returning('id').execute()).map((row) => row.id);
  await emitSubscriptionsChanged(db, ended);
  return ended.length;
}

/**
 * Active subscriptions renewed by this server (the sandbox's saved card, or free plans: no provider) whose
 * period is over and that are not cancelled at period end. Optionally one subscription only.
 */
export async function findDueRenewals(
  db: Db,
  now: Date,
  subscriptionId?: number,
): Promise<SubscriptionRow[]> {
  let query = db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('cancel_at_period_end', '=', 0)
    .where('current_period_end', 'is not', null)
    .where('current_period_end', '<=', nowIso(now))
    .where((eb) => eb.or([eb('provider', '=', 'sandbox'), eb('provider', 'is', null)]));
  if (subscriptionId !== undefined) query = query.where('id', '=', subscriptionId);
  return query.orderBy('id').limit(500).execute();
}

/** The subscription a provider-side subscription (Stripe sub_...) belongs to. */
export async function findByProviderSubscription(
  db: Db,
  provider: string,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Who to tell about a failed renewal: the user and the site of its tenant. */
export async function findRenewalRecipient(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('resellers', 'resellers.id', 'users.reseller_id')
    .select([
      'users.email',
      'users.name',
      'users.reseller_id',
      'resellers.subdomain',
      'resellers.custom_domain',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export interface RenewalTransaction {
  subscription: Pick<SubscriptionRow, 'id' | 'user_id' | 'reseller_id' | 'reference' | 'currency'>;
  amount: number;
  status: 'completed' | 'failed';
  description: string;
  provider: string;
  providerRef: string;
  lineItems: (TransactionLineItem & { package_id?: number })[];
  at: Date;
}

/** A renewal's transaction (kind 'renewal'), earned like the first payment (the user's reseller). */
export async function insertRenewalTransaction(db: Db, tx: RenewalTransaction): Promise<void> {
  const row = await db
    .insertInto('transactions')
    .values({
      user_id: tx.subscription.user_id,
      reseller_id: tx.subscription.reseller_id,
      amount: tx.amount,
      currency: tx.subscription.currency.toUpperCase(),
      status: tx.status,
      description: tx.description,
      provider: tx.provider,
      provider_ref: tx.providerRef,
      reference: tx.subscription.reference,
      subscription_id: tx.subscription.id,
      kind: 'renewal',
      earner_reseller_id: tx.subscription.reseller_id,
      line_items: JSON.stringify(tx.lineItems),
      created_at: nowIso(tx.at),
    })
    .returning(PAYMENT_COLUMNS)
    .executeTakeFirstOrThrow();
  await emitPaymentEvent(db, row);
}

/**
 * Updates an active subscription only while its period still ends at `periodEnd` (a second run, or one that
 * renewed it first, finds it changed): true when updated.
 */
export async function updateDueSubscription(
  db: Db,
  id: number,
  periodEnd: string,
  values: Partial<Omit<SubscriptionRow, 'id' | 'created_at'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('current_period_end', '=', periodEnd)
    .executeTakeFirst();
  const updated = Number(result.numUpdatedRows ?? 0) > 0;
  if (updated) await emitSubscriptionsChanged(db, [id]);
  return updated;
}

/** The statuses a provider event may change (a pending, cancelled or expired plan is not touched). */
const LIVE = ['active', 'past_due'] as const;

/**
 * Applies a provider event's state to the subscription, unless a newer event already did (provider_event_at,
 * the provider's time of the newest event applied): true when applied.
 */
export async function applyIfNewer(
  db: Db,
  row: SubscriptionRow,
  eventAt: string,
  values: Partial<Omit<SubscriptionRow, 'id' | 'created_at'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ ...values, provider_event_at: eventAt, updated_at: nowIso() })
    .where('id', '=', row.id)
    .where('status', 'in', [...LIVE])
    .where((eb) =>
      eb.or([eb('provider_event_at', 'is', null), eb('provider_event_at', '<=', eventAt)]),
    )
    .executeTakeFirst();
  const applied = Number(result.numUpdatedRows ?? 0) > 0;
  if (applied) await emitSubscriptionsChanged(db, [row.id]);
  return applied;
}
