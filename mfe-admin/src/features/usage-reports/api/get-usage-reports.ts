import { getUsageReports } from '@voice/api-client';
import { usePageQuery } from '../../../shared/api/queries';

/** GET /api/super-admin/usage-reports?month=YYYY-MM */
export function usageReportsQueryKey(month: string) {
  return ['super-admin', 'usage-reports', { month }] as const;
}

export function useUsageReportsQuery(month: string) {
  return usePageQuery(usageReportsQueryKey(month), () => getUsageReports(month));
}
