import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResellerBilling } from '@voice/api-client';
import type { ResellerBilling } from '@voice/contracts';

/** GET /api/reseller-billing: the reseller's own package with the platform and the packages on offer. */
export const resellerBillingQueryKey = ['reseller-billing'] as const;

export function resellerBillingQueryOptions() {
  return queryOptions({
    queryKey: resellerBillingQueryKey,
    queryFn: async (): Promise<ResellerBilling> => (await getResellerBilling()).data,
  });
}

export function useResellerBillingQuery() {
  return useQuery(resellerBillingQueryOptions());
}
