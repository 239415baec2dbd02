import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAssistant } from '@voice/api-client';
import type { Assistant, AssistantFormPayload } from '@voice/contracts';

export interface SaveAssistantInput {
  payload: AssistantFormPayload;
  /** null creates. */
  id: string | null;
  superAdmin: boolean;
}

/** POST /api/assistants or PUT /api/assistants/{id} (the /api/super-admin/assistants ones for super admins). */
export function useSaveAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, id, superAdmin }: SaveAssistantInput): Promise<Assistant> =>
      (await saveAssistant(payload, { id, superAdmin })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['assistants', 'list'] }),
  });
}
