import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addKnowledgeUrl } from '@voice/api-client';
import { knowledgeBaseQueryKey } from './get-knowledge-base';

/** POST /api/assistants/{id}/knowledge/urls; the list is loaded again (the page is fetched after the reply). */
export function useAddKnowledgeUrl(assistantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => (await addKnowledgeUrl(assistantId, url)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeBaseQueryKey(assistantId) }),
  });
}
