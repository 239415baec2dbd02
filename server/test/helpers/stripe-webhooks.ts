import { expect } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../src/config';
import { request } from './test-app';

/** Stripe webhooks as the tests deliver them: the adapter's configuration, event envelopes, signatures. */

/** The webhook signing secret of stripePayments(). */
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_local_123';

/**
 * Payments through the Stripe adapter, its API at `apiBase`: a local stand-in, or by default a port where nothing
 * answers (for tests that only deliver webhooks).
 */
export function stripePayments(apiBase = 'http://127.0.0.1:9'): PaymentsConfig {
  return {
    provider: 'stripe',
    currency: 'usd',
    sandboxWebhookSecret: 'unused',
    stripeSecretKey: 'sk_test_local_123',
    stripeWebhookSecret: STRIPE_WEBHOOK_SECRET,
    stripeApiBase: apiBase,
  };
}

/** A Stripe event envelope (the current API version's shape) around `object`. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  envelope: { id?: string; created?: number } = {},
) {
  return {
    id: envelope.id ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: '2026-07-29.dahlia',
    created: envelope.created ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

const signer = new Stripe('sk_test_signing_only');

/** POST /api/webhooks/stripe on the main host with this payload, signed as Stripe signs it with `secret`. */
export function postStripeWebhook(
  app: FastifyInstance,
  payload: string,
  secret = STRIPE_WEBHOOK_SECRET,
) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return request(app, {
    method: 'POST',
    url: '/api/webhooks/stripe',
    host: 'localhost:3000',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/**
 * Sends signed events, each with the next id of `idPrefix` (`evt_<idPrefix>_1`, ...) and its own `created` (the
 * order Stripe says they happened in). `ctx.app` is read at each call (a context filled in a beforeAll).
 */
export function stripeEventSender(ctx: { app: FastifyInstance }, idPrefix: string) {
  let seq = 0;
  return (type: string, object: Record<string, unknown>, created: number) => {
    seq += 1;
    const event = stripeEvent(type, object, { id: `evt_${idPrefix}_${seq}`, created });
    return postStripeWebhook(ctx.app, JSON.stringify(event));
  };
}

/** A paid renewal invoice (2023-08-16 shape: the subscription on the invoice) of the period ending at `periodEnd`. */
export function paidRenewalInvoice(values: {
  id: string;
  subscription: string;
  amountCents: number;
  /** The end of the period paid for (where the next one starts), in Unix seconds. */
  periodEnd: number;
  /** The next period's end, in Unix seconds. */
  nextPeriodEnd: number;
}) {
  return {
    id: values.id,
    object: 'invoice',
    status: 'paid',
    customer: 'cus_test_1',
    subscription: values.subscription,
    amount_paid: values.amountCents,
    amount_due: values.amountCents,
    currency: 'usd',
    billing_reason: 'subscription_cycle',
    period_start: values.periodEnd - 30 * 86400,
    period_end: values.periodEnd,
    lines: {
      object: 'list',
      data: [{ id: 'il_1', period: { start: values.periodEnd, end: values.nextPeriodEnd } }],
    },
  };
}

/**
 * Delivers `send()` twice (as Stripe retries a webhook), each answered 200 `{ received: true }`: the transactions
 * announced as paid meanwhile (receipts hang on them).
 */
export async function deliveredTwice(
  app: FastifyInstance,
  send: () => ReturnType<typeof postStripeWebhook>,
): Promise<number[]> {
  const announced: number[] = [];
  const stop = app.payments.events.on((event) => {
    if (event.type === 'payment.succeeded') announced.push(event.transactionId);
  });
  try {
    for (let i = 0; i < 2; i += 1) {
      const res = await send();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
  } finally {
    stop();
  }
  return announced;
}
