import type { Db, NewSubscription, SubscriptionStatus } from '../../../db/schema';
import { withScope } from '../../../lib/scope';
import { nowIso } from '../../../lib/time';
import { insertTransaction, type PaidTransaction } from '../transactions/repository';
import { emitSubscriptionsChanged } from '../subscriptions/events-repository';

/** The admin lists' scope (tenantScope of @voice/contracts). */
export type TenantScope = { kind: 'all' } | { kind: 'reseller'; resellerId: number | null };

export interface ClientRow {
  id: number;
  name: string;
  email: string;
  role: string;
  status: string;
  reseller_id: number | null;
  subdomain: string | null;
  custom_domain: string | null;
}

/** A user an admin of this scope may bill (null when unknown or out of scope). */
export async function findClientInScope(
  db: Db,
  scope: TenantScope,
  userId: number,
): Promise<ClientRow | undefined> {
  const query = db
    .selectFrom('users as u')
    .leftJoin('resellers as r', 'r.id', 'u.reseller_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'u.status',
      'u.reseller_id',
      'r.subdomain',
      'r.custom_domain',
    ])
    .where('u.id', '=', userId);
  return withScope(query, scope, { reseller: 'u.reseller_id' }).executeTakeFirst();
}

export async function findActivePackage(db: Db, packageId: number) {
  return db
    .selectFrom('packages')
    .select(['id', 'name', 'description', 'reseller_id'])
    .where('id', '=', packageId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

/** The active plans an admin may sell: a reseller admin its tenant's, a platform admin every tenant's. */
export async function listPackagesInScope(db: Db, scope: TenantScope) {
  const query = db.selectFrom('packages').selectAll().where('is_active', '=', 1);
  return withScope(query, scope, { reseller: 'reseller_id' })
    .orderBy('reseller_id', 'asc')
    .orderBy('sort_order', 'asc')
    .orderBy('price', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function insertSubscription(db: Db, values: NewSubscription): Promise<number> {
  const row = await db
    .insertInto('subscriptions')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  await emitSubscriptionsChanged(db, [row.id]);
  return row.id;
}

export interface CustomSubscriptionRow {
  id: number;
  user_id: number;
  reseller_id: number | null;
  status: SubscriptionStatus;
  billing_interval: 'monthly' | 'yearly';
  amount: number;
  currency: string;
  custom_amount: number | null;
  duration_months: number | null;
  reference: string;
  current_period_start: string | null;
  current_period_end: string | null;
  ends_at: string | null;
  created_at: string;
  /** The payment link's latest checkout (reused while it is open). */
  provider_checkout_id: string | null;
  user_name: string;
  user_email: string;
  subdomain: string | null;
  custom_domain: string | null;
  app_name: string | null;
  package_name: string;
  package_description: string;
}

function customSubscriptions(db: Db) {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('packages as p', 'p.id', 's.package_id')
    .leftJoin('resellers as r', 'r.id', 's.reseller_id')
    .where('s.is_custom', '=', 1)
    .select([
      's.id',
      's.user_id',
      's.reseller_id',
      's.status',
      's.billing_interval',
      's.amount',
      's.currency',
      's.custom_amount',
      's.duration_months',
      's.reference',
      's.current_period_start',
      's.current_period_end',
      's.ends_at',
      's.created_at',
      's.provider_checkout_id',
      'u.name as user_name',
      'u.email as user_email',
      'r.subdomain',
      'r.custom_domain',
      'r.app_name',
      'p.name as package_name',
      'p.description as package_description',
    ]);
}

export async function findCustomSubscription(
  db: Db,
  id: number,
  scope: TenantScope = { kind: 'all' },
): Promise<CustomSubscriptionRow | undefined> {
  const query = customSubscriptions(db).where('s.id', '=', id);
  return withScope(query, scope, { reseller: 's.reseller_id' }).executeTakeFirst() as Promise<
    CustomSubscriptionRow | undefined
  >;
}

export async function listCustomSubscriptions(
  db: Db,
  scope: TenantScope,
): Promise<CustomSubscriptionRow[]> {
  const query = withScope(customSubscriptions(db), scope, { reseller: 's.reseller_id' });
  return (await query
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute()) as CustomSubscriptionRow[];
}

export interface PaymentLinkRecord {
  id: number;
  subscription_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** The newest link of each subscription (live or not), by subscription id. */
export async function latestLinks(
  db: Db,
  subscriptionIds: number[],
): Promise<Map<number, PaymentLinkRecord>> {
  const out = new Map<number, PaymentLinkRecord>();
  if (subscriptionIds.length === 0) return out;
  const rows = await db
    .selectFrom('payment_links')
    .selectAll()
    .where('subscription_id', 'in', subscriptionIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    if (!out.has(row.subscription_id)) out.set(row.subscription_id, row as PaymentLinkRecord);
  }
  return out;
}

export async function findLinkByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('payment_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst() as Promise<PaymentLinkRecord | undefined>;
}

/** Revokes every unused, unrevoked link of a subscription (one live link per subscription). */
export async function revokeLiveLinks(db: Db, subscriptionId: number, at = nowIso()) {
  await db
    .updateTable('payment_links')
    .set({ revoked_at: at })
    .where('subscription_id', '=', subscriptionId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertPaymentLink(
  db: Db,
  values: {
    subscription_id: number;
    token_hash: string;
    expires_at: string;
    created_by: number | null;
    created_at: string;
  },
) {
  await db.insertInto('payment_links').values(values).execute();
}

/** Marks the subscription's unrevoked, unused links used (the payment went through). */
export async function markLinksUsed(db: Db, subscriptionId: number, at: string) {
  await db
    .updateTable('payment_links')
    .set({ used_at: at })
    .where('subscription_id', '=', subscriptionId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * pending -> active, only if still pending: true for the one caller that wins. With `scheduled`, a deal waiting
 * for the user's ending plan is paid instead: it keeps its status and gets its period (which marks it paid).
 */
export async function activatePending(
  db: Db,
  id: number,
  period: { start: string; end: string; endsAt: string },
  provider: {
    name: string | null;
    checkoutId: string | null;
    subscriptionId: string | null;
    /** The saved payment method renewals are charged to (sandbox: the test card). */
    customerId?: string | null;
  },
  from: 'pending' | 'scheduled' = 'pending',
  to: 'active' | 'scheduled' = 'active',
): Promise<boolean> {
  let query = db
    .updateTable('subscriptions')
    .set({
      status: to,
      current_period_start: period.start,
      current_period_end: period.end,
      ends_at: period.endsAt,
      provider: provider.name,
      provider_checkout_id: provider.checkoutId,
      provider_subscription_id: provider.subscriptionId,
      provider_customer_id: provider.customerId ?? null,
      last_payment_error: null,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('status', '=', from);
  if (from === 'scheduled') query = query.where('current_period_start', 'is', null);
  const result = await query.executeTakeFirst();
  const activated = Number(result.numUpdatedRows) === 1;
  if (activated) await emitSubscriptionsChanged(db, [id]);
  return activated;
}

/** A subscription's payment links still usable at `now` (not used, not revoked, not expired). */
export async function listLiveLinks(db: Db, subscriptionId: number, now: Date) {
  return db
    .selectFrom('payment_links')
    .select(['id', 'expires_at'])
    .where('subscription_id', '=', subscriptionId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso(now))
    .execute();
}

/** Makes payment links expire at `now` (the sandbox clock). */
export async function expireLinks(db: Db, ids: number[], now: Date): Promise<void> {
  await db
    .updateTable('payment_links')
    .set({ expires_at: nowIso(now) })
    .where('id', 'in', ids)
    .execute();
}

/** The user's custom deal waiting for its ending plan (status scheduled), if any. */
export async function findScheduledDeal(db: Db, userId: number) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'current_period_start'])
    .where('user_id', '=', userId)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
}

/**
 * Forgets the checkout an earlier link opened: a new link opens its own, whose return pages are the new link's
 * (the old checkout would bring the payer back to the replaced link, which says so instead of "Payment received").
 */
export async function forgetCheckout(db: Db, id: number) {
  await db
    .updateTable('subscriptions')
    .set({ provider_checkout_id: null, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'scheduled'])
    .execute();
}

/** Keeps the checkout a payment link opened, so that the next visit goes back to it. */
export async function rememberCheckout(db: Db, id: number, checkoutId: string) {
  await db
    .updateTable('subscriptions')
    .set({ provider_checkout_id: checkoutId, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'scheduled'])
    .execute();
}

export async function recordPaymentError(db: Db, id: number, reason: string) {
  await db
    .updateTable('subscriptions')
    .set({ last_payment_error: reason.slice(0, 255), updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'scheduled'])
    .execute();
}

export async function insertCustomTransaction(
  db: Db,
  values: PaidTransaction & {
    user_id: number;
    reseller_id: number | null;
    subscription_id: number;
  },
) {
  await insertTransaction(db, {
    ...values,
    status: 'completed',
    kind: 'custom',
    earner_reseller_id: values.reseller_id,
    line_items: JSON.stringify([{ description: values.description, amount: values.amount }]),
    created_at: nowIso(),
  });
}
