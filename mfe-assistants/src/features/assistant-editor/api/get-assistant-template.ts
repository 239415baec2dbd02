import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAssistantTemplate } from '@voice/api-client';
import { DEFAULT_TEMPLATE, type AssistantTemplate } from '@voice/contracts';

/** GET /api/assistant-templates: the tenant's template; errors are ignored (the spec's default is used). */
export const assistantTemplateQueryKey = ['assistant-templates', 'current'] as const;

export function assistantTemplateQueryOptions() {
  return queryOptions({
    queryKey: assistantTemplateQueryKey,
    queryFn: async (): Promise<AssistantTemplate> => {
      try {
        const reply = await getAssistantTemplate();
        return reply.success && reply.data ? reply.data : DEFAULT_TEMPLATE;
      } catch {
        return DEFAULT_TEMPLATE;
      }
    },
    staleTime: 5 * 60_000,
  });
}

export function useAssistantTemplateQuery() {
  return useQuery(assistantTemplateQueryOptions());
}
