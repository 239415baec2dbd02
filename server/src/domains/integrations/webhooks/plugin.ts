import type { FastifyInstance } from 'fastify';
import { secretBoxFor } from '../../../lib/secret-box';
import { newWebhookSecret, openedSecrets, sendOrStoreOwn } from '../../calls';
import { webhookEndpointRoutes } from './routes';
import { EventDeliveryWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The event webhooks' worker: kick() looks for new events and due deliveries now. */
    eventWebhooks: { kick(): void };
  }
}

/**
 * Event webhooks: the worker that fans the event outbox out and delivers (the assistants' end-of-call report
 * forwarding included) (started when the app is ready, stopped
 * on close; decorated on the root instance so routes may kick it) and the endpoints' routes.
 */
export async function eventWebhooks(app: FastifyInstance): Promise<void> {
  const box = secretBoxFor(app.config);
  const openSecret = openedSecrets(app.config);
  const worker = new EventDeliveryWorker({
    db: app.db,
    config: app.config.webhooks,
    log: app.log.child({ module: 'event-webhooks' }),
    openSecret,
    newSealedSecret: () => box.seal(newWebhookSecret()),
    // A user's demo receiver on this site is stored directly (calls/webhook-inbox/own-receiver.ts).
    send: sendOrStoreOwn({ db: app.db, config: app.config, openSecret }),
  });
  app.decorate('eventWebhooks', { kick: () => worker.kick() });
  app.addHook('onReady', () => {
    worker.start();
  });
  app.addHook('onClose', () => worker.stop());
  await app.register(webhookEndpointRoutes);
}

// Not encapsulated (what fastify-plugin does): the decoration and the hooks belong to the root instance.
(eventWebhooks as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
