import type { CheckoutCompletedEvent, CheckoutFailedEvent } from '../payments/provider';
import { announcePayment } from '../payments/billing-events';
import type { PaymentHandler } from '../payments/plugin';
import { activateRegistration } from './activate';
import { registrationDeps } from './deps';
import { recordPaymentError } from './repository';

/** Payment events of reseller registrations (registered under RESELLER_REGISTRATION_PURPOSE). */
export const resellerPaymentHandler: PaymentHandler = {
  async completed(app, event: CheckoutCompletedEvent, provider) {
    const outcome = await activateRegistration(
      registrationDeps(app),
      {
        reference: event.reference,
        provider,
        providerId: event.providerId,
        amountCents: event.amount,
        currency: event.currency,
        subscriptionId: event.subscriptionId,
      },
      app.log,
    );
    app.log.info({ reference: event.reference, outcome }, 'reseller registration payment');
    if (outcome === 'activated') await announcePayment(app, provider, event.providerId);
  },

  async failed(app, event: CheckoutFailedEvent) {
    await recordPaymentError(app.db, event.reference, event.reason);
  },
};
