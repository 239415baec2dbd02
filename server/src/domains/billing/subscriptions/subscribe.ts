import { randomBytes } from 'node:crypto';
import type { BillingInterval } from '@voice/contracts';
import type { PackageRow } from '../../../db/schema';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import { nowIso } from '../../../lib/time';
import { findTenantPackage } from '../packages/repository';
import { startCheckout } from './checkout';
import type { SubscriptionDeps, Subscriber } from './deps';
import {
  ALREADY_PENDING,
  ALREADY_SUBSCRIBED,
  COMPLETE_PAYMENT,
  INVALID_PACKAGE,
  SUBSCRIPTION_CREATED,
  SUBSCRIPTION_PURPOSE,
} from './messages';
import { periodEnd, priceFor } from './period';
import { expireLapsedGrace } from './renewal-repository';
import {
  deleteSubscription,
  expireEndedSubscriptions,
  findLiveSubscription,
  insertSubscription,
  updateSubscription,
} from './repository';
import { isUniqueViolation } from '../../../lib/unique-violation';

export interface ActionOutcome {
  message: string;
  subscriptionId: number;
  checkoutUrl: string | null;
}

export interface SubscribeInput {
  package_id: number;
  billing_interval: BillingInterval;
}

/** The plan, if it is one of the user's tenant's active plans; else 422 on package_id. */
export async function tenantPackageOr422(
  deps: SubscriptionDeps,
  user: Subscriber,
  packageId: number,
): Promise<PackageRow> {
  const pkg = await findTenantPackage(deps.db, packageId, user.reseller_id);
  if (!pkg) throw new ValidationFailed({ package_id: [INVALID_PACKAGE] });
  return pkg;
}

/** The period of a subscription activated now. */
export function periodFrom(now: Date, interval: BillingInterval) {
  return {
    current_period_start: nowIso(now),
    current_period_end: periodEnd(now, interval).toISOString(),
  };
}

/**
 * POST /api/subscriptions/subscribe (mode 'subscribe') and POST /api/subscriptions/checkout (mode 'checkout').
 *
 * - A plan of another tenant, or a retired one: 422 on package_id.
 * - An active subscription: 422 ALREADY_SUBSCRIBED (upgrade or cancel instead); so is a past_due one for
 *   'subscribe', while 'checkout' opens a checkout for it (paying during the grace period re-activates it).
 * - A pending subscription: 'subscribe' refuses it (422 ALREADY_PENDING); 'checkout' (the /payment page) moves
 *   it to the asked plan and interval and opens a fresh checkout for it.
 * - A free plan (price 0 for the interval), or payments off: active at once for one interval.
 * - A paid plan: a pending subscription and a checkout (purpose 'subscription').
 */
export async function subscribe(
  deps: SubscriptionDeps,
  user: Subscriber,
  input: SubscribeInput,
  mode: 'subscribe' | 'checkout',
): Promise<ActionOutcome> {
  const { db } = deps;
  await expireEndedSubscriptions(db, new Date(), user.id);
  // A past_due plan whose grace is over cannot be paid again: it expires first.
  await expireLapsedGrace(db, new Date(), user.id);
  const pkg = await tenantPackageOr422(deps, user, input.package_id);
  const interval = input.billing_interval;
  const amount = priceFor(pkg, interval);
  const free = amount <= 0 || !deps.provider;

  const live = await findLiveSubscription(db, user.id);
  // A past_due plan (failed renewal, in its grace period) is paid again through the /payment page's checkout.
  const payable =
    live?.status === 'pending' || (live?.status === 'past_due' && mode === 'checkout');
  if (live && !payable) throw new HttpError(422, ALREADY_SUBSCRIBED);
  if (live && mode === 'subscribe') throw new HttpError(422, ALREADY_PENDING);

  if (live) {
    await updateSubscription(db, live.id, {
      package_id: pkg.id,
      billing_interval: interval,
      amount,
      last_payment_error: null,
      ...(free ? { status: 'active', grace_until: null, ...periodFrom(new Date(), interval) } : {}),
    });
    if (free) return { message: SUBSCRIPTION_CREATED, subscriptionId: live.id, checkoutUrl: null };
    const url = await startCheckout(deps, user, live, pkg, interval, amount, SUBSCRIPTION_PURPOSE);
    return { message: COMPLETE_PAYMENT, subscriptionId: live.id, checkoutUrl: url };
  }

  const currency = deps.config.payments.currency.toUpperCase();
  const reference = `sub_${randomBytes(16).toString('hex')}`;
  let id: number;
  try {
    id = await insertSubscription(db, {
      user_id: user.id,
      reseller_id: user.reseller_id,
      package_id: pkg.id,
      status: free ? 'active' : 'pending',
      billing_interval: interval,
      amount,
      currency,
      reference,
      provider: free ? null : (deps.provider?.name ?? null),
      ...(free
        ? periodFrom(new Date(), interval)
        : { current_period_start: null, current_period_end: null }),
    });
  } catch (error) {
    // Another request created the user's subscription in the meantime (one live subscription per user).
    if (isUniqueViolation(error)) throw new HttpError(422, ALREADY_SUBSCRIBED);
    throw error;
  }
  if (free) return { message: SUBSCRIPTION_CREATED, subscriptionId: id, checkoutUrl: null };

  try {
    const url = await startCheckout(
      deps,
      user,
      { id, reference, currency },
      pkg,
      interval,
      amount,
      SUBSCRIPTION_PURPOSE,
    );
    return { message: COMPLETE_PAYMENT, subscriptionId: id, checkoutUrl: url };
  } catch (error) {
    // Nothing was paid: the user may try again.
    await deleteSubscription(db, id);
    throw error;
  }
}
