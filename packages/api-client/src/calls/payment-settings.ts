import type {
  ApiEnvelope,
  ResellerStripeConfiguration,
  StripeConfiguration,
  StripeConfigurationPayload,
} from '@voice/contracts';
import { http } from '../http';

/** GET /api/admin/stripe-configuration: a reseller admin's own keys (secrets masked), or the platform's provider. */
export async function getStripeConfiguration(): Promise<ApiEnvelope<StripeConfiguration>> {
  return (await http.get<ApiEnvelope<StripeConfiguration>>('/api/admin/stripe-configuration')).data;
}

/** PUT /api/admin/stripe-configuration: blank secrets keep the saved ones. */
export async function saveStripeConfiguration(
  payload: StripeConfigurationPayload,
): Promise<ApiEnvelope<ResellerStripeConfiguration> & { message: string }> {
  return (await http.put('/api/admin/stripe-configuration', payload)).data;
}

/** DELETE /api/admin/stripe-configuration: a reseller admin removes its own keys (payments go through the platform). */
export async function removeStripeConfiguration(): Promise<
  ApiEnvelope<ResellerStripeConfiguration> & { message: string }
> {
  return (await http.delete('/api/admin/stripe-configuration')).data;
}
