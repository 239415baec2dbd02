import type { FastifyInstance } from 'fastify';
import { withJobLock } from '../../../lib/shared-state/lock';
import { mailerFor } from '../../platform';
import { runResellerRenewals, type ResellerRenewalOutcome } from '../reseller-billing/renewal';
import { runBillingClock } from './renewal';

/** How often the billing job runs. */
export const EXPIRY_INTERVAL_MS = 60_000;

export type BillingJobOutcome = Awaited<ReturnType<typeof runBillingClock>> & {
  resellers: ResellerRenewalOutcome;
};

/**
 * One run of the billing job (runBillingClock): subscriptions cancelled at period end whose period is over end,
 * past_due ones whose grace is over expire, due sandbox (and free) subscriptions renew (renewal.ts); then
 * resellers' packages with the platform renew (reseller-billing/renewal.ts). Every instance schedules it; one at a
 * time runs it (lib/shared-state/lock.ts): null when another instance is running it. Without the lock, two runs at
 * once renewed a reseller's package twice (the second run re-read the row the first had just renewed).
 */
export async function runBillingJob(app: FastifyInstance): Promise<BillingJobOutcome | null> {
  const run = await withJobLock(app, 'billing-job', async () => {
    const deps = {
      db: app.db,
      config: app.config,
      mailer: mailerFor(app),
      log: app.log,
      events: app.payments.events,
    };
    const users = await runBillingClock(deps);
    const resellers = await runResellerRenewals(deps);
    if (users.renewed + users.failed + resellers.renewed + resellers.failed > 0) {
      await app.payments.events.emit({ type: 'payment.settled', source: 'billing-job' }, app.log);
    }
    return { ...users, resellers };
  });
  return run.ran ? run.result : null;
}

/**
 * The billing job, every minute (runBillingJob). Reads of a user's subscription also end and expire that user's
 * first. The timer does not keep the process alive and stops when the app closes.
 */
export function startExpiryJob(app: FastifyInstance, intervalMs = EXPIRY_INTERVAL_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runBillingJob(app)
      .then((done) => {
        if (!done) return;
        const { resellers, ...outcome } = done;
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
