import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAssistant } from '@voice/api-client';

/** DELETE /api/assistants/{id}; the lists (every page and filter) and the usage are loaded again. */
export function useDeleteAssistant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assistantId: number) => deleteAssistant(assistantId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['assistants', 'list'] }),
        client.invalidateQueries({ queryKey: ['subscriptions', 'usage'] }),
      ]),
  });
}
