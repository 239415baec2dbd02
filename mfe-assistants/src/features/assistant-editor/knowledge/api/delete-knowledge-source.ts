import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteKnowledgeSource } from '@voice/api-client';
import { knowledgeBaseQueryKey } from './get-knowledge-base';

/** DELETE /api/assistants/{id}/knowledge/{sourceId}; the list and the usage are loaded again. */
export function useDeleteKnowledgeSource(assistantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: number) => deleteKnowledgeSource(assistantId, sourceId),
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeBaseQueryKey(assistantId) }),
  });
}
