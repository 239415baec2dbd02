import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendHtmlPage } from '../../../../lib/html-page';
import { nowIso } from '../../../../lib/time';
import {
  CARD_DECLINED_MESSAGE,
  CHECKOUT_CSS,
  TEST_CARD_DECLINED,
  TEST_CARD_SUCCESS,
  USE_TEST_CARD_MESSAGE,
  checkoutPage,
  messagePage,
  type CheckoutView,
} from './page';
import { TEST_CARD_RENEWAL_DECLINED, sandboxCustomerId, type SandboxWebhookBody } from './provider';
import {
  claimCheckoutSession,
  findCheckoutSession,
  reopenCheckoutSession,
  type CheckoutSessionRow,
} from './repository';
import { signSandboxPayload } from './signature';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Own CSP for the hosted page: no script at all, the stylesheet from here, and forms may only post
 * here (and follow the redirect to the merchant's success page, which Chrome checks against form-action).
 */
function sendHtml(reply: FastifyReply, status: number, html: string, session?: CheckoutSessionRow) {
  const targets = session
    ? [originOf(session.success_url), originOf(session.cancel_url)].filter(Boolean)
    : [];
  const formAction = ["'self'", ...new Set(targets)].join(' ');
  return sendHtmlPage(
    reply,
    status,
    `default-src 'none'; style-src 'self'; img-src 'self'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    html,
  );
}

/** A checkout past its expiry: 410, with a way back to the merchant. */
function sendExpired(reply: FastifyReply, session: CheckoutSessionRow) {
  return sendHtml(
    reply,
    410,
    messagePage('Checkout expired', 'This checkout session has expired.', {
      label: 'Return',
      url: session.cancel_url,
    }),
    session,
  );
}

function viewOf(session: CheckoutSessionRow): CheckoutView {
  return {
    id: session.id,
    description: session.description,
    amount: session.amount,
    currency: session.currency,
    interval: session.interval,
    customerEmail: session.customer_email,
    cancelUrl: session.cancel_url,
    successUrl: session.success_url,
  };
}

/** The metadata's string values (the column holds any JSON object). */
function metadataOf(session: CheckoutSessionRow): Record<string, string> {
  return Object.fromEntries(
    Object.entries(session.metadata).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/**
 * Delivers a signed webhook to this app's POST /api/webhooks/sandbox, through the whole HTTP pipeline
 * (routing, raw-body parser, signature check), as the provider's servers would. Returns the status.
 */
async function deliverWebhook(
  app: FastifyInstance,
  session: CheckoutSessionRow,
  type: SandboxWebhookBody['type'],
  reason?: string,
  customer?: string,
): Promise<number> {
  const body: SandboxWebhookBody = {
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      session_id: session.id,
      reference: session.reference,
      amount: session.amount,
      currency: session.currency,
      customer_email: session.customer_email,
      metadata: metadataOf(session),
      ...(reason ? { reason } : {}),
      ...(customer ? { customer } : {}),
    },
  };
  const payload = JSON.stringify(body);
  const response = await app.inject({
    method: 'POST',
    url: '/api/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Sandbox-Webhooks/1.0',
      'sandbox-signature': signSandboxPayload(app.config.payments.sandboxWebhookSecret, payload),
    },
    payload,
  });
  if (response.statusCode >= 300) {
    app.log.error(
      { status: response.statusCode, body: response.body, session: session.id },
      'sandbox webhook was not accepted',
    );
  }
  return response.statusCode;
}

const NOT_FOUND_HTML = messagePage(
  'Checkout not found',
  'This checkout link is not valid. Start again from the page that sent you here.',
);

/**
 * The sandbox's hosted checkout, outside the SPA as a real provider's page would be:
 * GET /sandbox/checkout/:id shows the amount and a card number field; POST pays with a test card.
 * 4242 4242 4242 4242 succeeds (webhook checkout.completed, then 303 to the success URL);
 * 4000 0000 0000 0002 is declined (webhook checkout.failed, the page shows the decline).
 */
export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get('/sandbox/checkout.css', { config: { access: 'public' } }, async (_request, reply) => {
    return reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(CHECKOUT_CSS);
  });

  app.get<{ Params: { id: string } }>(
    '/sandbox/checkout/:id',
    { config: { access: 'public' } },
    async (request, reply) => {
      const session = await findCheckoutSession(app.db, request.params.id);
      if (!session) return sendHtml(reply, 404, NOT_FOUND_HTML);
      if (session.status === 'complete') {
        return sendHtml(
          reply,
          200,
          messagePage('Already paid', 'This checkout has been paid.', {
            label: 'Continue',
            url: session.success_url,
          }),
          session,
        );
      }
      if (session.expires_at <= nowIso()) {
        return sendExpired(reply, session);
      }
      return sendHtml(reply, 200, checkoutPage(viewOf(session)), session);
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
    '/sandbox/checkout/:id',
    { config: { access: 'public' } },
    async (request, reply) => {
      const session = await findCheckoutSession(app.db, request.params.id);
      if (!session) return sendHtml(reply, 404, NOT_FOUND_HTML);
      // Paying twice (reload, double click) just goes on to the success page.
      if (session.status === 'complete') return reply.redirect(session.success_url, 303);
      if (session.expires_at <= nowIso()) {
        return sendExpired(reply, session);
      }
      const card = String(request.body?.card_number ?? '').slice(0, 32);
      const digits = card.replace(/[\s-]/g, '');

      // 0341 pays the checkout like 4242, and is saved as a card whose renewals are declined.
      if (digits === TEST_CARD_SUCCESS || digits === TEST_CARD_RENEWAL_DECLINED) {
        if (await claimCheckoutSession(app.db, session.id)) {
          const status = await deliverWebhook(
            app,
            session,
            'checkout.completed',
            undefined,
            sandboxCustomerId(digits),
          );
          if (status >= 300) {
            // The merchant did not take the notification: no payment happened, the page stays open.
            await reopenCheckoutSession(app.db, session.id);
            return sendHtml(
              reply,
              502,
              checkoutPage(viewOf(session), {
                message: `The merchant could not confirm the payment (HTTP ${status}). No money was taken; please try again.`,
                card,
              }),
              session,
            );
          }
        }
        return reply.redirect(session.success_url, 303);
      }

      if (digits === TEST_CARD_DECLINED) {
        await deliverWebhook(app, session, 'checkout.failed', CARD_DECLINED_MESSAGE);
        return sendHtml(
          reply,
          402,
          checkoutPage(viewOf(session), { message: CARD_DECLINED_MESSAGE, card }),
          session,
        );
      }

      return sendHtml(
        reply,
        422,
        checkoutPage(viewOf(session), { message: USE_TEST_CARD_MESSAGE, card }),
        session,
      );
    },
  );
}
