import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAssistants } from '@voice/api-client';

/** The most assistants one page of GET /api/assistants gives (the server's largest page). */
const MAX_ASSISTANT_OPTIONS = 100;

export interface AssistantOption {
  id: number;
  name: string;
}

/**
 * The assistant filter's choices: GET /api/assistants by name (the server scopes them as it scopes the
 * bookings). A failure leaves the filter with "All assistants" only; the list itself still loads.
 */
export function assistantOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['booking-filter-assistants'] as const,
    queryFn: async (): Promise<AssistantOption[]> => {
      try {
        const reply = await listAssistants({
          sort_by: 'name',
          sort_order: 'asc',
          page: 1,
          per_page: MAX_ASSISTANT_OPTIONS,
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

export function useAssistantOptionsQuery() {
  return useQuery(assistantOptionsQueryOptions());
}
