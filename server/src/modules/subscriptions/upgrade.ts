import { HttpError } from '../../lib/http-error';
import { findPackageById } from '../packages/repository';
import { startCheckout } from './checkout';
import type { SubscriptionDeps, Subscriber } from './deps';
import {
  COMPLETE_UPGRADE_PAYMENT,
  NOTHING_TO_UPGRADE,
  SUBSCRIPTION_UPGRADED,
  SUBSCRIPTION_UPGRADE_PURPOSE,
  UPGRADE_ONLY_UP,
  UPGRADE_PENDING,
} from './messages';
import { priceFor } from './period';
import { expireEndedSubscriptions, findLiveSubscription, updateSubscription } from './repository';
import { periodFrom, tenantPackageOr422, type ActionOutcome } from './subscribe';

/**
 * POST /api/subscriptions/upgrade: only from an active plan, only to a plan of the same tenant whose
 * (monthly) price is higher than the current plan's; the billing interval stays. The new plan is paid in full
 * and starts a new period when paid (no proration). Free or with payments off, it switches at once;
 * otherwise the plan waits in pending_package_id for the checkout (purpose 'subscription-upgrade').
 */
export async function upgrade(
  deps: SubscriptionDeps,
  user: Subscriber,
  packageId: number,
): Promise<ActionOutcome> {
  const { db } = deps;
  await expireEndedSubscriptions(db, new Date(), user.id);
  const live = await findLiveSubscription(db, user.id);
  if (!live) throw new HttpError(422, NOTHING_TO_UPGRADE);
  if (live.status === 'pending') throw new HttpError(422, UPGRADE_PENDING);
  const pkg = await tenantPackageOr422(deps, user, packageId);
  const current = await findPackageById(db, live.package_id);
  if (current && Number(pkg.price) <= Number(current.price)) {
    throw new HttpError(422, UPGRADE_ONLY_UP);
  }

  const interval = live.billing_interval;
  const amount = priceFor(pkg, interval);
  if (amount <= 0 || !deps.provider) {
    await updateSubscription(db, live.id, {
      package_id: pkg.id,
      amount,
      cancel_at_period_end: 0,
      cancelled_at: null,
      ends_at: null,
      pending_package_id: null,
      pending_billing_interval: null,
      ...periodFrom(new Date(), interval),
    });
    return { message: SUBSCRIPTION_UPGRADED, subscriptionId: live.id, checkoutUrl: null };
  }

  await updateSubscription(db, live.id, {
    pending_package_id: pkg.id,
    pending_billing_interval: interval,
    last_payment_error: null,
  });
  const url = await startCheckout(
    deps,
    user,
    live,
    pkg,
    interval,
    amount,
    SUBSCRIPTION_UPGRADE_PURPOSE,
  );
  return { message: COMPLETE_UPGRADE_PAYMENT, subscriptionId: live.id, checkoutUrl: url };
}
