import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTransactions } from '@voice/api-client';
import type { Pagination, Transaction } from '@voice/contracts';

/** Rows per page of the transaction lists. */
export const TRANSACTIONS_PAGE_SIZE = 20;

export interface TransactionsPage {
  items: Transaction[];
  pagination: Pagination | null;
}

/**
 * GET /api/transactions, one page (scoped by the server), optionally one reseller's (platform admins); `own`: the
 * signed-in reseller admin's own payments (/transactions) rather than its customers' (/admin/transactions).
 */
export function transactionsQueryKey(page: number, resellerId?: number, own = false) {
  return ['transactions', 'list', { page, resellerId: resellerId ?? null, own }] as const;
}

export function transactionsQueryOptions(page: number, resellerId?: number, own = false) {
  return queryOptions({
    queryKey: transactionsQueryKey(page, resellerId, own),
    queryFn: async (): Promise<TransactionsPage> => {
      const reply = await listTransactions({
        page,
        per_page: TRANSACTIONS_PAGE_SIZE,
        ...(resellerId ? { reseller_id: resellerId } : {}),
        ...(own ? { own: true } : {}),
      });
      return {
        items: Array.isArray(reply.data) ? reply.data : [],
        pagination: reply.pagination ?? null,
      };
    },
  });
}

export function useTransactionsQuery(page: number, resellerId?: number, own = false) {
  return useQuery(transactionsQueryOptions(page, resellerId, own));
}
