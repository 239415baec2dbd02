import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import type { CallLogListItem, Paginated } from '@voice/contracts';
import { EmptyState, LoadingState, Pagination, QueryError } from '@voice/ui';
import { CallLogsTable } from './call-logs-table';
import type { CallLogsScreenScope } from './scope';

const Summary = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

/** The server's message, else the error's own. */
export function errorText(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

export interface CallLogsResultsProps {
  list: UseQueryResult<Paginated<CallLogListItem>>;
  /** Some filter is set (the empty state says so). */
  filtered: boolean;
  scope: CallLogsScreenScope;
  /** The list's address (filters and page), handed to each call's page for its back link. */
  listSearch: string;
  onPageChange: (page: number) => void;
}

/** The list's states: 'Loading calls...', 'Error: …' with Try again, 'No calls found', or the page of calls. */
export function CallLogsResults({
  list,
  filtered,
  scope,
  listSearch,
  onPageChange,
}: CallLogsResultsProps) {
  if (list.isPending) return <LoadingState text="Loading calls..." />;
  if (list.isError) {
    return (
      <QueryError message={`Error: ${errorText(list.error)}`} onRetry={() => void list.refetch()} />
    );
  }
  const { data: rows, pagination } = list.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        title="No calls found"
        description={
          filtered
            ? 'No call matches these filters.'
            : 'Calls answered by your assistants will appear here.'
        }
      />
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData || undefined}>
      <Summary aria-live="polite">
        {`Showing ${pagination.from ?? 0}–${pagination.to ?? 0} of ${pagination.total.toLocaleString()}${pagination.total_capped ? '+' : ''} calls`}
      </Summary>
      <CallLogsTable rows={rows} scope={scope} listSearch={listSearch} />
      <Pagination
        currentPage={pagination.current_page}
        lastPage={pagination.last_page}
        onPageChange={onPageChange}
        label="Call log pages"
      />
    </div>
  );
}
