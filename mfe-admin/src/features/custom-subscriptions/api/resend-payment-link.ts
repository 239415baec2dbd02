import { resendPaymentLink } from '@voice/api-client';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { customSubscriptionsQueryKey } from './get-custom-subscriptions';

/** POST /api/admin/subscriptions/custom/resend-payment-link */
export function useResendPaymentLinkMutation() {
  return useRefreshingMutation(customSubscriptionsQueryKey, (id: number) => resendPaymentLink(id));
}
