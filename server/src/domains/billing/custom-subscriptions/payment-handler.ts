import { announcePayment } from '../payments/billing-events';
import type { PaymentHandler } from '../payments/plugin';
import { findSubscriptionById } from '../subscriptions/repository';
import { recordFailedPayment } from '../subscriptions/failed-payment';
import { recordPaymentError } from './repository';
import { completeLinkPayment } from './activation';

/** metadata.purpose of the checkouts opened by /pay/{token}. */
export const CUSTOM_SUBSCRIPTION_PURPOSE = 'custom-subscription';

function subscriptionIdOf(metadata: Record<string, string>): number | null {
  const id = Number(metadata.subscription_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Payment events of payment links (registered under CUSTOM_SUBSCRIPTION_PURPOSE). Idempotent. */
export const customSubscriptionPaymentHandler: PaymentHandler = {
  async completed(deps, event, provider) {
    const subscriptionId = subscriptionIdOf(event.metadata);
    if (subscriptionId === null) {
      deps.log.warn({ reference: event.reference }, 'custom subscription payment without an id');
      return;
    }
    const outcome = await completeLinkPayment(
      { db: deps.db },
      {
        subscriptionId,
        provider,
        providerId: event.providerId,
        reference: event.reference,
        amountCents: event.amount,
        currency: event.currency,
        providerSubscriptionId: event.subscriptionId,
        customerId: event.customerId ?? null,
      },
      deps.log,
    );
    deps.log.info({ subscriptionId, outcome }, 'custom subscription payment');
    if (outcome === 'activated') await announcePayment(deps, provider, event.providerId);
  },

  async failed(deps, event, provider) {
    const subscriptionId = subscriptionIdOf(event.metadata);
    if (subscriptionId === null) return;
    await recordPaymentError(deps.db, subscriptionId, event.reason);
    const subscription = await findSubscriptionById(deps.db, subscriptionId);
    if (subscription?.is_custom) {
      await recordFailedPayment(deps.db, subscription, event, provider, 'Custom subscription');
    }
  },
};
