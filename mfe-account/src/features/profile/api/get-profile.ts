import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentUser } from '@voice/api-client';
import type { User } from '@voice/contracts';

export const profileQueryKey = ['profile'] as const;

/** GET /api/user: the signed-in user's profile, fresh from the server. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: async (): Promise<User> => (await getCurrentUser()).data,
  });
}

export function useProfileQuery() {
  return useQuery(profileQueryOptions());
}
