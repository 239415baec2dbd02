import { listAdminSubscriptions } from '@voice/api-client';
import { usePageQuery } from '../../../shared/api/queries';

export const ADMIN_SUBSCRIPTIONS_PAGE_SIZE = 15;

/** GET /api/admin/subscriptions: one page, optionally one status. */
export function adminSubscriptionsQueryKey(page: number, status: string) {
  return ['admin', 'subscriptions', { page, status }] as const;
}

export function useAdminSubscriptionsQuery(page: number, status: string) {
  return usePageQuery(adminSubscriptionsQueryKey(page, status), () =>
    listAdminSubscriptions({ page, per_page: ADMIN_SUBSCRIPTIONS_PAGE_SIZE, status }),
  );
}
