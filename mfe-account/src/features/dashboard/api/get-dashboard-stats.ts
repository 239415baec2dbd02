import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@voice/session';
import { loadDashboardStats } from '../dashboard-stats';

/** GET /api/dashboard/stats (spec 000 §7): without a token, empty stats and no call. */
export function dashboardStatsQueryKey(hasToken: boolean) {
  return ['dashboard', 'stats', { hasToken }] as const;
}

export function dashboardStatsQueryOptions(hasToken: boolean) {
  return queryOptions({
    queryKey: dashboardStatsQueryKey(hasToken),
    queryFn: () => loadDashboardStats(hasToken),
  });
}

export function useDashboardStatsQuery() {
  const hasToken = useSession((s) => Boolean(s.token));
  return useQuery(dashboardStatsQueryOptions(hasToken));
}
