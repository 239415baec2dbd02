import { useCurrentSubscriptionQuery } from '@voice/api-client/queries';
import { useSession } from '@voice/session';

/** Subscription states whose plan holds (the server's quota: a pending plan is not yet usable). */
const USABLE = ['active', 'past_due'];

/**
 * The most calls at once the plan allows a campaign, known before submitting: the signed-in user's plan
 * (GET /api/subscriptions/current) when its limits are the ones that hold, i.e. for a client (role user), whose
 * campaigns are their own assistants'. Administrators are held to the plan of the assistant's owner instead (or to
 * none for their own), which the client cannot read: null then, and for a plan without campaigns, where the server
 * refuses the campaign as such. The server checks it either way.
 */
export function usePlanConcurrencyCap(): number | null {
  const role = useSession((session) => session.user?.role);
  const subscription = useCurrentSubscriptionQuery({ enabled: role === 'user' });
  const plan = subscription.data;
  if (role !== 'user' || !plan || !USABLE.includes(plan.status)) return null;
  const { campaigns_enabled: enabled, campaign_concurrency_limit: limit } = plan.package;
  return enabled && limit > 0 ? limit : null;
}
