import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAssistants } from '@voice/api-client';
import type { AssistantListQuery } from '@voice/contracts';

/** GET /api/assistants: one page of the list for the query (filters, search, page). */
export function assistantsQueryKey(query: AssistantListQuery) {
  return ['assistants', 'list', query] as const;
}

export function assistantsQueryOptions(query: AssistantListQuery) {
  return queryOptions({
    queryKey: assistantsQueryKey(query),
    queryFn: async () => {
      const reply = await listAssistants(query);
      return { items: reply.data ?? [], pagination: reply.pagination ?? null };
    },
    // The last page stays on screen while the next query is on its way.
    placeholderData: keepPreviousData,
  });
}

export function useAssistantsQuery(query: AssistantListQuery) {
  return useQuery(assistantsQueryOptions(query));
}
