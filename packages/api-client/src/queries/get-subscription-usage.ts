import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Usage } from '@voice/contracts';
import { errorStatus } from '../public/http-errors';
import { subscriptionCalls } from './lazy-calls';

/**
 * GET /api/subscriptions/usage: the signed-in user's plan usage, shared by the assistant screens (quota lines).
 * A 404 means no plan (null); other failures are errors (the plan is unknown, spec 001 §4).
 */
export const subscriptionUsageQueryKey = ['subscriptions', 'usage'] as const;

export function subscriptionUsageQueryOptions() {
  return queryOptions({
    queryKey: subscriptionUsageQueryKey,
    queryFn: async (): Promise<Usage | null> => {
      try {
        return (await (await subscriptionCalls()).getSubscriptionUsage()).data ?? null;
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });
}

export function useSubscriptionUsageQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionUsageQueryOptions(), ...options });
}
