import type { UseQueryResult } from '@tanstack/react-query';
import { CountedPagedList } from '@voice/ui';
import type { TransactionsPage } from './api/get-transactions';
import { TransactionsTable } from './transactions-table';

/** Shown when the list fails and the server sent no message. */
export const TRANSACTIONS_LOAD_ERROR = 'Failed to load transactions';

/** Loading, error with Try again, empty, or the rows with a summary line and pagination. */
export function TransactionsList({
  query,
  onPageChange,
  showPayer = false,
}: {
  query: UseQueryResult<TransactionsPage>;
  onPageChange: (page: number) => void;
  showPayer?: boolean;
}) {
  return (
    <CountedPagedList
      query={query}
      loadingText="Loading transactions..."
      failedText={TRANSACTIONS_LOAD_ERROR}
      empty={{
        title: 'No transactions yet',
        description: 'Payments for plans appear here once they are made.',
      }}
      noun="transactions"
      pagesLabel="Transaction pages"
      onPageChange={onPageChange}
    >
      {(transactions) => <TransactionsTable transactions={transactions} showPayer={showPayer} />}
    </CountedPagedList>
  );
}
