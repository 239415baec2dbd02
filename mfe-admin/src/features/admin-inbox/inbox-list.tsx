import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, LoadingState, MessageBanner, Pagination } from '@voice/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { serverMessage } from '@voice/api-client';
import type { PagedRows } from './paged-rows';

const Summary = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

export interface InboxListProps<T> {
  query: UseQueryResult<PagedRows<T>>;
  /** Shown when the list fails without a message from the server. */
  failureText: string;
  onPageChange: (page: number) => void;
  loadingText: string;
  emptyTitle: string;
  emptyDescription: string;
  /** Plural noun of the summary line: 'Showing 1–20 of 45 messages'. */
  noun: string;
  /** Name of the pagination landmark. */
  pagesLabel: string;
  children: (items: T[]) => ReactNode;
}

/** Loading, error (with Try again), empty, or the rows with a summary line and pagination. */
export function InboxList<T>({
  query,
  failureText,
  onPageChange,
  loadingText,
  emptyTitle,
  emptyDescription,
  noun,
  pagesLabel,
  children,
}: InboxListProps<T>) {
  const [dismissedError, setDismissedError] = useState<string | null>(null);

  // Loading is shown for every page, and again while Try again asks once more.
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingState text={loadingText} />;
  }

  if (query.isError) {
    const message = serverMessage(query.error) ?? failureText;
    return (
      <>
        <MessageBanner
          tone="error"
          message={dismissedError === message ? '' : message}
          onDismiss={() => setDismissedError(message)}
          autoHideMs={0}
        />
        <Button
          variant="secondary"
          onClick={() => {
            setDismissedError(null);
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
          description={`There are ${pagination.total} ${noun}, on ${pagination.last_page} ${pagination.last_page === 1 ? 'page' : 'pages'}.`}
          action={<Button onClick={() => onPageChange(1)}>Go to the first page</Button>}
        />
      );
    }
    return <EmptyState title={emptyTitle} description={emptyDescription} />;
  }

  return (
    <>
      {pagination && pagination.from && pagination.to ? (
        <Summary>
          Showing {pagination.from}–{pagination.to} of {pagination.total} {noun}
        </Summary>
      ) : null}
      {children(items)}
      {pagination ? (
        <Pagination
          currentPage={pagination.current_page}
          lastPage={pagination.last_page}
          onPageChange={onPageChange}
          label={pagesLabel}
        />
      ) : null}
    </>
  );
}
