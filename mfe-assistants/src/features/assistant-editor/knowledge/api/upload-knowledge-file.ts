import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadKnowledgeFile } from '@voice/api-client';
import { knowledgeBaseQueryKey } from './get-knowledge-base';

/** POST /api/assistants/{id}/knowledge/files; the list is loaded again (the new source starts 'processing'). */
export function useUploadKnowledgeFile(assistantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => (await uploadKnowledgeFile(assistantId, file)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeBaseQueryKey(assistantId) }),
  });
}
