import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminSubscriptions } from '@voice/api-client';

export const ADMIN_SUBSCRIPTIONS_PAGE_SIZE = 15;

/** GET /api/admin/subscriptions: one page, optionally one status. */
export function adminSubscriptionsQueryKey(page: number, status: string) {
  return ['admin', 'subscriptions', { page, status }] as const;
}

export function adminSubscriptionsQueryOptions(page: number, status: string) {
  return queryOptions({
    queryKey: adminSubscriptionsQueryKey(page, status),
    queryFn: () =>
      listAdminSubscriptions({ page, per_page: ADMIN_SUBSCRIPTIONS_PAGE_SIZE, status }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminSubscriptionsQuery(page: number, status: string) {
  return useQuery(adminSubscriptionsQueryOptions(page, status));
}
