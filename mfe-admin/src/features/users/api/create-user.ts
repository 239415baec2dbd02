import { createConsoleUser, type NewConsoleUser } from '@voice/api-client';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { consoleUsersKey } from './get-users';

/** POST /api/admin/users; the lists are refetched afterwards. */
export function useCreateConsoleUser() {
  return useRefreshingMutation(consoleUsersKey, (input: NewConsoleUser) =>
    createConsoleUser(input),
  );
}
