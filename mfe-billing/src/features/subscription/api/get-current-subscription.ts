import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentSubscription } from '@voice/api-client';
import type { Subscription } from '@voice/contracts';

/** GET /api/subscriptions/current: the user's subscription, or null without one. */
export const currentSubscriptionQueryKey = ['subscriptions', 'current'] as const;

export function currentSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: currentSubscriptionQueryKey,
    queryFn: async (): Promise<Subscription | null> =>
      (await getCurrentSubscription()).data ?? null,
  });
}

export function useCurrentSubscriptionQuery(options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...currentSubscriptionQueryOptions(), ...options });
}
