import { getAdminDashboardStats } from '@voice/api-client';
import { useReplyDataQuery } from '../../../shared/api/queries';

/** GET /api/admin/dashboard/stats. */
export const adminStatsQueryKey = ['admin', 'dashboard', 'stats'] as const;

export function useAdminStatsQuery() {
  return useReplyDataQuery(adminStatsQueryKey, getAdminDashboardStats);
}
