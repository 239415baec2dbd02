import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startSubscriptionCheckout } from '@voice/api-client';
import type { BillingInterval } from '@voice/contracts';
import { invalidateBilling } from '../../subscription/api/invalidate';

/** POST /api/subscriptions/checkout {package_id, billing_interval}: a fresh checkout URL for the plan. */
export function useStartCheckoutMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, interval }: { packageId: number; interval: BillingInterval }) =>
      startSubscriptionCheckout(packageId, interval),
    onSettled: () => invalidateBilling(client),
  });
}
