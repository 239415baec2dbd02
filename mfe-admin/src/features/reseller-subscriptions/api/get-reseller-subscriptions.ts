import { listResellerSubscriptions } from '@voice/api-client';
import type { ResellerBillingStatus } from '@voice/contracts';
import { usePageQuery } from '../../../shared/api/queries';

export const RESELLER_SUBSCRIPTIONS_PAGE_SIZE = 15;

export interface ResellerSubscriptionsFilter {
  page: number;
  status: ResellerBillingStatus | '';
  search: string;
}

/** GET /api/super-admin/reseller-subscriptions: one page, optionally one status and a reseller name. */
export function useResellerSubscriptionsQuery({
  page,
  status,
  search,
}: ResellerSubscriptionsFilter) {
  return usePageQuery(['super-admin', 'reseller-subscriptions', { page, status, search }], () =>
    listResellerSubscriptions({
      page,
      per_page: RESELLER_SUBSCRIPTIONS_PAGE_SIZE,
      ...(status ? { status } : {}),
      ...(search ? { search } : {}),
    }),
  );
}
