import { deleteConsoleUser } from '@voice/api-client';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { consoleUsersKey } from './get-users';

/** DELETE /api/admin/users/{id} (anonymises); the lists are refetched afterwards. */
export function useDeleteConsoleUser() {
  return useRefreshingMutation(consoleUsersKey, (id: number) => deleteConsoleUser(id));
}
