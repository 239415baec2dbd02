/** The spec's messages (001 §7) and ours, in the spec's style, where it gives none. */
export const SUBSCRIPTION_CREATED = 'Subscription created successfully!';
export const SUBSCRIPTION_UPGRADED = 'Subscription upgraded successfully!';
export const SUBSCRIPTION_CANCELLED = 'Subscription cancelled successfully';

export const COMPLETE_PAYMENT = 'Complete the payment to activate your subscription.';
export const COMPLETE_UPGRADE_PAYMENT = 'Complete the payment to upgrade your subscription.';
export const ALREADY_SUBSCRIBED =
  'You already have an active subscription. Upgrade or cancel it instead.';
export const ALREADY_PENDING =
  'You already have a subscription waiting for payment. Complete its payment or cancel it first.';
export const NO_SUBSCRIPTION = 'No active subscription found.';
export const NOTHING_TO_UPGRADE = 'You need an active subscription to upgrade.';
export const UPGRADE_ONLY_UP =
  'You can only upgrade to a plan that costs more than your current plan.';
export const INVALID_PACKAGE = 'The selected package is invalid.';
export const PROVIDER_UNAVAILABLE =
  'The payment provider is not available right now. Please try again later.';

/** metadata.purpose of the checkouts of this module (payments/plugin.ts). */
export const SUBSCRIPTION_PURPOSE = 'subscription';
export const SUBSCRIPTION_UPGRADE_PURPOSE = 'subscription-upgrade';
export const UPGRADE_PENDING = 'Complete the payment of your subscription before upgrading it.';
export const RESUME_FIRST = 'Your subscription is cancelled. Resume it before changing its plan.';
export const QUOTE_EXPIRED = 'The upgrade price has changed. Please review it and confirm again.';
export const DOWNGRADE_ONLY_DOWN =
  'You can only schedule a move to a plan that costs less than your current plan.';
export const DOWNGRADE_CANCELLED = 'The scheduled plan change was cancelled.';
export const NO_DOWNGRADE = 'No plan change is scheduled.';
export const NOT_CANCELLED = 'Your subscription is not cancelled.';
export const SUBSCRIPTION_RESUMED = 'Subscription resumed successfully!';
export const DEAL_FOLLOWS =
  'A custom plan is already set to start when this one ends. Contact us to change it.';

/** The answer of a scheduled downgrade: when it takes effect. */
export function downgradeScheduled(planName: string, on: string): string {
  return `Your plan will change to ${planName} on ${on}.`;
}
