import type { FastifyInstance } from 'fastify';
import { expireEndedSubscriptions } from './repository';

/** How often the expiry job runs. */
export const EXPIRY_INTERVAL_MS = 60_000;

/**
 * Ends, every minute, the subscriptions cancelled at period end whose period is over (reads of a user's
 * subscription also do it for that user first). The timer does not keep the process alive and stops when
 * the app closes.
 */
export function startExpiryJob(app: FastifyInstance, intervalMs = EXPIRY_INTERVAL_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireEndedSubscriptions(app.db)
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'subscriptions ended at period end');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'subscription expiry failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
