import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeStripeConfiguration } from '@voice/api-client';
import { STRIPE_CONFIGURATION_QUERY_KEY } from './get-stripe-configuration';

/** DELETE /api/admin/stripe-configuration; the emptied configuration replaces the cached one. */
export function useRemoveStripeConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => removeStripeConfiguration(),
    onSuccess: (reply) => client.setQueryData(STRIPE_CONFIGURATION_QUERY_KEY, reply.data),
  });
}
