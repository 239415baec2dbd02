import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { secretBoxFor } from '../../../lib/secret-box';
import type { CallFacts } from '../ingestion/call-stats';
import { openedSecrets } from '../ingestion/secret-cache';
import { sendOrStoreOwn } from '../webhook-inbox/own-receiver';
import { enqueueEndedCalls } from './enqueue';
import { webhookSecretRoutes } from './routes';
import { DeliveryWorker } from './worker';

/** What the voice webhooks' ingestion calls (calls/ingestion/webhook-routes.ts). */
export interface WebhookForwarder {
  /** applyCallEvents' onEnded hook: queues the ended calls' reports inside the ingestion transaction. */
  onEnded(trx: Kysely<DB>, ended: CallFacts[]): Promise<void>;
  /** After the ingestion transaction committed: sends what was queued without waiting for the next poll. */
  afterCommit(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhookForwarder: WebhookForwarder;
  }
}

/**
 * Forwarding of end-of-call reports to assistants' webhook URLs: the queue's enqueue hook (decorated
 * on the root instance, so that the calls module reaches it), the delivery worker (started when the app is
 * ready, stopped on close) and the route that makes an assistant's signing secret.
 */
export async function webhookForwarding(app: FastifyInstance): Promise<void> {
  const openSecret = openedSecrets(app.config);
  const worker = new DeliveryWorker({
    db: app.db,
    config: app.config.webhooks,
    log: app.log.child({ module: 'webhook-forwarding' }),
    openSecret,
    // A user's demo receiver on this site is stored directly (webhook-inbox/own-receiver.ts).
    send: sendOrStoreOwn({ db: app.db, config: app.config, openSecret }),
  });
  let queued = false;
  const forwarder: WebhookForwarder = {
    async onEnded(trx, ended) {
      if ((await enqueueEndedCalls(trx, ended, secretBoxFor(app.config))) > 0) queued = true;
    },
    afterCommit() {
      if (!queued) return;
      queued = false;
      worker.kick();
    },
  };
  app.decorate('webhookForwarder', forwarder);
  app.addHook('onReady', () => {
    worker.start();
  });
  app.addHook('onClose', () => worker.stop());
  await app.register(webhookSecretRoutes);
}

// Not encapsulated (what fastify-plugin does): the decoration and the hooks belong to the root instance.
(webhookForwarding as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
