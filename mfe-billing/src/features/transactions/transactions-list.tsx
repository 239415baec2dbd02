import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { CountedPagedList } from '@voice/ui';
import type { TransactionsPage } from './api/get-transactions';
import { TransactionsTable } from './transactions-table';

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
  const { t } = useLingui();
  return (
    <CountedPagedList
      query={query}
      loadingText={t`Loading transactions...`}
      // Shown when the list fails and the server sent no message.
      failedText={t`Failed to load transactions`}
      empty={{
        title: t`No transactions yet`,
        description: t`Payments for plans appear here once they are made.`,
      }}
      noun={t`transactions`}
      pagesLabel={t`Transaction pages`}
      onPageChange={onPageChange}
    >
      {(transactions) => <TransactionsTable transactions={transactions} showPayer={showPayer} />}
    </CountedPagedList>
  );
}
