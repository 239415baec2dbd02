import type { FastifyInstance } from 'fastify';
import { mailerFor } from '../email/mailer';
import { runResellerRenewals } from '../reseller-billing/renewal';
import { runBillingClock } from './renewal';

/** How often the billing job runs. */
export const EXPIRY_INTERVAL_MS = 60_000;

/**
 * The billing job, every minute (runBillingClock): subscriptions cancelled at period end whose period is over
 * end, past_due ones whose grace is over expire, due sandbox (and free) subscriptions renew (renewal.ts);
 * then resellers' packages with the platform renew (reseller-billing/renewal.ts).
 * Reads of a user's subscription also end and expire that user's first. The timer does not keep the process
 * alive and stops when the app closes.
 */
export function startExpiryJob(app: FastifyInstance, intervalMs = EXPIRY_INTERVAL_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const deps = { db: app.db, config: app.config, mailer: mailerFor(app), log: app.log };
    runBillingClock(deps)
      .then(async (users) => ({ ...users, resellers: await runResellerRenewals(deps) }))
      .then(({ resellers, ...outcome }) => {
        if (resellers.renewed + resellers.failed > 0)
          app.log.info(resellers, 'reseller billing job');
        if (Object.values(outcome).some((count) => count > 0)) {
          app.log.info(outcome, 'billing job');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'billing job failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
