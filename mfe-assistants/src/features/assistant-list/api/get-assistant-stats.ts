import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAssistantStats } from '@voice/api-client';

/** GET /api/assistants/{vapi_assistant_id}: data.vapi_data.stats, null when the assistant has none. */
export function assistantStatsQueryKey(assistantId: string) {
  return ['assistants', 'stats', assistantId] as const;
}

export function assistantStatsQueryOptions(assistantId: string) {
  return queryOptions({
    queryKey: assistantStatsQueryKey(assistantId),
    queryFn: () => getAssistantStats(assistantId),
    // Calls come in all the time: every opening of the modal asks again.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAssistantStatsQuery(assistantId: string, enabled: boolean) {
  return useQuery({ ...assistantStatsQueryOptions(assistantId), enabled });
}
