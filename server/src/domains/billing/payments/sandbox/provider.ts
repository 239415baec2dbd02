import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema';
import { addHours, nowIso } from '../../../../lib/time';
import {
  REUSE_MARGIN_MS,
  WebhookSignatureError,
  headerValue,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
} from '../provider';
import { findCheckoutSession, insertCheckoutSession } from './repository';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './signature';

/** A sandbox checkout page stays payable for a day, like a provider's checkout session. */
export const SANDBOX_SESSION_TTL_HOURS = 24;

/**
 * A third test card, as Stripe's 4000 0000 0000 0341: the checkout is paid, but the card is declined when it
 * is charged again (renewals), to try failed renewals.
 */
export const TEST_CARD_RENEWAL_DECLINED = '4000000000000341';

/** The message of a declined renewal charge. */
export const RENEWAL_DECLINED_MESSAGE = 'Your card was declined.';

/**
 * The sandbox's "customer" saved by a paid checkout: the card it was paid with (its last four digits), which
 * renewals charge again (subscriptions.provider_customer_id).
 */
export function sandboxCustomerId(cardDigits: string): string {
  return `cus_sandbox_${cardDigits.slice(-4)}`;
}

export type SandboxCharge = { ok: true; chargeId: string } | { ok: false; reason: string };

/**
 * Charges a saved sandbox card off-session (a renewal). `key` makes the charge id deterministic (the
 * same renewal charged twice has one id, so it is recorded once). No saved card, or the 0341 card: declined.
 */
export function chargeSandboxCustomer(customerId: string | null, key: string): SandboxCharge {
  if (!customerId || !customerId.startsWith('cus_sandbox_')) {
    return { ok: false, reason: 'No saved payment method.' };
  }
  if (customerId === sandboxCustomerId(TEST_CARD_RENEWAL_DECLINED)) {
    return { ok: false, reason: RENEWAL_DECLINED_MESSAGE };
  }
  return { ok: true, chargeId: `ch_sandbox_${key}` };
}

/** What the sandbox posts to POST /api/webhooks/sandbox (signed, see signature.ts). */
export interface SandboxWebhookBody {
  id: string;
  type: 'checkout.completed' | 'checkout.failed';
  created: number;
  data: {
    session_id: string;
    reference: string;
    amount: number;
    currency: string;
    customer_email: string;
    metadata: Record<string, string>;
    reason?: string;
    /** A paid checkout's saved card (sandboxCustomerId). */
    customer?: string;
  };
}

export function sandboxCheckoutPath(id: string): string {
  return `/sandbox/checkout/${id}`;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Parses a verified sandbox webhook body; throws WebhookSignatureError for a malformed one. */
export function parseSandboxBody(rawBody: string): SandboxWebhookBody {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookSignatureError('Webhook payload is not JSON');
  }
  const b = body as Partial<SandboxWebhookBody> | null;
  const d = b?.data;
  if (
    !b ||
    typeof b.id !== 'string' ||
    (b.type !== 'checkout.completed' && b.type !== 'checkout.failed') ||
    !d ||
    typeof d.session_id !== 'string' ||
    typeof d.reference !== 'string' ||
    typeof d.amount !== 'number' ||
    typeof d.currency !== 'string' ||
    !isStringRecord(d.metadata)
  ) {
    throw new WebhookSignatureError('Unexpected webhook payload');
  }
  return b as SandboxWebhookBody;
}

/**
 * The built-in payment sandbox: checkouts are rows of sandbox_checkout_sessions, paid on the hosted page
 * GET /sandbox/checkout/:id (sandbox/routes.ts) with test cards, which then posts a signed webhook.
 */
export function sandboxProvider(options: {
  db: Kysely<DB>;
  /** Origin of the hosted checkout pages (this server's main host, APP_URL). */
  publicUrl: string;
  webhookSecret: string;
}): PaymentProvider {
  return {
    name: 'sandbox',

    async createCheckout(request: CheckoutRequest) {
      if (!Number.isInteger(request.amount) || request.amount <= 0) {
        throw new Error('createCheckout: amount must be a positive number of cents');
      }
      const id = `cs_sandbox_${randomBytes(24).toString('base64url')}`;
      const now = new Date();
      await insertCheckoutSession(options.db, {
        id,
        reference: request.reference,
        description: request.description.slice(0, 500),
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        interval: request.interval ?? null,
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: JSON.stringify(request.metadata),
        status: 'open',
        created_at: nowIso(now),
        expires_at: addHours(now, SANDBOX_SESSION_TTL_HOURS).toISOString(),
        completed_at: null,
      });
      return { id, url: `${options.publicUrl.replace(/\/+$/, '')}${sandboxCheckoutPath(id)}` };
    },

    async openCheckout(id: string) {
      const row = await findCheckoutSession(options.db, id);
      if (!row || row.status !== 'open') return null;
      if (Date.parse(row.expires_at) - Date.now() < REUSE_MARGIN_MS) return null;
      return { id, url: `${options.publicUrl.replace(/\/+$/, '')}${sandboxCheckoutPath(id)}` };
    },

    parseWebhook(rawBody, headers): PaymentEvent {
      verifySandboxSignature(
        options.webhookSecret,
        rawBody,
        headerValue(headers, SANDBOX_SIGNATURE_HEADER),
      );
      const body = parseSandboxBody(rawBody);
      const base = {
        eventId: body.id,
        reference: body.data.reference,
        amount: body.data.amount,
        currency: body.data.currency,
        providerId: body.data.session_id,
        metadata: body.data.metadata,
      };
      if (body.type === 'checkout.completed') {
        return {
          ...base,
          type: 'checkout.completed',
          subscriptionId: null,
          customerId: typeof body.data.customer === 'string' ? body.data.customer : null,
          customerEmail: body.data.customer_email,
        };
      }
      return { ...base, type: 'checkout.failed', reason: body.data.reason ?? 'declined' };
    },
  };
}
