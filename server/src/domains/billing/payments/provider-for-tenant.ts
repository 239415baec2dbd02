import { resellerStripeProvider, type StripeDeps } from '../payment-settings/service';
import type { PaymentProvider } from './provider';

/**
 * The payment provider that collects a payment for a tenant: a reseller's customers pay into the reseller's own
 * Stripe account when it has saved its keys (/admin/stripe-configuration; its webhooks arrive at
 * /api/webhooks/stripe/reseller/:resellerId); the platform's plans, reseller packages and resellers without their
 * own keys use the platform's provider (`deps.payments.provider`). With PAYMENT_PROVIDER=none nothing is charged
 * (null), whatever a reseller saved.
 *
 * Every checkout of a user plan, upgrade or payment link is created through this function.
 */
export async function paymentProviderFor(
  deps: StripeDeps,
  resellerId: number | null,
): Promise<PaymentProvider | null> {
  const platform = deps.payments.provider;
  if (!platform || resellerId === null) return platform;
  return (await resellerStripeProvider(deps, resellerId)) ?? platform;
}
