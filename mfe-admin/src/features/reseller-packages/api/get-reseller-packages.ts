import { queryOptions, useQuery } from '@tanstack/react-query';
import { listResellerPackagesAdmin } from '@voice/api-client';
import type { AdminResellerPackage } from '@voice/contracts';

export const RESELLER_PACKAGES_QUERY_KEY = ['super-admin', 'reseller-packages'] as const;

/** GET /api/super-admin/reseller-packages: every reseller package, retired ones included. */
export function resellerPackagesQueryOptions() {
  return queryOptions({
    queryKey: RESELLER_PACKAGES_QUERY_KEY,
    queryFn: async (): Promise<AdminResellerPackage[]> => (await listResellerPackagesAdmin()).data,
  });
}

export function useResellerPackagesQuery() {
  return useQuery(resellerPackagesQueryOptions());
}
