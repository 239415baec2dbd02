import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateConsoleUser, type ConsoleUserChanges } from '@voice/api-client';
import { consoleUsersKey } from './get-users';

/** PUT /api/admin/users/{id}; the lists are refetched afterwards. */
export function useUpdateConsoleUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ConsoleUserChanges }) =>
      updateConsoleUser(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleUsersKey }),
  });
}
