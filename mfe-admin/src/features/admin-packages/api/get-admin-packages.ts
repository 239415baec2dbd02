import { listAdminPackages } from '@voice/api-client';
import { useReplyDataQuery } from '../../../shared/api/queries';

/** GET /api/admin/packages: the admin's tenant's plans. */
export const ADMIN_PACKAGES_QUERY_KEY = ['admin', 'packages'] as const;

export function useAdminPackagesQuery() {
  return useReplyDataQuery(ADMIN_PACKAGES_QUERY_KEY, listAdminPackages);
}
