import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResellers } from '@voice/api-client';
import type { Reseller } from '@voice/contracts';

/** GET /api/super-admin/resellers (super admins): failures are only logged (spec 001 §8). */
export const resellersQueryKey = ['super-admin', 'resellers'] as const;

export function resellersQueryOptions() {
  return queryOptions({
    queryKey: resellersQueryKey,
    queryFn: async (): Promise<Reseller[]> => {
      try {
        const reply = await getResellers();
        return Array.isArray(reply.data) ? reply.data : [];
      } catch (error) {
        console.error('Failed to load resellers', error);
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });
}

export function useResellersQuery(enabled: boolean) {
  return useQuery({ ...resellersQueryOptions(), enabled });
}
