import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listResellersAdmin, type ResellerStatus } from '@voice/api-client';

export const RESELLERS_PAGE_SIZE = 15;
export const RESELLERS_QUERY_KEY = ['super-admin', 'resellers'] as const;

export interface ResellersFilter {
  page: number;
  status: ResellerStatus | '';
  search: string;
}

/** GET /api/super-admin/resellers: one page of the console's list, optionally one status and a search. */
export function resellersQueryOptions({ page, status, search }: ResellersFilter) {
  return queryOptions({
    queryKey: [...RESELLERS_QUERY_KEY, 'list', { page, status, search }] as const,
    queryFn: () =>
      listResellersAdmin({
        page,
        per_page: RESELLERS_PAGE_SIZE,
        ...(status ? { status } : {}),
        ...(search ? { search } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useResellersQuery(filter: ResellersFilter) {
  return useQuery(resellersQueryOptions(filter));
}
