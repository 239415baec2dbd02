import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscribeToPackage } from '@voice/api-client';
import type { BillingInterval } from '@voice/contracts';
import { invalidateBilling } from './invalidate';

/** POST /api/subscriptions/subscribe {package_id, billing_interval}. */
export function useSubscribeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, interval }: { packageId: number; interval: BillingInterval }) =>
      subscribeToPackage(packageId, interval),
    onSuccess: () => invalidateBilling(client),
  });
}
