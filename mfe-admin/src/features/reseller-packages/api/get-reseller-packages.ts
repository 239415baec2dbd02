import { listResellerPackagesAdmin } from '@voice/api-client';
import { useReplyDataQuery } from '../../../shared/api/queries';

export const RESELLER_PACKAGES_QUERY_KEY = ['super-admin', 'reseller-packages'] as const;

/** GET /api/super-admin/reseller-packages: every reseller package, retired ones included. */
export function useResellerPackagesQuery() {
  return useReplyDataQuery(RESELLER_PACKAGES_QUERY_KEY, listResellerPackagesAdmin);
}
