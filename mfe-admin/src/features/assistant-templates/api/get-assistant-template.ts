import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminAssistantTemplate } from '@voice/api-client';
import type { AdminAssistantTemplate } from '@voice/contracts';

/** GET /api/admin/assistant-templates: the admin's tenant template, or the defaults (is_default). */
export const ADMIN_TEMPLATE_QUERY_KEY = ['admin', 'assistant-templates'] as const;

export function adminTemplateQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_TEMPLATE_QUERY_KEY,
    queryFn: async (): Promise<AdminAssistantTemplate | null> =>
      (await getAdminAssistantTemplate()).data ?? null,
  });
}

export function useAdminTemplateQuery() {
  return useQuery(adminTemplateQueryOptions());
}
