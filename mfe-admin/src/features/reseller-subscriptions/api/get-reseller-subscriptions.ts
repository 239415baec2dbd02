import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listResellerSubscriptions } from '@voice/api-client';
import type { ResellerBillingStatus } from '@voice/contracts';

export const RESELLER_SUBSCRIPTIONS_PAGE_SIZE = 15;

export interface ResellerSubscriptionsFilter {
  page: number;
  status: ResellerBillingStatus | '';
  search: string;
}

/** GET /api/super-admin/reseller-subscriptions: one page, optionally one status and a reseller name. */
export function resellerSubscriptionsQueryOptions({
  page,
  status,
  search,
}: ResellerSubscriptionsFilter) {
  return queryOptions({
    queryKey: ['super-admin', 'reseller-subscriptions', { page, status, search }] as const,
    queryFn: () =>
      listResellerSubscriptions({
        page,
        per_page: RESELLER_SUBSCRIPTIONS_PAGE_SIZE,
        ...(status ? { status } : {}),
        ...(search ? { search } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useResellerSubscriptionsQuery(filter: ResellerSubscriptionsFilter) {
  return useQuery(resellerSubscriptionsQueryOptions(filter));
}
