import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startResellerBillingCheckout } from '@voice/api-client';
import type { ResellerBillingCheckoutPayload } from '@voice/contracts';
import { resellerBillingQueryKey } from './get-reseller-billing';

/** POST /api/reseller-billing/checkout: pay, renew or upgrade; answers the platform checkout URL. */
export function useStartResellerCheckoutMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ResellerBillingCheckoutPayload) => startResellerBillingCheckout(payload),
    onSettled: () => client.invalidateQueries({ queryKey: resellerBillingQueryKey }),
  });
}
