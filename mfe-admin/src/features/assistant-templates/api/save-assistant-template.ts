import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAdminAssistantTemplate } from '@voice/api-client';
import type { AssistantTemplate } from '@voice/contracts';
import { ADMIN_TEMPLATE_QUERY_KEY } from './get-assistant-template';

/** PUT /api/admin/assistant-templates; the saved template replaces the cached one. */
export function useSaveAdminTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (template: AssistantTemplate) => saveAdminAssistantTemplate(template),
    onSuccess: (reply) => {
      if (reply.data) client.setQueryData(ADMIN_TEMPLATE_QUERY_KEY, reply.data);
    },
  });
}
