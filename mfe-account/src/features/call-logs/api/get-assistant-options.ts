import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAssistants } from '@voice/api-client';

/** The most assistants one page of GET /api/assistants gives (the server's largest page). */
const MAX_ASSISTANT_OPTIONS = 100;

export interface AssistantOption {
  id: number;
  name: string;
}

/**
 * The assistant filter's choices: GET /api/assistants by name (the server scopes them: a user's own, an
 * admin's tenant's, a platform admin's all or one reseller's). A failure leaves the filter with "All
 * assistants" only; the list itself still loads.
 */
export function assistantOptionsQueryOptions(resellerId: number | null) {
  return queryOptions({
    queryKey: ['call-logs', 'assistant-options', { resellerId }] as const,
    queryFn: async (): Promise<AssistantOption[]> => {
      try {
        const reply = await listAssistants({
          sort_by: 'name',
          sort_order: 'asc',
          page: 1,
          per_page: MAX_ASSISTANT_OPTIONS,
          ...(resellerId !== null ? { reseller_id: resellerId } : {}),
        });
        return Array.isArray(reply.data) ? reply.data.map(({ id, name }) => ({ id, name })) : [];
      } catch (error) {
        console.error('Failed to load assistants', error);
        return [];
      }
    },
    staleTime: 60_000,
  });
}

export function useAssistantOptionsQuery(resellerId: number | null) {
  return useQuery(assistantOptionsQueryOptions(resellerId));
}
