import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResellerBilling } from '@voice/api-client';
import type { ResellerSubscriptionSummary } from '@voice/contracts';

/** GET /api/reseller-billing: a reseller admin's plan with the platform (null without one). */
export const resellerPlanQueryKey = ['reseller-billing', 'plan'] as const;

export function resellerPlanQueryOptions() {
  return queryOptions({
    queryKey: resellerPlanQueryKey,
    queryFn: async (): Promise<ResellerSubscriptionSummary | null> =>
      (await getResellerBilling()).data?.subscription ?? null,
  });
}

export function useResellerPlanQuery(enabled: boolean) {
  return useQuery({ ...resellerPlanQueryOptions(), enabled });
}
