import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminDashboardStats } from '@voice/api-client';

/** GET /api/admin/dashboard/stats. */
export const adminStatsQueryKey = ['admin', 'dashboard', 'stats'] as const;

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: adminStatsQueryKey,
    queryFn: async () => (await getAdminDashboardStats()).data,
  });
}

export function useAdminStatsQuery() {
  return useQuery(adminStatsQueryOptions());
}
