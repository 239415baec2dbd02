import type { CheckoutCompletedEvent, CheckoutFailedEvent } from '../payments/provider';
import { announcePayment } from '../payments/billing-events';
import type { PaymentHandler } from '../payments/plugin';
import { activateRegistration } from './activate';
import { recordPaymentError } from './repository';

/** Payment events of reseller registrations (registered under RESELLER_REGISTRATION_PURPOSE). */
export const resellerPaymentHandler: PaymentHandler = {
  async completed(deps, event: CheckoutCompletedEvent, provider) {
    const outcome = await activateRegistration(
      deps,
      {
        reference: event.reference,
        provider,
        providerId: event.providerId,
        amountCents: event.amount,
        currency: event.currency,
        subscriptionId: event.subscriptionId,
      },
      deps.log,
    );
    deps.log.info({ reference: event.reference, outcome }, 'reseller registration payment');
    if (outcome === 'activated') await announcePayment(deps, provider, event.providerId);
  },

  async failed(deps, event: CheckoutFailedEvent) {
    await recordPaymentError(deps.db, event.reference, event.reason);
  },
};
