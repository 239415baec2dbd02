import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listCallLogs } from '@voice/api-client';
import type { CallLogListItem, CallLogsQuery, Paginated } from '@voice/contracts';

/** Rows per page of the call-log lists. */
export const CALL_LOGS_PAGE_SIZE = 20;

/** Every call-log query starts with this key. */
export const callLogsKey = ['call-logs'] as const;

/** The list reply, checked: a page of rows with its pagination block. */
async function loadCallLogs(query: CallLogsQuery, admin: boolean) {
  const reply = await listCallLogs({ ...query, per_page: CALL_LOGS_PAGE_SIZE }, { admin });
  if (!reply || !Array.isArray(reply.data) || typeof reply.pagination !== 'object') {
    throw new Error('Unexpected reply from the server');
  }
  return { data: reply.data, pagination: reply.pagination } as Paginated<CallLogListItem>;
}

/** GET /api/call-logs (own calls) or /api/admin/call-logs (the admin's scope): one page of one filter. */
export function callLogsQueryOptions(query: CallLogsQuery, admin: boolean, enabled = true) {
  return queryOptions({
    enabled,
    queryKey: [...callLogsKey, admin ? 'admin' : 'own', 'list', query] as const,
    queryFn: () => loadCallLogs(query, admin),
    placeholderData: keepPreviousData,
  });
}

/** `enabled` false: filters the server would refuse (an end date before the start date) are not sent. */
export function useCallLogsQuery(query: CallLogsQuery, admin: boolean, enabled = true) {
  return useQuery(callLogsQueryOptions(query, admin, enabled));
}
