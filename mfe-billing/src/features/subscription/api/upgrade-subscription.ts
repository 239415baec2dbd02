import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upgradeSubscription } from '@voice/api-client';
import { invalidateBilling } from './invalidate';

/** POST /api/subscriptions/upgrade {package_id}. */
export function useUpgradeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (packageId: number) => upgradeSubscription(packageId),
    onSuccess: () => invalidateBilling(client),
  });
}
