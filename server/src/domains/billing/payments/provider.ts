import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProviderName } from '../../../config';

/**
 * One interface for every payment provider (the built-in sandbox, Stripe). It is shaped for what comes
 * next, too: recurring plans (`interval`), payment links (a checkout whose URL is sent by email) and
 * provider-side subscriptions (`subscriptionId` on completion).
 *
 * Money is in the currency's minor unit (cents), as every provider counts it.
 */
export interface CheckoutRequest {
  /** Our reference for what is being paid (unique); it comes back on every event of this checkout. */
  reference: string;
  /** What the customer sees on the checkout page. */
  description: string;
  /** Amount in cents (> 0). */
  amount: number;
  /** ISO 4217, lower-case ('usd'). */
  currency: string;
  /** Recurring price: a subscription billed every month or year; absent for a one-off payment. */
  interval?: 'month' | 'year';
  customerEmail: string;
  /** Where the customer's browser goes after paying. */
  successUrl: string;
  /** Where the customer's browser goes when they give up. */
  cancelUrl: string;
  /** Strings only; `purpose` selects the handler of the completion (see webhooks.ts). */
  metadata: Record<string, string>;
}

export interface CheckoutSession {
  /** The provider's id of the checkout (cs_...). */
  id: string;
  /** The hosted checkout page to send the customer to. */
  url: string;
}

interface EventBase {
  /** The provider's event id (for logs and de-duplication). */
  eventId: string;
  /** Our reference (CheckoutRequest.reference). */
  reference: string;
  /** Amount in cents. */
  amount: number;
  currency: string;
  /** The provider's id of the checkout (CheckoutSession.id). */
  providerId: string;
  metadata: Record<string, string>;
}

export interface CheckoutCompletedEvent extends EventBase {
  type: 'checkout.completed';
  /** The provider's subscription, for a recurring checkout (Stripe sub_...). */
  subscriptionId: string | null;
  customerEmail: string | null;
  /**
   * The provider's customer holding the payment method used (Stripe cus_...; the sandbox's saved test card,
   * sandboxCustomerId), kept on the subscription for renewals. Absent when the provider gives none.
   */
  customerId?: string | null;
}

export interface CheckoutFailedEvent extends EventBase {
  type: 'checkout.failed';
  /** Why, in words the customer could read ('Your card was declined.', 'expired', ...). */
  reason: string;
}

/** A signed, genuine event that needs no action (another event type, or a payment still on its way). */
export interface IgnoredEvent {
  type: 'ignored';
  eventId: string;
  providerType: string;
}

/**
 * Events of a provider-side subscription (Stripe renews it itself), matched by its id (`subscriptionId`,
 * our subscriptions.provider_subscription_id). `created` (the provider's event time, in ms) orders them: an
 * older event never overwrites the state a newer one set.
 */
interface SubscriptionEventBase {
  eventId: string;
  /** The provider's subscription (sub_...). */
  subscriptionId: string;
  /** When the provider created the event (epoch ms). */
  created: number;
}

/** A renewal invoice was paid (invoice.paid): record it, move the period to the invoice's. */
export interface InvoicePaidEvent extends SubscriptionEventBase {
  type: 'invoice.paid';
  /** The provider's invoice id (in_...): the transaction's provider_ref. */
  invoiceId: string;
  /** Amount paid, in cents. */
  amount: number;
  currency: string;
  /** The paid period (ISO), or null when the invoice carries none. */
  periodStart: string | null;
  periodEnd: string | null;
  /** subscription_create (the first invoice, paid through the checkout), subscription_cycle (a renewal), ... */
  billingReason: string | null;
}

/** A renewal invoice could not be charged (invoice.payment_failed): the subscription is past due. */
export interface InvoiceFailedEvent extends SubscriptionEventBase {
  type: 'invoice.payment_failed';
  invoiceId: string;
  amount: number;
  currency: string;
  reason: string;
}

/** Our reading of a provider subscription's status. */
export type ProviderSubscriptionStatus = 'active' | 'past_due' | 'cancelled' | 'expired' | 'other';

/** customer.subscription.updated / .deleted: the provider's state of the subscription. */
export interface SubscriptionChangedEvent extends SubscriptionEventBase {
  type: 'subscription.updated' | 'subscription.deleted';
  status: ProviderSubscriptionStatus;
  periodStart: string | null;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export type ProviderSubscriptionEvent =
  InvoicePaidEvent | InvoiceFailedEvent | SubscriptionChangedEvent;

export type PaymentEvent =
  CheckoutCompletedEvent | CheckoutFailedEvent | ProviderSubscriptionEvent | IgnoredEvent;

/** Is an event about a provider-side subscription (rather than a checkout)? */
export function isProviderSubscriptionEvent(
  event: PaymentEvent,
): event is ProviderSubscriptionEvent {
  return (
    event.type === 'invoice.paid' ||
    event.type === 'invoice.payment_failed' ||
    event.type === 'subscription.updated' ||
    event.type === 'subscription.deleted'
  );
}

/**
 * A change of the recurring price of a subscription the provider keeps (Stripe: POST /v1/subscriptions/{id}, its
 * one item's price replaced), with Stripe Billing's semantics: `now` invoices the proration at once and charges the
 * saved payment method (proration_behavior=always_invoice at `prorationDate`, refused when the payment fails);
 * `next-period` changes the price without proration (the next renewal bills it).
 */
export interface PriceChangeRequest {
  /** The provider's subscription (sub_...). */
  subscriptionId: string;
  /** The new recurring price, in cents. */
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  /** The plan's name as the provider shows it. */
  description: string;
  proration: 'now' | 'next-period';
  /** The proration time (Unix seconds), as previewed. */
  prorationDate: number;
  /** The same change retried is made once. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface PriceChangeResult {
  /** The invoice of the proration (in_...), null when nothing was invoiced. */
  invoiceId: string | null;
  /** What that invoice charged, in cents. */
  amountPaid: number;
}

/** A provider's refusal to charge the saved payment method (a declined card): answered 402 with its words. */
export class PaymentDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

export interface PaymentProvider {
  readonly name: Exclude<PaymentProviderName, 'none'>;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * A checkout made earlier, if it can still be paid for a while (open, not expiring within REUSE_MARGIN_MS):
   * visiting a payment link again sends the customer back to it instead of opening another one. null otherwise.
   */
  openCheckout?(id: string): Promise<CheckoutSession | null>;
  /**
   * Providers that keep the subscription themselves (Stripe): change its price (PriceChangeRequest), and set or
   * clear its cancellation at the period end. Absent for the sandbox, whose renewals are ours (renewal.ts).
   */
  changeSubscriptionPrice?(request: PriceChangeRequest): Promise<PriceChangeResult>;
  setCancelAtPeriodEnd?(subscriptionId: string, cancel: boolean): Promise<void>;
  /**
   * Verifies a webhook's signature over the raw body (exactly the bytes received) and maps the
   * provider's event to a PaymentEvent. Throws WebhookSignatureError when it is not genuine.
   */
  parseWebhook(rawBody: string, headers: IncomingHttpHeaders): PaymentEvent;
}

/** A checkout expiring sooner than this is not reused (the customer needs time to pay). */
export const REUSE_MARGIN_MS = 10 * 60_000;

/** A webhook that is not signed by the provider (or too old, or malformed): answered 400. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The first value of a header. */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Currency units (as stored in our tables) -> cents. */
export function toCents(amount: number): number {
  return Math.round(Number(amount) * 100);
}

/** Cents -> currency units. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}
