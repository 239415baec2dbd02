import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../../lib/http-error';
import { paymentSchemas } from './schemas';
import { WebhookSignatureError, isProviderSubscriptionEvent, type PaymentEvent } from './provider';

export const INVALID_SIGNATURE_MESSAGE = 'Invalid webhook signature';

/** Runs the handler of an event's purpose. Unknown purposes and ignored events are only logged. */
export async function processPaymentEvent(
  app: FastifyInstance,
  event: PaymentEvent,
  provider: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (event.type === 'ignored') {
    log.info({ provider, event: event.providerType, id: event.eventId }, 'payment event ignored');
    return;
  }
  if (isProviderSubscriptionEvent(event)) {
    log.info(
      { provider, event: event.type, id: event.eventId, subscription: event.subscriptionId },
      'provider subscription event',
    );
    await app.payments.subscriptionEvents?.(app, event, provider);
    await settled(app, provider, event.eventId, log);
    return;
  }
  const purpose = event.metadata.purpose ?? '';
  const handler = app.payments.handlers.get(purpose);
  if (!handler) {
    log.warn({ provider, id: event.eventId, purpose }, 'payment event without a handler');
    return;
  }
  log.info(
    { provider, event: event.type, id: event.eventId, reference: event.reference },
    'payment event',
  );
  if (event.type === 'checkout.completed') await handler.completed(app, event, provider);
  else await handler.failed?.(app, event, provider);
  await settled(app, provider, event.eventId, log);
}

function settled(app: FastifyInstance, provider: string, eventId: string, log: FastifyBaseLogger) {
  return app.payments.events.emit(
    { type: 'payment.settled', source: `webhook:${provider}:${eventId}` },
    log,
  );
}

/**
 * POST /api/webhooks/<provider> (sandbox | stripe): only the configured provider's. The body is kept as
 * the exact string received (signatures are over the raw bytes): this plugin replaces the JSON parser
 * for its own routes only. Answers 400 for a bad signature, 200 {received:true} otherwise (also for
 * events that need no action, so that providers do not retry them), 500 if handling failed (retried).
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { provider: string } }>(
    '/api/webhooks/:provider',
    { config: { rateLimit: false, access: 'public' }, schema: paymentSchemas.webhook },
    async (request) => {
      const provider = app.payments.provider;
      if (!provider || provider.name !== request.params.provider) throw notFound();
      const raw = typeof request.body === 'string' ? request.body : '';
      let event: PaymentEvent;
      try {
        event = provider.parseWebhook(raw, request.headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'webhook refused');
          throw new HttpError(400, INVALID_SIGNATURE_MESSAGE);
        }
        throw error;
      }
      await processPaymentEvent(app, event, provider.name, request.log);
      return { received: true };
    },
  );
}
