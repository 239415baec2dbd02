import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './provider';

/**
 * The payment provider that collects a payment for a tenant: a reseller's customers pay into the reseller's own
 * account when it has configured one (issue 7: /admin/stripe-configuration); the platform's plans, reseller
 * packages and resellers without their own keys use the platform's provider (`app.payments.provider`).
 *
 * Every checkout of a user plan, upgrade or payment link is created through this function.
 */
export async function paymentProviderFor(
  app: FastifyInstance,
  resellerId: number | null,
): Promise<PaymentProvider | null> {
  void resellerId; // per-reseller accounts: filled in by the reseller payment settings (issue 7)
  return app.payments.provider;
}
