import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAssistant } from '@voice/api-client';

/** GET /api/assistants/{id}: the assistant the editor opens. */
export function assistantQueryKey(id: string) {
  return ['assistants', 'detail', id] as const;
}

export function assistantQueryOptions(id: string) {
  return queryOptions({
    queryKey: assistantQueryKey(id),
    queryFn: async () => (await getAssistant(id)).data,
    // The form edits its own copy: no refetch may overwrite what the user typed.
    staleTime: Infinity,
  });
}

export function useAssistantQuery(id: string, enabled: boolean) {
  return useQuery({ ...assistantQueryOptions(id), enabled });
}
