import { msg } from '@lingui/core/macro';
import type { Package, Subscription, SubscriptionActionResult } from '@voice/contracts';
import { PAYMENT_PATH } from '@voice/contracts/paths';

/** Spec 001 §8: successes and failures of the subscription page. */
export const MESSAGES = {
  subscribed: msg`Subscription created successfully!`,
  upgraded: msg`Subscription upgraded successfully!`,
  cancelled: msg`Subscription cancelled successfully`,
  subscribeFailed: msg`Failed to subscribe to package`,
  upgradeFailed: msg`Failed to upgrade subscription`,
  cancelFailed: msg`Failed to cancel subscription`,
  packagesFailed: msg`Failed to load subscription packages`,
  cancelConfirm: msg`Are you sure you want to cancel your subscription?`,
  // Ours, in the spec's style, for the actions the spec does not have.
  resumed: msg`Subscription resumed successfully!`,
  resumeFailed: msg`Failed to resume subscription`,
  downgradeScheduled: msg`Your plan change is scheduled.`,
  downgradeFailed: msg`Failed to schedule the plan change`,
  downgradeCancelled: msg`The scheduled plan change was cancelled.`,
  downgradeCancelFailed: msg`Failed to cancel the plan change`,
} as const;

/** The upgrade modal's line for plans that cost less (they are not upgrades). */
export const SWITCH_DOWN_HINT = msg`To move to a cheaper plan, choose "Switch at renewal" on it under Available plans: it starts when your current period ends, with nothing charged today.`;

/** The plan name shown when the usage could not be loaded for another reason than 404 (spec 001 §4). */
export const UNKNOWN_PLAN = msg`Unknown`;

/**
 * pending and active are live; any other or absent status means no subscription (spec 001 §4). past_due (our status
 * after a failed renewal, see server/src/modules/subscriptions/renewal.ts) is live too: the plan stays usable until
 * its grace period ends, and the page asks for the payment.
 */
export function liveSubscription(
  subscription: Subscription | null | undefined,
): Subscription | null {
  if (!subscription) return null;
  return ['pending', 'active', 'past_due'].includes(subscription.status) ? subscription : null;
}

/** A usage bar's fill in percent: capped at 100 (spec 001 §9); 0 for unlimited (-1) or nothing used. */
export function usagePercent(used: number, limit: number): number {
  if (limit === -1 || !Number.isFinite(used) || used <= 0) return 0;
  if (!Number.isFinite(limit) || limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}

/** The yearly price divided by 12, shown per month (spec 001 §2, §9). */
export function yearlyPerMonth(plan: Pick<Package, 'yearly_price'>): number {
  return Math.round((Number(plan.yearly_price) / 12) * 100) / 100;
}

/** A plan's price for a billing interval. */
export function planPrice(
  plan: Pick<Package, 'price' | 'yearly_price'>,
  interval: Subscription['billing_interval'],
): number {
  return Number(interval === 'yearly' ? plan.yearly_price : plan.price);
}

/** Why a plan is no upgrade: keys, which the upgrade modal says in the page's language. */
const CURRENT_PLAN = 'Current plan';
const LOWER_OR_SAME = 'Lower or same tier';

/**
 * Upgrades go only to a plan that costs more (spec 001 §4) than what the subscription costs now for its interval (a
 * custom deal: its own amount); others are disabled with a reason, and the cheaper ones can be switched to at the
 * renewal (switchDownChoice).
 */
export function upgradeChoice(
  plan: Pick<Package, 'id' | 'price' | 'yearly_price'>,
  current: Pick<Subscription, 'package' | 'amount' | 'billing_interval'>,
): { allowed: true } | { allowed: false; reason: 'Current plan' | 'Lower or same tier' } {
  if (plan.id === current.package.id) return { allowed: false, reason: CURRENT_PLAN };
  if (planPrice(plan, current.billing_interval) <= chargedAmount(current)) {
    return { allowed: false, reason: LOWER_OR_SAME };
  }
  return { allowed: true };
}

/** A plan that costs less than the subscription now: it can be scheduled for the next renewal. */
export function canSwitchDown(
  plan: Pick<Package, 'id' | 'price' | 'yearly_price'>,
  current: Pick<Subscription, 'package' | 'amount' | 'billing_interval'>,
): boolean {
  return (
    plan.id !== current.package.id &&
    planPrice(plan, current.billing_interval) < chargedAmount(current)
  );
}

/**
 * What the subscription costs each interval: its own amount (a custom deal's price), else the plan's price for its
 * interval (an older server's answer without one).
 */
export function chargedAmount(
  subscription: Pick<Subscription, 'amount' | 'package' | 'billing_interval'>,
): number {
  if (typeof subscription.amount === 'number') return subscription.amount;
  return planPrice(subscription.package, subscription.billing_interval);
}

/** Where a pending subscription is paid: /payment?package_id=…&interval=…. */
export function paymentPath(
  subscription: Pick<Subscription, 'package' | 'billing_interval'>,
): string {
  const params = new URLSearchParams({ package_id: String(subscription.package.id) });
  if (subscription.billing_interval) params.set('interval', subscription.billing_interval);
  return `${PAYMENT_PATH}?${params.toString()}`;
}

/** The provider's checkout page of a reply, when the action needs a payment first. */
export function checkoutUrlOf(reply: SubscriptionActionResult | undefined): string | null {
  const url = reply?.data?.checkout_url;
  return typeof url === 'string' && url ? url : null;
}
