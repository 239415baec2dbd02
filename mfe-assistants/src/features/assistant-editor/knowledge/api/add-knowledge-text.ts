import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addKnowledgeText, type KnowledgeTextInput } from '@voice/api-client';
import { knowledgeBaseQueryKey } from './get-knowledge-base';

/** POST /api/assistants/{id}/knowledge/texts: a Q&A entry; the list is loaded again. */
export function useAddKnowledgeText(assistantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: KnowledgeTextInput) =>
      (await addKnowledgeText(assistantId, input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeBaseQueryKey(assistantId) }),
  });
}
