import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeOutboundCall, type OutboundCallInput } from '@voice/api-client';
import { subscriptionUsageQueryKey } from '@voice/api-client/queries';

/** POST /api/assistants/{id}/calls. Its minutes count towards the plan, so the shared usage query loads again. */
export function usePlaceOutboundCall(assistantId: number | string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OutboundCallInput) => placeOutboundCall(assistantId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: subscriptionUsageQueryKey }),
  });
}
