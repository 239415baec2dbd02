import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import {
  WebhookSignatureError,
  headerValue,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
} from './provider';

/**
 * Stripe through the official SDK (`stripe` 22.5.0, pinned): Checkout Sessions and signed webhooks.
 *
 * API version caveat: stripe-node 22.5.0 sends `Stripe-Version: 2026-07-29.dahlia`, and webhook
 * payloads follow the API version of the webhook endpoint set in the Stripe dashboard. The OpenAPI
 * subset our offline tests check requests against (shared/specs/stripe.subset.json) is Stripe's spec
 * for 2023-08-16. The checkout.session fields used here (id, url, mode, status, payment_status,
 * client_reference_id, metadata, amount_total, currency, subscription, customer_email,
 * customer_details.email) are the same in both versions. Subscription renewals (invoice.paid) are not
 * handled yet; they DO differ between versions (invoice.subscription vs
 * invoice.parent.subscription_details.subscription): read both when adding them.
 */

/** STRIPE_API_BASE (e.g. http://127.0.0.1:12111) -> the SDK's host/port/protocol options. */
export function stripeConnectionOptions(apiBase: string | null): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

type Session = Stripe.Checkout.Session;

function sessionBase(eventId: string, session: Session) {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(session.metadata ?? {})) {
    if (typeof value === 'string') metadata[key] = value;
  }
  return {
    eventId,
    reference: session.client_reference_id ?? metadata.reference ?? '',
    amount: session.amount_total ?? 0,
    currency: session.currency ?? '',
    providerId: session.id,
    metadata,
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Maps a verified Stripe event to our PaymentEvent. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = { type: 'ignored', eventId: event.id, providerType: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object as Session;
      // A delayed payment method (bank debit) completes the session unpaid: wait for async_payment_succeeded.
      if (session.payment_status === 'unpaid') return ignored;
      return {
        ...sessionBase(event.id, session),
        type: 'checkout.completed',
        subscriptionId: idOf(session.subscription),
        customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
      };
    }
    case 'checkout.session.async_payment_failed':
      return {
        ...sessionBase(event.id, event.data.object as Session),
        type: 'checkout.failed',
        reason: 'The payment failed.',
      };
    case 'checkout.session.expired':
      return {
        ...sessionBase(event.id, event.data.object as Session),
        type: 'checkout.failed',
        reason: 'The checkout session expired.',
      };
    default:
      return ignored;
  }
}

export function stripeProvider(config: PaymentsConfig): PaymentProvider {
  const secretKey = config.stripeSecretKey;
  const webhookSecret = config.stripeWebhookSecret;
  if (!secretKey || !webhookSecret) {
    throw new Error('The Stripe provider needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  const stripe = new Stripe(secretKey, {
    ...stripeConnectionOptions(config.stripeApiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'AI Phone System' },
  });

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest) {
      const recurring = request.interval !== undefined;
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: recurring ? 'subscription' : 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amount,
              product_data: { name: request.description },
              ...(request.interval ? { recurring: { interval: request.interval } } : {}),
            },
          },
        ],
        customer_email: request.customerEmail,
        client_reference_id: request.reference,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: { ...request.metadata, reference: request.reference },
        // The metadata is also copied to what the checkout creates, for later events (renewals, refunds).
        ...(recurring
          ? {
              subscription_data: {
                metadata: { ...request.metadata, reference: request.reference },
              },
            }
          : {
              payment_intent_data: {
                metadata: { ...request.metadata, reference: request.reference },
              },
            }),
      };
      const session = await stripe.checkout.sessions.create(params, {
        // Retrying the same checkout never creates a second session.
        idempotencyKey: `checkout-${request.reference}`,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },

    parseWebhook(rawBody, headers): PaymentEvent {
      const signature = headerValue(headers, 'stripe-signature');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        // Default tolerance: 300 s. rawBody must be the exact string Stripe sent.
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : 'Invalid signature',
        );
      }
      return toPaymentEvent(event);
    },
  };
}
