import type { FastifyInstance } from 'fastify';
import { KnowledgeWorker } from './processing';
import { knowledgeRoutes } from './routes';

/** How often the worker looks for sources left unprocessed (a request wakes it at once). */
const POLL_MS = 5_000;

/**
 * An assistant's knowledge base: its routes and the processing worker (processing.ts), started when the app is
 * ready and stopped on close.
 */
export async function knowledgeBase(app: FastifyInstance): Promise<void> {
  const worker = new KnowledgeWorker({
    db: app.db,
    config: app.config,
    voice: app.voice,
    log: app.log.child({ module: 'knowledge' }),
    pollMs: POLL_MS,
    allowPrivateTargets: app.config.webhooks.allowPrivateTargets,
  });
  app.addHook('onReady', () => worker.start());
  app.addHook('onClose', () => worker.stop());
  await knowledgeRoutes(app, worker);
}
