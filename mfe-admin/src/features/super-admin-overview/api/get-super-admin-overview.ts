import { getSuperAdminOverview } from '@voice/api-client';
import { useReplyDataQuery } from '../../../shared/api/queries';

export const SUPER_ADMIN_OVERVIEW_QUERY_KEY = ['super-admin', 'overview'] as const;

/** GET /api/super-admin/overview: the platform overview of /super-admin. */
export function useSuperAdminOverviewQuery() {
  return useReplyDataQuery(SUPER_ADMIN_OVERVIEW_QUERY_KEY, getSuperAdminOverview);
}
