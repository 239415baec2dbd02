import { getUsageOverview } from '@voice/api-client';
import { usePageQuery } from '../../../shared/api/queries';

export const USAGE_OVERVIEW_PAGE_SIZE = 15;

/** GET /api/admin/usage-overview: one page, optionally searched. */
export function usageOverviewQueryKey(page: number, search: string) {
  return ['admin', 'usage-overview', { page, search }] as const;
}

export function useUsageOverviewQuery(page: number, search: string) {
  return usePageQuery(usageOverviewQueryKey(page, search), () =>
    getUsageOverview({ page, per_page: USAGE_OVERVIEW_PAGE_SIZE, search }),
  );
}
