import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOutboxEmails } from '@voice/api-client';
import { INBOX_PAGE_SIZE, toPagedRows } from '../paged-rows';

/** GET /api/admin/email-outbox, one page, newest first. */
export function outboxEmailsQueryKey(page: number) {
  return ['admin', 'email-outbox', { page }] as const;
}

export function outboxEmailsQueryOptions(page: number) {
  return queryOptions({
    queryKey: outboxEmailsQueryKey(page),
    queryFn: async () => toPagedRows(await listOutboxEmails({ page, per_page: INBOX_PAGE_SIZE })),
  });
}

export function useOutboxEmailsQuery(page: number) {
  return useQuery(outboxEmailsQueryOptions(page));
}
