import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listConsoleUsers, type ConsoleUsersQuery } from '@voice/api-client';

export const USERS_PAGE_SIZE = 15;

/** Every users-console query starts with this key (each change refreshes them all). */
export const consoleUsersKey = ['admin', 'users'] as const;

/** GET /api/admin/users: one page of one filter, by name. */
export function consoleUsersQueryOptions(query: ConsoleUsersQuery) {
  return queryOptions({
    queryKey: [...consoleUsersKey, query] as const,
    queryFn: () => listConsoleUsers({ ...query, per_page: USERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useConsoleUsersQuery(query: ConsoleUsersQuery) {
  return useQuery(consoleUsersQueryOptions(query));
}
