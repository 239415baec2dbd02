import { listConsoleUsers, type ConsoleUsersQuery } from '@voice/api-client';
import { usePageQuery } from '../../../shared/api/queries';

export const USERS_PAGE_SIZE = 15;

/** Every users-console query starts with this key (each change refreshes them all). */
export const consoleUsersKey = ['admin', 'users'] as const;

/** GET /api/admin/users: one page of one filter, by name. */
export function useConsoleUsersQuery(query: ConsoleUsersQuery) {
  return usePageQuery([...consoleUsersKey, query], () =>
    listConsoleUsers({ ...query, per_page: USERS_PAGE_SIZE }),
  );
}
