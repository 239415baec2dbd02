import { queryOptions, useQuery } from '@tanstack/react-query';
import { errorStatus, getSubscriptionUsage } from '@voice/api-client';
import type { Usage } from '@voice/contracts';

/** GET /api/subscriptions/usage: a 404 means no plan (null); other failures are errors (plan 'Unknown'). */
export const usageQueryKey = ['subscriptions', 'usage'] as const;

export function usageQueryOptions() {
  return queryOptions({
    queryKey: usageQueryKey,
    queryFn: async (): Promise<Usage | null> => {
      try {
        return (await getSubscriptionUsage()).data ?? null;
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });
}

export function useUsageQuery() {
  return useQuery(usageQueryOptions());
}
