import { listResellerTransactions } from '@voice/api-client';
import { usePageQuery } from '../../../shared/api/queries';

export const RESELLER_TRANSACTIONS_PAGE_SIZE = 15;

/** GET /api/super-admin/reseller-transactions: one page of what resellers paid the platform. */
export function useResellerTransactionsQuery(page: number) {
  return usePageQuery(['super-admin', 'reseller-transactions', { page }], () =>
    listResellerTransactions({ page, per_page: RESELLER_TRANSACTIONS_PAGE_SIZE }),
  );
}
