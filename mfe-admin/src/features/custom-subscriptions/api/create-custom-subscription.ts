import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCustomSubscription } from '@voice/api-client';
import type { CreateCustomSubscriptionPayload } from '@voice/contracts';
import { customSubscriptionsQueryKey } from './get-custom-subscriptions';

/** POST /api/admin/subscriptions/custom/create */
export function useCreateCustomSubscriptionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateCustomSubscriptionPayload) => createCustomSubscription(payload),
    onSuccess: () => client.invalidateQueries({ queryKey: customSubscriptionsQueryKey }),
  });
}
