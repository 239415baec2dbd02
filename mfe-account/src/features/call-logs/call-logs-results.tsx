import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import type { CallLogListItem, Paginated } from '@voice/contracts';
import { EmptyState, formatNumber, LoadingState, Pagination, QueryError } from '@voice/ui';
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

/** 'Error: ' (in the page's language) and the error's text. */
export function errorMessage(prefix: string, error: unknown): string {
  return `${prefix}${errorText(error)}`;
}

/** The list's states: 'Loading calls...', 'Error: …' with Try again, 'No calls found', or the page of calls. */
export function CallLogsResults({
  list,
  filtered,
  scope,
  listSearch,
  onPageChange,
}: CallLogsResultsProps) {
  const { t } = useLingui();
  if (list.isPending) return <LoadingState text={t`Loading calls...`} />;
  if (list.isError) {
    return (
      <QueryError
        message={errorMessage(t`Error: `, list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const { data: rows, pagination } = list.data;
  const from = pagination.from ?? 0;
  const to = pagination.to ?? 0;
  const total = `${formatNumber(pagination.total)}${pagination.total_capped ? '+' : ''}`;
  if (rows.length === 0) {
    return (
      <EmptyState
        title={t`No calls found`}
        description={
          filtered
            ? t`No call matches these filters.`
            : t`Calls answered by your assistants will appear here.`
        }
      />
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData || undefined}>
      <Summary aria-live="polite">{t`Showing ${from}–${to} of ${total} calls`}</Summary>
      <CallLogsTable rows={rows} scope={scope} listSearch={listSearch} />
      <Pagination
        currentPage={pagination.current_page}
        lastPage={pagination.last_page}
        onPageChange={onPageChange}
        label={t`Call log pages`}
      />
    </div>
  );
}
