import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@voice/contracts';
import { getCurrentSubscription } from '../calls/subscriptions';

/** GET /api/subscriptions/current: the signed-in user's subscription, or null without one. */
export const currentSubscriptionQueryKey = ['subscriptions', 'current'] as const;

export function currentSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: currentSubscriptionQueryKey,
    queryFn: async (): Promise<Subscription | null> =>
      (await getCurrentSubscription()).data ?? null,
  });
}

export function useCurrentSubscriptionQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentSubscriptionQueryOptions(), ...options });
}
