import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelScheduledDowngrade } from '@voice/api-client';
import { invalidateBilling } from './invalidate';

/** POST /api/subscriptions/downgrade/cancel: keep the current plan. */
export function useCancelDowngradeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelScheduledDowngrade(),
    onSuccess: () => invalidateBilling(client),
  });
}
