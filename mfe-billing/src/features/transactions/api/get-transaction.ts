import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTransaction } from '@voice/api-client';
import type { Transaction } from '@voice/contracts';

/** GET /api/transactions/{id}: one transaction with its receipt lines (404 when not visible). */
export function transactionQueryKey(id: number) {
  return ['transactions', 'one', id] as const;
}

export function transactionQueryOptions(id: number) {
  return queryOptions({
    queryKey: transactionQueryKey(id),
    queryFn: async (): Promise<Transaction> => (await getTransaction(id)).data,
  });
}

export function useTransactionQuery(id: number) {
  return useQuery({ ...transactionQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
