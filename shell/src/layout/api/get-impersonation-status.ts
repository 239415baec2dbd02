import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchImpersonationStatus } from '../impersonation-calls';

/** GET /api/check-impersonation, asked again for every new sign-in (the token is part of the key). */
export function impersonationStatusQueryKey(token: string) {
  return ['impersonation-status', token] as const;
}

export function impersonationStatusQueryOptions(token: string) {
  return queryOptions({
    queryKey: impersonationStatusQueryKey(token),
    queryFn: fetchImpersonationStatus,
    // Nothing of a signed-out session stays in the cache.
    gcTime: 0,
  });
}

export function useImpersonationStatusQuery(token: string) {
  return useQuery(impersonationStatusQueryOptions(token));
}
