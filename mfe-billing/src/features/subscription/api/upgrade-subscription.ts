import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upgradeSubscription } from '@voice/api-client';
import { invalidateBilling } from './invalidate';

/** POST /api/subscriptions/upgrade {package_id, proration_date} (the previewed proration). */
export function useUpgradeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, prorationDate }: { packageId: number; prorationDate?: string }) =>
      upgradeSubscription(packageId, prorationDate),
    onSuccess: () => invalidateBilling(client),
  });
}
