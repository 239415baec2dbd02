import type { FastifyBaseLogger } from 'fastify';
import type { PaymentEventDeps } from './plugin';
import { isProviderSubscriptionEvent, type PaymentEvent } from './provider';

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
