import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelSubscription } from '@voice/api-client';
import { invalidateBilling } from './invalidate';

/** POST /api/subscriptions/cancel (no body). */
export function useCancelMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelSubscription(),
    onSuccess: () => invalidateBilling(client),
  });
}
