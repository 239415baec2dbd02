import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResellers } from '@voice/api-client';
import type { Reseller } from '@voice/contracts';

/** GET /api/super-admin/resellers: the reseller filter's choices ({ id, org_name }). */
export const resellersQueryKey = ['assistants', 'resellers'] as const;

export function resellersQueryOptions() {
  return queryOptions({
    queryKey: resellersQueryKey,
    queryFn: async (): Promise<Reseller[]> => {
      const reply = await getResellers();
      return Array.isArray(reply.data) ? reply.data : [];
    },
  });
}

export function useResellersQuery(enabled: boolean) {
  return useQuery({ ...resellersQueryOptions(), enabled });
}
