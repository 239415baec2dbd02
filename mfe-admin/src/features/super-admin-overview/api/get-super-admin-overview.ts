import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSuperAdminOverview } from '@voice/api-client';

export const SUPER_ADMIN_OVERVIEW_QUERY_KEY = ['super-admin', 'overview'] as const;

/** GET /api/super-admin/overview: the platform overview of /super-admin. */
export function superAdminOverviewQueryOptions() {
  return queryOptions({
    queryKey: SUPER_ADMIN_OVERVIEW_QUERY_KEY,
    queryFn: async () => (await getSuperAdminOverview()).data,
  });
}

export function useSuperAdminOverviewQuery() {
  return useQuery(superAdminOverviewQueryOptions());
}
