import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResellerDetail } from '@voice/api-client';
import { RESELLERS_QUERY_KEY } from './get-resellers';

export const resellerQueryKey = (id: number) => [...RESELLERS_QUERY_KEY, 'detail', id] as const;

/** GET /api/super-admin/resellers/:id: the reseller's page. */
export function resellerQueryOptions(id: number) {
  return queryOptions({
    queryKey: resellerQueryKey(id),
    queryFn: async () => (await getResellerDetail(id)).data,
    enabled: id > 0,
  });
}

export function useResellerQuery(id: number) {
  return useQuery(resellerQueryOptions(id));
}
