import { queryOptions, useQuery } from '@tanstack/react-query';
import { listContactMessages } from '@voice/api-client';
import { INBOX_PAGE_SIZE, toPagedRows } from '../paged-rows';

/** GET /api/admin/contacts, one page, newest first. */
export function contactMessagesQueryKey(page: number) {
  return ['admin', 'contacts', { page }] as const;
}

export function contactMessagesQueryOptions(page: number) {
  return queryOptions({
    queryKey: contactMessagesQueryKey(page),
    queryFn: async () =>
      toPagedRows(await listContactMessages({ page, per_page: INBOX_PAGE_SIZE })),
  });
}

export function useContactMessagesQuery(page: number) {
  return useQuery(contactMessagesQueryOptions(page));
}
