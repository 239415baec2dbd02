import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeTestCall } from '@voice/api-client';
import { subscriptionUsageQueryKey } from '@voice/api-client/queries';

/**
 * POST /api/assistants/{id}/test-call. The call's minutes count towards the plan's usage, so the shared usage
 * query loads again; the dashboards' queries live in another remote (no shared key), they refresh on their own.
 */
export function usePlaceTestCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assistantId: number | string) => placeTestCall(assistantId),
    onSuccess: () => client.invalidateQueries({ queryKey: subscriptionUsageQueryKey }),
  });
}
