import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createConsoleUser, type NewConsoleUser } from '@voice/api-client';
import { consoleUsersKey } from './get-users';

/** POST /api/admin/users; the lists are refetched afterwards. */
export function useCreateConsoleUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewConsoleUser) => createConsoleUser(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleUsersKey }),
  });
}
