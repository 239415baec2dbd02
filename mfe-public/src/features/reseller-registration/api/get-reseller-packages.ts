import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResellerPackages } from '@voice/api-client';

/** GET /api/reseller-packages, for the wizard's Choose Package step; a reply without a list fails. */
export const resellerPackagesQueryKey = ['reseller-packages'] as const;

export function resellerPackagesQueryOptions() {
  return queryOptions({
    queryKey: resellerPackagesQueryKey,
    queryFn: async () => {
      const reply = await getResellerPackages();
      if (!Array.isArray(reply?.data)) throw new Error('Unexpected reply from the server');
      return reply.data;
    },
  });
}

export function useResellerPackagesQuery() {
  return useQuery(resellerPackagesQueryOptions());
}
