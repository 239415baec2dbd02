import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshKnowledgeSource } from '@voice/api-client';
import { knowledgeBaseQueryKey } from './get-knowledge-base';

/** POST /api/assistants/{id}/knowledge/{sourceId}/refresh: a web page fetched again; the list is loaded again. */
export function useRefreshKnowledgeSource(assistantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (sourceId: number) =>
      (await refreshKnowledgeSource(assistantId, sourceId)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeBaseQueryKey(assistantId) }),
  });
}
