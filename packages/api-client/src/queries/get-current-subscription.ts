import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@voice/contracts';
import { subscriptionCalls } from './lazy-calls';

/** GET /api/subscriptions/current: the signed-in user's subscription, or null without one. */
export const currentSubscriptionQueryKey = ['subscriptions', 'current'] as const;

export function currentSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: currentSubscriptionQueryKey,
    queryFn: async (): Promise<Subscription | null> =>
      (await (await subscriptionCalls()).getCurrentSubscription()).data ?? null,
  });
}

export function useCurrentSubscriptionQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentSubscriptionQueryOptions(), ...options });
}
