import { updateConsoleUser, type ConsoleUserChanges } from '@voice/api-client';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { consoleUsersKey } from './get-users';

/** PUT /api/admin/users/{id}; the lists are refetched afterwards. */
export function useUpdateConsoleUser() {
  return useRefreshingMutation(
    consoleUsersKey,
    ({ id, changes }: { id: number; changes: ConsoleUserChanges }) =>
      updateConsoleUser(id, changes),
  );
}
