import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import type { PaymentEventDeps } from './plugin';
import {
  WebhookSignatureError,
  isProviderSubscriptionEvent,
  type PaymentEvent,
  type PaymentProvider,
} from './provider';

export const INVALID_SIGNATURE_MESSAGE = 'Invalid webhook signature';

/**
 * A payment webhook as received (its raw body and headers): parsed and checked by the provider that signed it (a
 * bad signature is a 400 with INVALID_SIGNATURE_MESSAGE), then its event processed (processPaymentEvent).
 */
export async function receivePaymentWebhook(
  deps: PaymentEventDeps,
  provider: PaymentProvider,
  request: Pick<FastifyRequest, 'body' | 'headers' | 'log'>,
): Promise<{ received: true }> {
  const raw = typeof request.body === 'string' ? request.body : '';
  let event: PaymentEvent;
  try {
    event = provider.parseWebhook(raw, request.headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      request.log.warn({ reason: error.message, provider: provider.name }, 'webhook refused');
      throw new HttpError(400, INVALID_SIGNATURE_MESSAGE);
    }
    throw error;
  }
  await processPaymentEvent(deps, event, provider.name, request.log);
  return { received: true };
}

/** Runs the handler of an event's purpose. Unknown purposes and ignored events are only logged. */
export async function processPaymentEvent(
  deps: PaymentEventDeps,
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
    await deps.payments.subscriptionEvents?.(deps, event, provider);
    await settled(deps, provider, event.eventId, log);
    return;
  }
  const purpose = event.metadata.purpose ?? '';
  const handler = deps.payments.handlers.get(purpose);
  if (!handler) {
    log.warn({ provider, id: event.eventId, purpose }, 'payment event without a handler');
    return;
  }
  log.info(
    { provider, event: event.type, id: event.eventId, reference: event.reference },
    'payment event',
  );
  if (event.type === 'checkout.completed') await handler.completed(deps, event, provider);
  else await handler.failed?.(deps, event, provider);
  await settled(deps, provider, event.eventId, log);
}

function settled(
  deps: PaymentEventDeps,
  provider: string,
  eventId: string,
  log: FastifyBaseLogger,
) {
  return deps.payments.events.emit(
    { type: 'payment.settled', source: `webhook:${provider}:${eventId}` },
    log,
  );
}
