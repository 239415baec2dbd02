import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminPackages } from '@voice/api-client';

/** GET /api/admin/packages: the admin's tenant's plans. */
export const ADMIN_PACKAGES_QUERY_KEY = ['admin', 'packages'] as const;

export function adminPackagesQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_PACKAGES_QUERY_KEY,
    queryFn: async () => (await listAdminPackages()).data,
  });
}

export function useAdminPackagesQuery() {
  return useQuery(adminPackagesQueryOptions());
}
