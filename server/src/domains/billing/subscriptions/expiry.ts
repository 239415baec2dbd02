import { withJobLock, type JobLockDeps } from '../../../lib/shared-state/lock';
import type { PaymentEventDeps } from '../payments/plugin';
import { runResellerRenewals, type ResellerRenewalOutcome } from '../reseller-billing/renewal';
import { runBillingClock } from './renewal';

/** How often the billing job runs. */
export const EXPIRY_INTERVAL_MS = 60_000;

/** What the billing job runs with (deps.ts builds it from the app): the payment events' dependencies and its lock's. */
export type BillingJobDeps = PaymentEventDeps & JobLockDeps;

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
export async function runBillingJob(deps: BillingJobDeps): Promise<BillingJobOutcome | null> {
  const run = await withJobLock(deps, 'billing-job', async () => {
    const renewals = {
      db: deps.db,
      config: deps.config,
      mailer: deps.mailer,
      log: deps.log,
      events: deps.payments.events,
    };
    const users = await runBillingClock(renewals);
    const resellers = await runResellerRenewals(renewals);
    if (users.renewed + users.failed + resellers.renewed + resellers.failed > 0) {
      await deps.payments.events.emit({ type: 'payment.settled', source: 'billing-job' }, deps.log);
    }
    return { ...users, resellers };
  });
  return run.ran ? run.result : null;
}

/**
 * The billing job, every minute (runBillingJob). Reads of a user's subscription also end and expire that user's
 * first. The timer does not keep the process alive; the function returned stops it (when the app closes).
 */
export function startExpiryJob(deps: BillingJobDeps, intervalMs = EXPIRY_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runBillingJob(deps)
      .then((done) => {
        if (!done) return;
        const { resellers, ...outcome } = done;
        if (resellers.renewed + resellers.failed > 0)
          deps.log.info(resellers, 'reseller billing job');
        if (Object.values(outcome).some((count) => count > 0)) {
          deps.log.info(outcome, 'billing job');
        }
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'billing job failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
