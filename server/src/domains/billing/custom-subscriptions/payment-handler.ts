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
  async completed(app, event, provider) {
    const subscriptionId = subscriptionIdOf(event.metadata);
    if (subscriptionId === null) {
      app.log.warn({ reference: event.reference }, 'custom subscription payment without an id');
      return;
    }
    const outcome = await completeLinkPayment(
      { db: app.db },
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
      app.log,
    );
    app.log.info({ subscriptionId, outcome }, 'custom subscription payment');
    if (outcome === 'activated') await announcePayment(app, provider, event.providerId);
  },

  async failed(app, event, provider) {
    const subscriptionId = subscriptionIdOf(event.metadata);
    if (subscriptionId === null) return;
    await recordPaymentError(app.db, subscriptionId, event.reason);
    const subscription = await findSubscriptionById(app.db, subscriptionId);
    if (subscription?.is_custom) {
      await recordFailedPayment(app.db, subscription, event, provider, 'Custom subscription');
    }
  },
};
