import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reseller } from '@voice/contracts';
import { assistantCalls } from './lazy-calls';

/**
 * GET /api/super-admin/resellers ({ id, org_name }; platform admins): the reseller pickers and filters of the
 * assistant screens and /admin/transactions. A failure is only logged and leaves the list empty (spec 001 §8).
 */
export const resellersQueryKey = ['super-admin', 'resellers'] as const;

export function resellersQueryOptions() {
  return queryOptions({
    queryKey: resellersQueryKey,
    queryFn: async (): Promise<Reseller[]> => {
      try {
        const reply = await (await assistantCalls()).getResellers();
        return Array.isArray(reply.data) ? reply.data : [];
      } catch (error) {
        console.error('Failed to load resellers', error);
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** Only fetched when `enabled` (the caller may use the endpoint). */
export function useResellersQuery(enabled: boolean) {
  return useQuery({ ...resellersQueryOptions(), enabled });
}
