import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminSubscriptionPackages } from '@voice/api-client';
import type { Package } from '@voice/contracts';

export type AdminPackage = Package & { reseller_id?: number | null };

/** GET /api/admin/subscriptions/packages: the plans the admin may sell. */
export const adminSubscriptionPackagesQueryKey = ['admin', 'subscription-packages'] as const;

export function adminSubscriptionPackagesQueryOptions() {
  return queryOptions({
    queryKey: adminSubscriptionPackagesQueryKey,
    queryFn: async () => ((await getAdminSubscriptionPackages()).data ?? []) as AdminPackage[],
  });
}

export function useAdminSubscriptionPackagesQuery(enabled: boolean) {
  return useQuery({ ...adminSubscriptionPackagesQueryOptions(), enabled });
}
