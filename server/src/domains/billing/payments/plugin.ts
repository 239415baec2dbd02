import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Deps } from '../../platform';
import { BillingEvents } from './billing-events';
import type {
  CheckoutCompletedEvent,
  CheckoutFailedEvent,
  PaymentProvider,
  ProviderSubscriptionEvent,
} from './provider';
import { sandboxProvider } from './sandbox/provider';
import { stripeProvider } from './stripe-provider';

/**
 * What a paid (or failed) checkout means is decided by its `metadata.purpose`: each feature that sells
 * something registers a handler for its purpose (reseller registration now; plans and payment links
 * later). Handlers must be idempotent: providers deliver a webhook at least once.
 */
export interface PaymentHandler {
  completed(deps: PaymentEventDeps, event: CheckoutCompletedEvent, provider: string): Promise<void>;
  failed?(deps: PaymentEventDeps, event: CheckoutFailedEvent, provider: string): Promise<void>;
}

/**
 * What a payment event's handling is given (payments/deps.ts builds it from the app): the services' dependencies,
 * the log and the payments (provider, handlers, billing events).
 */
export type PaymentEventDeps = Deps & { log: FastifyBaseLogger; payments: Payments };

export interface Payments {
  /** The configured provider; null with PAYMENT_PROVIDER=none (everything is free). */
  provider: PaymentProvider | null;
  handlers: Map<string, PaymentHandler>;
  /** Payments made and plans changed (billing-events.ts): where receipts and plan-change emails hook in. */
  events: BillingEvents;
  /**
   * Events of provider-side subscriptions (renewal invoices, subscription updates), matched by the provider's
   * subscription id rather than a purpose; set by the subscriptions module. Must be idempotent.
   */
  subscriptionEvents?: (
    deps: PaymentEventDeps,
    event: ProviderSubscriptionEvent,
    provider: string,
  ) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export function createPaymentProvider(app: FastifyInstance): PaymentProvider | null {
  const config = app.config.payments;
  if (config.provider === 'stripe') return stripeProvider(config);
  if (config.provider === 'sandbox') {
    return sandboxProvider({
      db: app.db,
      publicUrl: app.config.appUrl,
      webhookSecret: config.sandboxWebhookSecret,
    });
  }
  return null;
}

/** Decorates the root instance with `app.payments` (call before registering the modules). */
export function paymentsPlugin(app: FastifyInstance): void {
  app.decorate('payments', {
    provider: createPaymentProvider(app),
    handlers: new Map(),
    events: new BillingEvents(),
  });
}
