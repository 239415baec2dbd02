import { listResellersAdmin, type ResellerStatus } from '@voice/api-client';
import { usePageQuery } from '../../../shared/api/queries';

export const RESELLERS_PAGE_SIZE = 15;
export const RESELLERS_QUERY_KEY = ['super-admin', 'resellers'] as const;

export interface ResellersFilter {
  page: number;
  status: ResellerStatus | '';
  search: string;
}

/** GET /api/super-admin/resellers: one page of the console's list, optionally one status and a search. */
export function useResellersQuery({ page, status, search }: ResellersFilter) {
  return usePageQuery([...RESELLERS_QUERY_KEY, 'list', { page, status, search }], () =>
    listResellersAdmin({
      page,
      per_page: RESELLERS_PAGE_SIZE,
      ...(status ? { status } : {}),
      ...(search ? { search } : {}),
    }),
  );
}
