import { HttpError } from '../../../lib/http-error';
import { nowIso } from '../../../lib/time';
import type { SubscriptionDeps, Subscriber } from './deps';
import { NO_SUBSCRIPTION, PROVIDER_UNAVAILABLE, SUBSCRIPTION_CANCELLED } from './messages';
import { expireEndedSubscriptions, findLiveSubscription, updateSubscription } from './repository';

export interface CancelOutcome {
  message: string;
  subscriptionId: number;
  /** When the plan stops: the end of the paid period, or now. */
  endsAt: string;
}

/**
 * POST /api/subscriptions/cancel: a paid plan stays usable until the end of its period
 * (cancel_at_period_end; expireEndedSubscriptions ends it then); a pending one (nothing paid) is cancelled at
 * once. An upgrade waiting for payment and a scheduled downgrade are dropped. Cancelling twice answers the same.
 * A provider that renews the subscription itself (Stripe) is told to stop at the period end; Resume undoes it.
 */
export async function cancel(deps: SubscriptionDeps, user: Subscriber): Promise<CancelOutcome> {
  const { db } = deps;
  const now = new Date();
  await expireEndedSubscriptions(db, now, user.id);
  const live = await findLiveSubscription(db, user.id);
  if (!live) throw new HttpError(404, NO_SUBSCRIPTION);

  const end = live.current_period_end;
  if (live.status === 'pending' || !end || Date.parse(end) <= now.getTime()) {
    await updateSubscription(db, live.id, {
      status: 'cancelled',
      cancelled_at: nowIso(now),
      ends_at: nowIso(now),
      pending_package_id: null,
      pending_billing_interval: null,
      scheduled_package_id: null,
    });
    return { message: SUBSCRIPTION_CANCELLED, subscriptionId: live.id, endsAt: nowIso(now) };
  }
  const provider = deps.provider;
  if (
    provider?.setCancelAtPeriodEnd &&
    live.provider === provider.name &&
    live.provider_subscription_id &&
    Number(live.cancel_at_period_end) !== 1
  ) {
    try {
      await provider.setCancelAtPeriodEnd(live.provider_subscription_id, true);
    } catch (error) {
      deps.log.error({ err: error }, 'could not cancel the provider subscription');
      throw new HttpError(502, PROVIDER_UNAVAILABLE);
    }
  }
  await updateSubscription(db, live.id, {
    cancel_at_period_end: 1,
    cancelled_at: live.cancelled_at ?? nowIso(now),
    // A custom deal keeps its last day (Resume brings it back); a plan ends with this period.
    ...(Number(live.is_custom) === 1 ? {} : { ends_at: end }),
    pending_package_id: null,
    pending_billing_interval: null,
    scheduled_package_id: null,
  });
  await deps.events?.emit(
    { type: 'subscription.cancelled', userId: live.user_id, subscriptionId: live.id, endsAt: end },
    deps.log,
  );
  return { message: SUBSCRIPTION_CANCELLED, subscriptionId: live.id, endsAt: end };
}
