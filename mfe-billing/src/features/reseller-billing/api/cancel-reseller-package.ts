import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@voice/api-client';
import type { ApiEnvelope, ResellerSubscriptionSummary } from '@voice/contracts';
import { resellerBillingQueryKey } from './get-reseller-billing';

/**
 * What /api/reseller-billing answers beyond the shared summary (server reseller-billing/repository.ts): a
 * cancellation at period end, and the grace period of a failed renewal.
 */
export interface ResellerRenewalState {
  cancel_at_period_end?: boolean;
  grace_until?: string | null;
}

export type ResellerSubscriptionView = ResellerSubscriptionSummary & ResellerRenewalState;

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
