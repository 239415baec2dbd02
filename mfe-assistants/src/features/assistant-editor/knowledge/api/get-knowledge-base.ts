import { queryOptions, useQuery } from '@tanstack/react-query';
import { getKnowledgeBase } from '@voice/api-client';
import type { KnowledgeBase } from '@voice/contracts';

/** While a source is being processed the list is asked again this often, and no more once none is. */
export const KNOWLEDGE_POLL_MS = 2000;

/** GET /api/assistants/{id}/knowledge: the assistant's sources and the knowledge base's limits. */
export function knowledgeBaseQueryKey(assistantId: string) {
  return ['assistants', 'knowledge', assistantId] as const;
}

export function isProcessing(base: KnowledgeBase | undefined): boolean {
  return base?.sources.some((source) => source.status === 'processing') ?? false;
}

export function knowledgeBaseQueryOptions(assistantId: string) {
  return queryOptions({
    queryKey: knowledgeBaseQueryKey(assistantId),
    queryFn: async () => (await getKnowledgeBase(assistantId)).data,
    refetchInterval: (query) => (isProcessing(query.state.data) ? KNOWLEDGE_POLL_MS : false),
  });
}

export function useKnowledgeBaseQuery(assistantId: string) {
  return useQuery(knowledgeBaseQueryOptions(assistantId));
}
