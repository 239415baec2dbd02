import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSubscriptionPackages } from '../public/public-get';
import { SHARED_STALE_MS } from './query-client';

/** GET /api/subscriptions/packages: the plans, shared by the pricing and subscription pages. */
export const subscriptionPackagesQueryKey = ['subscriptions', 'packages'] as const;

export function subscriptionPackagesQueryOptions() {
  return queryOptions({
    queryKey: subscriptionPackagesQueryKey,
    queryFn: async () => {
      const reply = await fetchSubscriptionPackages();
      return Array.isArray(reply?.data) ? reply.data : [];
    },
    staleTime: SHARED_STALE_MS,
  });
}

export function useSubscriptionPackagesQuery() {
  return useQuery(subscriptionPackagesQueryOptions());
}
