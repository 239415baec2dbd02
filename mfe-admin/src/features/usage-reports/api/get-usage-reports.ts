import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getUsageReports } from '@voice/api-client';

/** GET /api/super-admin/usage-reports?month=YYYY-MM */
export function usageReportsQueryKey(month: string) {
  return ['super-admin', 'usage-reports', { month }] as const;
}

export function usageReportsQueryOptions(month: string) {
  return queryOptions({
    queryKey: usageReportsQueryKey(month),
    queryFn: () => getUsageReports(month),
    placeholderData: keepPreviousData,
  });
}

export function useUsageReportsQuery(month: string) {
  return useQuery(usageReportsQueryOptions(month));
}
