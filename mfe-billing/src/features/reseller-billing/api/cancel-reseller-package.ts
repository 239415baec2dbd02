import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@voice/api-client';
import type { ApiEnvelope, ResellerSubscriptionSummary } from '@voice/contracts';
import { resellerBillingQueryKey } from './get-reseller-billing';

/** The reseller's package as /api/reseller-billing answers it (with its cancellation and grace period). */
export type ResellerSubscriptionView = ResellerSubscriptionSummary;

type LifecycleReply = ApiEnvelope<ResellerSubscriptionView> & { message: string };

/** POST /api/reseller-billing/cancel (at period end) or /resume (undo it). */
async function postLifecycle(action: 'cancel' | 'resume'): Promise<LifecycleReply> {
  return (await http.post<LifecycleReply>(`/api/reseller-billing/${action}`, {})).data;
}

export function useResellerLifecycleMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postLifecycle,
    onSettled: () => client.invalidateQueries({ queryKey: resellerBillingQueryKey }),
  });
}
