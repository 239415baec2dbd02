import { HttpError } from '../../../lib/http-error';
import type { SubscriptionDeps, Subscriber } from './deps';
import {
  DEAL_FOLLOWS,
  NOT_CANCELLED,
  NO_SUBSCRIPTION,
  PROVIDER_UNAVAILABLE,
  SUBSCRIPTION_RESUMED,
} from './messages';
import {
  expireEndedSubscriptions,
  findLiveSubscription,
  hasScheduledDeal,
  updateSubscription,
} from './repository';
import type { ActionOutcome } from './subscribe';

/**
 * POST /api/subscriptions/resume: undoes a cancellation before the period ends (Stripe: cancel_at_period_end
 * false); the plan renews again. Refused when a custom deal is set to follow it.
 */
export async function resume(deps: SubscriptionDeps, user: Subscriber): Promise<ActionOutcome> {
  const { db } = deps;
  await expireEndedSubscriptions(db, new Date(), user.id);
  const live = await findLiveSubscription(db, user.id);
  if (!live) throw new HttpError(404, NO_SUBSCRIPTION);
  if (Number(live.cancel_at_period_end) !== 1) throw new HttpError(422, NOT_CANCELLED);
  if (await hasScheduledDeal(db, user.id)) throw new HttpError(422, DEAL_FOLLOWS);

  const provider = deps.provider;
  if (provider?.setCancelAtPeriodEnd && live.provider === provider.name) {
    if (live.provider_subscription_id) {
      try {
        await provider.setCancelAtPeriodEnd(live.provider_subscription_id, false);
      } catch (error) {
        deps.log.error({ err: error }, 'could not resume the provider subscription');
        throw new HttpError(502, PROVIDER_UNAVAILABLE);
      }
    }
  }
  await updateSubscription(db, live.id, {
    cancel_at_period_end: 0,
    cancelled_at: null,
    // A custom deal keeps its last day; a plan runs on with no end.
    ...(Number(live.is_custom) === 1 ? {} : { ends_at: null }),
  });
  return { message: SUBSCRIPTION_RESUMED, subscriptionId: live.id, checkoutUrl: null };
}
