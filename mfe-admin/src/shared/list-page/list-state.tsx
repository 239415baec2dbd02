import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { serverMessage } from '@voice/api-client';
import { Button, EmptyState, LoadingState, MessageBanner, Pagination } from '@voice/ui';

export interface ListStateProps<T> {
  query: UseQueryResult<T>;
  loadingText: string;
  /** The error shown when the server gives no message of its own. */
  failedText: string;
  isEmpty: (data: T) => boolean;
  empty: { title: string; description: string };
  /** The loaded, non-empty list. */
  children: (data: T) => ReactNode;
}

/** A list query's states: loading, failed (with Try again), empty, or its rows. */
export function ListState<T>({
  query,
  loadingText,
  failedText,
  isEmpty,
  empty,
  children,
}: ListStateProps<T>) {
  if (query.isPending) return <LoadingState text={loadingText} />;
  if (query.isError) {
    return (
      <QueryError
        message={serverMessage(query.error) ?? failedText}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty(query.data))
    return <EmptyState title={empty.title} description={empty.description} />;
  return <>{children(query.data)}</>;
}

export interface QueryErrorProps {
  message: string;
  onRetry: () => void;
}

/**
 * A query that failed, in place of its content: the message (until dismissed; a new QueryError, e.g. after a
 * loading state, shows it again) and Try again.
 */
export function QueryError({ message, onRetry }: QueryErrorProps) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <>
      <MessageBanner
        tone="error"
        message={dismissed ? '' : message}
        onDismiss={() => setDismissed(true)}
        autoHideMs={0}
      />
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}

/** A failed download (e.g. Download CSV) above a list: the server's message, until dismissed. */
export function DownloadError({
  download,
}: {
  download: { isError: boolean; error: unknown; reset: () => void };
}) {
  if (!download.isError) return null;
  return (
    <MessageBanner
      tone="error"
      message={serverMessage(download.error) ?? 'Failed to download the CSV'}
      onDismiss={() => download.reset()}
      autoHideMs={0}
    />
  );
}

export interface PagedListProps<Row> extends Omit<
  ListStateProps<Paged<Row>>,
  'isEmpty' | 'children'
> {
  /** The pager's accessible name. */
  pagesLabel: string;
  onPageChange: (page: number) => void;
  /** The page's rows (never empty). */
  children: (rows: Row[]) => ReactNode;
}

/** A page of a paged list, as the server sends it. */
interface Paged<Row> {
  data: Row[];
  pagination: { current_page: number; last_page: number };
}

/** A paged list query's states, with the pager under its rows. */
export function PagedList<Row>({
  pagesLabel,
  onPageChange,
  children,
  ...state
}: PagedListProps<Row>) {
  return (
    <ListState {...state} isEmpty={(page) => page.data.length === 0}>
      {(page) => (
        <>
          {children(page.data)}
          <ListPagination
            pagination={page.pagination}
            onPageChange={onPageChange}
            label={pagesLabel}
          />
        </>
      )}
    </ListState>
  );
}

export interface ListPaginationProps {
  pagination: { current_page: number; last_page: number };
  onPageChange: (page: number) => void;
  label: string;
}

/** The pager under a paged list, from the server's pagination block. */
export function ListPagination({ pagination, onPageChange, label }: ListPaginationProps) {
  return (
    <Pagination
      currentPage={pagination.current_page}
      lastPage={pagination.last_page}
      onPageChange={onPageChange}
      label={label}
    />
  );
}
