import { useState } from 'react';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { serverMessage } from '@voice/api-client';
import { Button, EmptyState, LoadingState, MessageBanner, Pagination } from '@voice/ui';
import type { TransactionsPage } from './api/get-transactions';
import { TransactionsTable } from './transactions-table';

/** Shown when the list fails and the server sent no message. */
export const TRANSACTIONS_LOAD_ERROR = 'Failed to load transactions';

const Summary = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

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
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingState text="Loading transactions..." />;
  }
  if (query.isError) {
    const message = serverMessage(query.error) ?? TRANSACTIONS_LOAD_ERROR;
    return (
      <>
        <MessageBanner
          tone="error"
          message={dismissed === message ? '' : message}
          onDismiss={() => setDismissed(message)}
          autoHideMs={0}
        />
        <Button
          variant="secondary"
          onClick={() => {
            setDismissed(null);
            void query.refetch();
          }}
        >
          Try again
        </Button>
      </>
    );
  }
  const { items, pagination } = query.data;
  if (items.length === 0) {
    if (pagination && pagination.total > 0) {
      return (
        <EmptyState
          title="Nothing on this page"
          action={<Button onClick={() => onPageChange(1)}>Go to the first page</Button>}
        />
      );
    }
    return (
      <EmptyState
        title="No transactions yet"
        description="Payments for plans appear here once they are made."
      />
    );
  }
  return (
    <>
      {pagination && pagination.from && pagination.to ? (
        <Summary>
          Showing {pagination.from}–{pagination.to} of {pagination.total} transactions
        </Summary>
      ) : null}
      <TransactionsTable transactions={items} showPayer={showPayer} />
      {pagination ? (
        <Pagination
          currentPage={pagination.current_page}
          lastPage={pagination.last_page}
          onPageChange={onPageChange}
          label="Transaction pages"
        />
      ) : null}
    </>
  );
}
