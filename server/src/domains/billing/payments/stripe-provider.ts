import Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config';
import {
  PaymentDeclinedError,
  REUSE_MARGIN_MS,
  WebhookSignatureError,
  headerValue,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
  type PriceChangeRequest,
  type PriceChangeResult,
} from './provider';

/**
 * Stripe through the official SDK (`stripe` 22.5.0, pinned): Checkout Sessions and signed webhooks.
 *
 * API version caveat: stripe-node 22.5.0 sends `Stripe-Version: 2026-07-29.dahlia`, and webhook
 * payloads follow the API version of the webhook endpoint set in the Stripe dashboard. The OpenAPI
 * subset our offline tests check requests against (server/test/contracts/stripe.subset.json) is Stripe's spec
 * for 2023-08-16. The checkout.session fields used here (id, url, mode, status, payment_status,
 * client_reference_id, metadata, amount_total, currency, subscription, customer_email,
 * customer_details.email) are the same in both versions. Subscription renewals DO differ between versions,
 * and both are read (see invoiceEvent / subscriptionEvent): the invoice's subscription is
 * invoice.subscription (2023-08-16) or invoice.parent.subscription_details.subscription (current); a
 * subscription's period is subscription.current_period_start/end (2023-08-16) or
 * items.data[].current_period_start/end (current).
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

/** A loosely typed JSON object (payload fields of either API version). */
type Loose = Record<string, unknown>;

const asLoose = (value: unknown): Loose =>
  typeof value === 'object' && value !== null ? (value as Loose) : {};

/** Epoch seconds -> ISO, or null. */
function isoOf(seconds: unknown): string | null {
  return typeof seconds === 'number' && Number.isFinite(seconds)
    ? new Date(seconds * 1000).toISOString()
    : null;
}

function looseId(value: unknown): string | null {
  if (typeof value === 'string') return value;
  const id = asLoose(value).id;
  return typeof id === 'string' ? id : null;
}

/** invoice.subscription (2023-08-16) or invoice.parent.subscription_details.subscription (current). */
export function invoiceSubscriptionId(invoice: Loose): string | null {
  return (
    looseId(invoice.subscription) ??
    looseId(asLoose(asLoose(invoice.parent).subscription_details).subscription)
  );
}

/** The period an invoice pays for: its subscription line's period, else the invoice's own. */
function invoicePeriod(invoice: Loose): { start: string | null; end: string | null } {
  const lines = asLoose(invoice.lines).data;
  const line = Array.isArray(lines)
    ? lines.map(asLoose).find((l) => asLoose(l.period).end !== undefined)
    : undefined;
  const period = asLoose(line?.period);
  return {
    start: isoOf(period.start) ?? isoOf(invoice.period_start),
    end: isoOf(period.end) ?? isoOf(invoice.period_end),
  };
}

/** subscription.current_period_* (2023-08-16) or the items' (current: the earliest end). */
export function subscriptionPeriod(subscription: Loose): {
  start: string | null;
  end: string | null;
} {
  if (typeof subscription.current_period_end === 'number') {
    return {
      start: isoOf(subscription.current_period_start),
      end: isoOf(subscription.current_period_end),
    };
  }
  const items = asLoose(subscription.items).data;
  const withPeriod = (Array.isArray(items) ? items.map(asLoose) : [])
    .filter((item) => typeof item.current_period_end === 'number')
    .sort((a, b) => Number(a.current_period_end) - Number(b.current_period_end));
  const first = withPeriod[0];
  return first
    ? { start: isoOf(first.current_period_start), end: isoOf(first.current_period_end) }
    : { start: null, end: null };
}

/** Stripe's subscription status, as ours. */
function statusOf(status: unknown, deleted: boolean, subscription: Loose) {
  if (deleted) {
    const reason = asLoose(subscription.cancellation_details).reason;
    return reason === 'payment_failed' ? 'expired' : 'cancelled';
  }
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
      return 'cancelled';
    // unpaid: Stripe's retries are exhausted (the subscription is kept, unpaid): the plan is over.
    case 'unpaid':
    case 'incomplete_expired':
      return 'expired';
    default:
      return 'other';
  }
}

function invoiceEvent(event: Stripe.Event): PaymentEvent {
  const invoice = asLoose(event.data.object);
  const subscriptionId = invoiceSubscriptionId(invoice);
  const invoiceId = looseId(invoice.id);
  if (!subscriptionId || !invoiceId) {
    return { type: 'ignored', eventId: event.id, providerType: event.type };
  }
  const base = {
    eventId: event.id,
    subscriptionId,
    created: event.created * 1000,
    invoiceId,
    currency: typeof invoice.currency === 'string' ? invoice.currency : '',
  };
  if (event.type === 'invoice.payment_failed') {
    return {
      ...base,
      type: 'invoice.payment_failed',
      amount: Number(invoice.amount_due ?? 0),
      reason: 'The renewal payment failed.',
    };
  }
  const period = invoicePeriod(invoice);
  return {
    ...base,
    type: 'invoice.paid',
    amount: Number(invoice.amount_paid ?? 0),
    periodStart: period.start,
    periodEnd: period.end,
    billingReason: typeof invoice.billing_reason === 'string' ? invoice.billing_reason : null,
  };
}

function subscriptionEvent(event: Stripe.Event): PaymentEvent {
  const subscription = asLoose(event.data.object);
  const id = looseId(subscription.id);
  if (!id) return { type: 'ignored', eventId: event.id, providerType: event.type };
  const deleted = event.type === 'customer.subscription.deleted';
  const period = subscriptionPeriod(subscription);
  return {
    type: deleted ? 'subscription.deleted' : 'subscription.updated',
    eventId: event.id,
    subscriptionId: id,
    created: event.created * 1000,
    status: statusOf(subscription.status, deleted, subscription),
    periodStart: period.start,
    periodEnd: period.end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  };
}

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
        customerId: idOf(session.customer),
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
    // invoice.payment_succeeded duplicates invoice.paid: only invoice.paid is read.
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceEvent(event);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionEvent(event);
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

    async openCheckout(id: string) {
      const session = await stripe.checkout.sessions.retrieve(id);
      const open = session.status === 'open' && session.url;
      if (!open || session.expires_at * 1000 - Date.now() < REUSE_MARGIN_MS) return null;
      return { id: session.id, url: session.url as string };
    },

    async changeSubscriptionPrice(request: PriceChangeRequest): Promise<PriceChangeResult> {
      const subscription = await stripe.subscriptions.retrieve(request.subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${request.subscriptionId} has no item`);
      // A recurring price_data names a product by id: one per plan change, named after the new plan.
      const product = await stripe.products.create(
        { name: request.description },
        { idempotencyKey: `${request.idempotencyKey}-product` },
      );
      const now = request.proration === 'now';
      try {
        const updated = await stripe.subscriptions.update(
          request.subscriptionId,
          {
            items: [
              {
                id: item.id,
                price_data: {
                  currency: request.currency,
                  product: product.id,
                  unit_amount: request.amount,
                  recurring: { interval: request.interval },
                },
              },
            ],
            proration_behavior: now ? 'always_invoice' : 'none',
            ...(now
              ? { proration_date: request.prorationDate, payment_behavior: 'error_if_incomplete' }
              : {}),
            metadata: request.metadata,
            expand: ['latest_invoice'],
          },
          { idempotencyKey: request.idempotencyKey },
        );
        const invoice = now ? asLoose(updated.latest_invoice) : {};
        return {
          invoiceId: looseId(invoice.id),
          amountPaid: Number(invoice.amount_paid ?? 0),
        };
      } catch (error) {
        // error_if_incomplete: the invoice could not be paid (402, a card error); nothing changed.
        if (error instanceof Stripe.errors.StripeCardError) {
          throw new PaymentDeclinedError(error.message || 'Your card was declined.');
        }
        throw error;
      }
    },

    async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
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
