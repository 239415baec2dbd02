import type { ResellerBillingStatus, ResellerSubscriptionSummary } from '@voice/contracts';
import type { Db } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { RENEWAL_WINDOW_DAYS } from './messages';
import { cancelsAtPeriodEnd, graceUntil } from './renewal';

export const DAY_MS = 24 * 3600_000;

export const SUBSCRIPTION_COLUMNS = [
  's.id',
  's.reseller_id',
  's.reseller_package_id',
  's.billing_interval',
  's.amount',
  's.currency',
  's.status',
  's.reference',
  's.last_payment_error',
  's.current_period_start',
  's.current_period_end',
  's.created_at',
  'p.name as package_name',
  'p.price as package_price',
  'p.yearly_price as package_yearly_price',
] as const;

export function subscriptionsQuery(db: Db) {
  return db
    .selectFrom('reseller_subscriptions as s')
    .innerJoin('reseller_packages as p', 'p.id', 's.reseller_package_id');
}

export type ResellerSubscriptionRecord = NonNullable<
  Awaited<ReturnType<typeof findResellerSubscription>>
>;

/** A reseller's subscription with the platform: its newest one. */
export async function findResellerSubscription(db: Db, resellerId: number) {
  return subscriptionsQuery(db)
    .select(SUBSCRIPTION_COLUMNS)
    .where('s.reseller_id', '=', resellerId)
    .orderBy('s.id', 'desc')
    .executeTakeFirst();
}

export const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(String(value)).toISOString();

/**
 * What a reseller's package is now. 'expired': active, but its paid period has ended (after a failed
 * renewal: once its grace period is over too). A package cancelled at period end is 'active' until then.
 */
export function effectiveStatus(
  row: { status: string; current_period_end: unknown; last_payment_error?: string | null },
  now: Date,
): ResellerBillingStatus {
  const end = iso(row.current_period_end);
  const state = { status: row.status, current_period_end: end };
  if (cancelsAtPeriodEnd(state, now)) return 'active';
  if (row.status === 'active' && end !== null && Date.parse(end) <= now.getTime()) {
    const grace = graceUntil({ ...state, last_payment_error: row.last_payment_error ?? null }, now);
    return grace === null ? 'expired' : 'active';
  }
  return row.status as ResellerBillingStatus;
}

/**
 * Has the reseller's package with the platform lapsed (expired after its period and grace, or cancelled)?
 * Its customers keep signing in, but may not create new assistants (subscriptions/quota.ts).
 */
export async function resellerPackageLapsed(
  db: Db,
  resellerId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const row = await findResellerSubscription(db, resellerId);
  if (!row) return false;
  const status = effectiveStatus(row, now);
  return status === 'expired' || status === 'cancelled';
}

/** Renewal state of /reseller-billing beyond the shared summary (see renewal.ts). */
export interface ResellerRenewalState {
  /** Cancelled by the reseller admin: usable until current_period_end, then cancelled. */
  cancel_at_period_end: boolean;
  /** A failed renewal: the package stays usable until then, then expires. */
  grace_until: string | null;
}

export type ResellerSummary = ResellerSubscriptionSummary & ResellerRenewalState;

export function toSummary(row: ResellerSubscriptionRecord, now: Date): ResellerSummary {
  const status = effectiveStatus(row, now);
  const end = iso(row.current_period_end);
  const cancelling = cancelsAtPeriodEnd({ status: row.status, current_period_end: end }, now);
  const days =
    end === null ? null : Math.max(0, Math.ceil((Date.parse(end) - now.getTime()) / DAY_MS));
  return {
    id: row.id,
    status,
    package: {
      id: row.reseller_package_id,
      name: row.package_name,
      price: Number(row.package_price),
      yearly_price: Number(row.package_yearly_price),
    },
    billing_interval: row.billing_interval,
    amount: Number(row.amount),
    currency: row.currency,
    current_period_start: iso(row.current_period_start),
    current_period_end: end,
    days_remaining: days,
    last_payment_error: row.last_payment_error,
    can_pay: status === 'pending',
    can_renew:
      status === 'expired' ||
      status === 'cancelled' ||
      (status === 'active' && !cancelling && days !== null && days <= RENEWAL_WINDOW_DAYS),
    created_at: iso(row.created_at) ?? '',
    cancel_at_period_end: cancelling,
    grace_until: graceUntil(
      { status: row.status, current_period_end: end, last_payment_error: row.last_payment_error },
      now,
    ),
  };
}

/** Moves a subscription to a paid package and period (a renewal or an upgrade). */
export async function applyResellerPayment(
  db: Db,
  id: number,
  values: {
    reseller_package_id: number;
    billing_interval: 'monthly' | 'yearly';
    amount: number;
    provider: string;
    start: string;
    end: string;
    /** The provider's recurring handle: Stripe's subscription, or the sandbox's saved card (renewal.ts). */
    recurring?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('reseller_subscriptions')
    .set({
      ...(values.recurring ? { provider_subscription_id: values.recurring } : {}),
      reseller_package_id: values.reseller_package_id,
      billing_interval: values.billing_interval,
      amount: values.amount,
      provider: values.provider,
      status: 'active',
      last_payment_error: null,
      current_period_start: values.start,
      current_period_end: values.end,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

export async function recordResellerPaymentError(
  db: Db,
  id: number,
  reason: string,
): Promise<void> {
  await db
    .updateTable('reseller_subscriptions')
    .set({ last_payment_error: reason.slice(0, 255), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** A reseller subscription as stored (the sandbox clock reads its raw period). */
export async function findResellerSubscriptionById(db: Db, id: number) {
  return db
    .selectFrom('reseller_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Moves a subscription's period (the sandbox clock), nothing else. */
export async function updateResellerPeriod(
  db: Db,
  id: number,
  period: { start: string | null; end: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('reseller_subscriptions')
    .set({
      current_period_start: period.start,
      current_period_end: period.end,
      updated_at: nowIso(now),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * The reseller admin cancels: stored status 'cancelled' (no renewal); `endsNow` also ends the period now (in
 * the grace of a failed renewal the paid period is already over). Only an active subscription.
 */
export async function cancelResellerSubscription(
  db: Db,
  id: number,
  endsNow: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable('reseller_subscriptions')
    .set({
      status: 'cancelled',
      ...(endsNow ? { current_period_end: nowIso(now) } : {}),
      updated_at: nowIso(now),
    })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .execute();
}

/** Undoes a cancellation, only while the paid period still runs. */
export async function resumeResellerSubscription(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('reseller_subscriptions')
    .set({ status: 'active', updated_at: nowIso(now) })
    .where('id', '=', id)
    .where('status', '=', 'cancelled')
    .where('current_period_end', '>', nowIso(now))
    .execute();
}

/**
 * A paid provider invoice: the payment error cleared and, when given, the invoice's period; only a running
 * (active or cancelling) subscription.
 */
export async function recordResellerInvoicePaid(
  db: Db,
  id: number,
  period: { start: string | null; end: string | null } | null,
): Promise<void> {
  await db
    .updateTable('reseller_subscriptions')
    .set({
      last_payment_error: null,
      ...(period ? { current_period_start: period.start, current_period_end: period.end } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('status', 'in', ['active', 'cancelled'])
    .execute();
}

/** The provider ended the subscription: cancelled now, unless its period is already over. */
export async function endResellerSubscriptionNow(db: Db, id: number): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('reseller_subscriptions')
    .set({ status: 'cancelled', current_period_end: now, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['active', 'cancelled'])
    .where((eb) =>
      eb.or([eb('current_period_end', 'is', null), eb('current_period_end', '>', now)]),
    )
    .execute();
}

/**
 * Mirrors the provider's cancel-at-period-end flag (stored as status 'cancelled' or 'active') while the
 * period still runs.
 */
export async function setResellerRenews(db: Db, id: number, renews: boolean): Promise<void> {
  await db
    .updateTable('reseller_subscriptions')
    .set({ status: renews ? 'active' : 'cancelled', updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', 'in', ['active', 'cancelled'])
    .where('current_period_end', '>', nowIso())
    .execute();
}

/** Keeps the sandbox card a checkout saved, for the renewals (an active sandbox subscription only). */
export async function saveSandboxCard(
  db: Db,
  id: number,
  reference: string,
  card: string,
): Promise<void> {
  await db
    .updateTable('reseller_subscriptions')
    .set({ provider_subscription_id: card, updated_at: nowIso() })
    .where('id', '=', id)
    .where('reference', '=', reference)
    .where('status', '=', 'active')
    .where('provider', '=', 'sandbox')
    .execute();
}
