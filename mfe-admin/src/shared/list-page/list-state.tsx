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
  const [dismissed, setDismissed] = useState(false);
  if (query.isPending) return <LoadingState text={loadingText} />;
  if (query.isError) {
    return (
      <>
        <MessageBanner
          tone="error"
          message={dismissed ? '' : (serverMessage(query.error) ?? failedText)}
          onDismiss={() => setDismissed(true)}
          autoHideMs={0}
        />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </>
    );
  }
  if (isEmpty(query.data))
    return <EmptyState title={empty.title} description={empty.description} />;
  return <>{children(query.data)}</>;
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
