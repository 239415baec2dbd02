import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteConsoleUser } from '@voice/api-client';
import { consoleUsersKey } from './get-users';

/** DELETE /api/admin/users/{id} (anonymises); the lists are refetched afterwards. */
export function useDeleteConsoleUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteConsoleUser(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleUsersKey }),
  });
}
