import { useCurrentSubscriptionQuery, useSubscriptionUsageQuery } from '@voice/api-client/queries';
import type { Subscription, Usage } from '@voice/contracts';
import type { ListScope } from './list-scope';
import { useResellerPlanQuery } from './api/get-reseller-plan';
import { PAYMENT_PATH, RESELLER_BILLING_PATH } from '@voice/contracts/paths';

/**
 * What the role's plan allows on the list (spec 001 §2, §4, §6):
 * - exempt: super admins, no checks;
 * - active: Create is enabled;
 * - pending: the payment is in process, Create is disabled and 'Complete Payment' leads to `paymentPath`;
 * - none: no live subscription, Create is disabled;
 * - full: an active plan whose assistants are all used (0 remaining), Create is disabled until an upgrade;
 * - loading / unknown: not known (yet, or the load failed: only logged, spec 001 §8), Create stays disabled.
 */
export type PlanStatus =
  | { kind: 'exempt' }
  | { kind: 'loading' }
  | { kind: 'unknown' }
  | { kind: 'active' }
  | { kind: 'pending'; paymentPath: string }
  | { kind: 'none' }
  | { kind: 'full' };

export interface PlanState {
  status: PlanStatus;
  /** The quota line's figures (plain users); null without a plan or before it loads. */
  usage: Usage | null;
}

/** Where a user's pending subscription is paid: /payment?package_id=…(&interval=…), as mfe-billing links it. */
export function paymentPath(
  subscription: Pick<Subscription, 'package' | 'billing_interval'>,
): string {
  const params = new URLSearchParams({ package_id: String(subscription.package.id) });
  if (subscription.billing_interval) params.set('interval', subscription.billing_interval);
  return `${PAYMENT_PATH}?${params.toString()}`;
}

/**
 * A user's subscription status: pending waits for its payment; active and past_due (a failed renewal still in
 * its grace period, see mfe-billing) are usable; anything else or none means no subscription.
 */
function userStatus(subscription: Subscription | null): PlanStatus {
  if (!subscription) return { kind: 'none' };
  if (subscription.status === 'pending') {
    return { kind: 'pending', paymentPath: paymentPath(subscription) };
  }
  if (subscription.status === 'active' || subscription.status === 'past_due') {
    return { kind: 'active' };
  }
  return { kind: 'none' };
}

/** Whether a plan's assistants are all used: a limit (not -1, unlimited) with nothing remaining. */
export function noAssistantsLeft(usage: Pick<Usage, 'assistants'>): boolean {
  const { limit, remaining } = usage.assistants;
  return limit !== -1 && remaining <= 0;
}

export function usePlanState(scope: ListScope): PlanState {
  const checks = scope.subscriptionChecks;
  const forUser = checks && scope.planSource === 'user';
  const forReseller = checks && scope.planSource === 'reseller';
  const current = useCurrentSubscriptionQuery({ enabled: forUser });
  const usage = useSubscriptionUsageQuery({ enabled: scope.showQuota });
  const resellerPlan = useResellerPlanQuery(forReseller);

  let status: PlanStatus;
  if (!checks) {
    status = { kind: 'exempt' };
  } else if (forUser) {
    if (current.isError) status = { kind: 'unknown' };
    else if (current.isPending) status = { kind: 'loading' };
    else status = userStatus(current.data);
    if (status.kind === 'active' && usage.data && noAssistantsLeft(usage.data)) {
      status = { kind: 'full' };
    }
  } else if (resellerPlan.isError) {
    status = { kind: 'unknown' };
  } else if (resellerPlan.isPending) {
    status = { kind: 'loading' };
  } else {
    const plan = resellerPlan.data;
    if (plan?.status === 'active') status = { kind: 'active' };
    else if (plan?.status === 'pending')
      status = { kind: 'pending', paymentPath: RESELLER_BILLING_PATH };
    else status = { kind: 'none' };
  }
  return { status, usage: scope.showQuota ? (usage.data ?? null) : null };
}
