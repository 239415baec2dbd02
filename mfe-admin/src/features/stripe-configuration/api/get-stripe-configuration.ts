import { getStripeConfiguration } from '@voice/api-client';
import { useReplyDataQuery } from '../../../shared/api/queries';

/** GET /api/admin/stripe-configuration. */
export const STRIPE_CONFIGURATION_QUERY_KEY = ['admin', 'stripe-configuration'] as const;

export function useStripeConfigurationQuery() {
  return useReplyDataQuery(STRIPE_CONFIGURATION_QUERY_KEY, getStripeConfiguration);
}
