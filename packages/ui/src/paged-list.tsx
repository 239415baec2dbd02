import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { LoadingState } from './loading-state';
import { Pagination } from './pagination';
import { QueryError, QueryState, type QueryLike, type QueryStateProps } from './query-state';
import { ListTable, type ListTableProps } from './table';

/** A page of a paged list, as the server sends it. */
export interface Paged<Row> {
  data: Row[];
  pagination: { current_page: number; last_page: number };
}

export interface PagedListProps<Row> extends Omit<
  QueryStateProps<Paged<Row>>,
  'isEmpty' | 'empty' | 'children'
> {
  empty: { title: string; description?: ReactNode };
  /** The pager's accessible name. */
  pagesLabel: string;
  onPageChange: (page: number) => void;
  /** The page's rows (never empty). */
  children: (rows: Row[]) => ReactNode;
}

/** A paged list query's states (loading, failed with Try again, empty), else its rows with the pager under them. */
export function PagedList<Row>({
  pagesLabel,
  onPageChange,
  children,
  ...state
}: PagedListProps<Row>) {
  return (
    <QueryState {...state} isEmpty={(page) => page.data.length === 0}>
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
    </QueryState>
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

/** The line above a list's rows: 'Showing 1–20 of 45 messages'. */
export const ListSummary = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

/** A page of rows with the server's counts (`from`/`to` are null on a page past the end). */
export interface PagedRows<Row> {
  items: Row[];
  pagination: {
    current_page: number;
    last_page: number;
    total: number;
    from?: number | null;
    to?: number | null;
  } | null;
}

export interface CountedPagedListProps<Row> {
  /** react-query's `UseQueryResult` fits it. */
  query: QueryLike<PagedRows<Row>> & { isFetching: boolean };
  /** e.g. 'Loading emails...' */
  loadingText: string;
  /** The error shown when the server gives no message of its own. */
  failedText: string;
  empty: { title: string; description?: ReactNode };
  /** Plural noun of the summary line: 'Showing 1–20 of 45 messages'. */
  noun: string;
  /** The pager's accessible name. */
  pagesLabel: string;
  onPageChange: (page: number) => void;
  /** The page's rows (never empty). */
  children: (rows: Row[]) => ReactNode;
}

/**
 * A paged list that counts its rows: loading (again while Try again asks once more), failed with Try again,
 * empty, a page past the end (with a way back to the first), else the summary line, the rows and the pager.
 */
export function CountedPagedList<Row>({
  query,
  loadingText,
  failedText,
  empty,
  noun,
  pagesLabel,
  onPageChange,
  children,
}: CountedPagedListProps<Row>) {
  const { t } = useLingui();
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingState text={loadingText} />;
  }
  if (query.isError || query.data === undefined) {
    return (
      <QueryError error={query.error} fallback={failedText} onRetry={() => void query.refetch()} />
    );
  }
  const { items, pagination } = query.data;
  if (items.length === 0) {
    if (pagination && pagination.total > 0) {
      const { total, last_page: lastPage } = pagination;
      return (
        <EmptyState
          title={t`Nothing on this page`}
          description={t`There are ${total} ${noun}, on ${plural(lastPage, { one: '# page', other: '# pages' })}.`}
          action={
            <Button onClick={() => onPageChange(1)}>
              <Trans>Go to the first page</Trans>
            </Button>
          }
        />
      );
    }
    return <EmptyState title={empty.title} description={empty.description} />;
  }
  return (
    <>
      {pagination && pagination.from && pagination.to ? (
        <ListSummary>
          <ListRange
            from={pagination.from}
            to={pagination.to}
            total={pagination.total}
            noun={noun}
          />
        </ListSummary>
      ) : null}
      {children(items)}
      {pagination ? (
        <ListPagination pagination={pagination} onPageChange={onPageChange} label={pagesLabel} />
      ) : null}
    </>
  );
}

export interface PagedTableProps<Row> extends Omit<PagedListProps<Row>, 'children'> {
  /** The table's accessible name. */
  label: string;
  columns: ListTableProps['columns'];
  /** The table row of one item (a <Tr> with its key). */
  row: (item: Row) => ReactNode;
}

/** A paged list shown as a table: PagedList's states and pager around a ListTable with a row per item. */
export function PagedTable<Row>({ label, columns, row, ...list }: PagedTableProps<Row>) {
  return (
    <PagedList {...list}>
      {(items) => (
        <ListTable label={label} columns={columns}>
          {items.map((item) => row(item))}
        </ListTable>
      )}
    </PagedList>
  );
}

/** 'Showing 1–20 of 45 calls'. */
function ListRange({
  from,
  to,
  total,
  noun,
}: {
  from: number;
  to: number;
  total: number;
  noun: string;
}) {
  return (
    <Trans>
      Showing {from}–{to} of {total} {noun}
    </Trans>
  );
}
