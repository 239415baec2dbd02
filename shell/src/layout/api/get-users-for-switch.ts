import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchUsersForSwitch } from '../impersonation-calls';

/** GET /api/users-for-switch: the users an admin may switch to, asked each time the picker opens. */
export const usersForSwitchQueryKey = ['users-for-switch'] as const;

export function usersForSwitchQueryOptions() {
  return queryOptions({
    queryKey: usersForSwitchQueryKey,
    queryFn: fetchUsersForSwitch,
    gcTime: 0,
  });
}

export function useUsersForSwitchQuery() {
  return useQuery(usersForSwitchQueryOptions());
}
