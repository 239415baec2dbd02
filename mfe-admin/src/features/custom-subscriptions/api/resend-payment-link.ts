import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendPaymentLink } from '@voice/api-client';
import { customSubscriptionsQueryKey } from './get-custom-subscriptions';

/** POST /api/admin/subscriptions/custom/resend-payment-link */
export function useResendPaymentLinkMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resendPaymentLink(id),
    onSuccess: () => client.invalidateQueries({ queryKey: customSubscriptionsQueryKey }),
  });
}
