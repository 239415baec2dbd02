import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduleDowngrade } from '@voice/api-client';
import { invalidateBilling } from './invalidate';

/** POST /api/subscriptions/downgrade {package_id}: a cheaper plan from the next renewal. */
export function useScheduleDowngradeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (packageId: number) => scheduleDowngrade(packageId),
    onSuccess: () => invalidateBilling(client),
  });
}
