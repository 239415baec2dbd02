import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activateCustomSubscription } from '@voice/api-client';
import { customSubscriptionsQueryKey } from './get-custom-subscriptions';

/** POST /api/admin/subscriptions/custom/activate */
export function useActivateCustomSubscriptionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => activateCustomSubscription(id),
    onSuccess: () => client.invalidateQueries({ queryKey: customSubscriptionsQueryKey }),
  });
}
