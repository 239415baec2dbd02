import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listResellerTransactions } from '@voice/api-client';

export const RESELLER_TRANSACTIONS_PAGE_SIZE = 15;

/** GET /api/super-admin/reseller-transactions: one page of what resellers paid the platform. */
export function resellerTransactionsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['super-admin', 'reseller-transactions', { page }] as const,
    queryFn: () => listResellerTransactions({ page, per_page: RESELLER_TRANSACTIONS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useResellerTransactionsQuery(page: number) {
  return useQuery(resellerTransactionsQueryOptions(page));
}
