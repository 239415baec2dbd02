import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveStripeConfiguration } from '@voice/api-client';
import type { StripeConfigurationPayload } from '@voice/contracts';
import { STRIPE_CONFIGURATION_QUERY_KEY } from './get-stripe-configuration';

/** PUT /api/admin/stripe-configuration; the saved (masked) configuration replaces the cached one. */
export function useSaveStripeConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: StripeConfigurationPayload) => saveStripeConfiguration(payload),
    onSuccess: (reply) => client.setQueryData(STRIPE_CONFIGURATION_QUERY_KEY, reply.data),
  });
}
