import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getUsageOverview } from '@voice/api-client';

export const USAGE_OVERVIEW_PAGE_SIZE = 15;

/** GET /api/admin/usage-overview: one page, optionally searched. */
export function usageOverviewQueryKey(page: number, search: string) {
  return ['admin', 'usage-overview', { page, search }] as const;
}

export function usageOverviewQueryOptions(page: number, search: string) {
  return queryOptions({
    queryKey: usageOverviewQueryKey(page, search),
    queryFn: () => getUsageOverview({ page, per_page: USAGE_OVERVIEW_PAGE_SIZE, search }),
    placeholderData: keepPreviousData,
  });
}

export function useUsageOverviewQuery(page: number, search: string) {
  return useQuery(usageOverviewQueryOptions(page, search));
}
