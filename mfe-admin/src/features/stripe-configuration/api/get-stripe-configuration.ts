import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStripeConfiguration } from '@voice/api-client';

/** GET /api/admin/stripe-configuration. */
export const STRIPE_CONFIGURATION_QUERY_KEY = ['admin', 'stripe-configuration'] as const;

export function stripeConfigurationQueryOptions() {
  return queryOptions({
    queryKey: STRIPE_CONFIGURATION_QUERY_KEY,
    queryFn: async () => (await getStripeConfiguration()).data,
  });
}

export function useStripeConfigurationQuery() {
  return useQuery(stripeConfigurationQueryOptions());
}
