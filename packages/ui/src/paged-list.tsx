import type { ReactNode } from 'react';
import { Pagination } from './pagination';
import { QueryState, type QueryStateProps } from './query-state';

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
