import type { FastifyInstance } from 'fastify';
import { mailerFor } from '../../platform';
import type { AccountEmailDeps } from './deps';
import { sendCancelled, sendPlanChanged } from './event-emails';
import { sendRenewalReminders } from './renewal-reminders';
import { accountEmailRoutes } from './routes';
import { sweepTransactionEmails } from './transaction-emails';

/** How often the payment emails are swept and renewal reminders looked for, besides each billing event. */
export const ACCOUNT_EMAILS_INTERVAL_MS = 60_000;

export function accountEmailDeps(app: FastifyInstance): AccountEmailDeps {
  return { db: app.db, config: app.config, mailer: mailerFor(app), log: app.log };
}

/** One run of the periodic job: transaction emails not sent yet, then the reminders due. */
export async function runAccountEmailJob(deps: AccountEmailDeps, now = new Date()) {
  const transactions = await sweepTransactionEmails(deps);
  const reminders = await sendRenewalReminders(deps, now);
  return { transactions, reminders };
}

/**
 * Account and payment emails: on each billing event (app.payments.events) the matching email, and every minute
 * (an unref'd timer on every instance; each email is claimed once in email_notifications) the receipts,
 * failed-payment and new-customer notices no event announced, and the renewal reminders. Users resend a receipt
 * with POST /api/transactions/:id/resend-receipt (routes.ts).
 */
export async function accountEmailsPlugin(app: FastifyInstance): Promise<void> {
  const deps = accountEmailDeps(app);
  accountEmailRoutes(app, deps);
  app.payments.events.on(async (event) => {
    switch (event.type) {
      case 'payment.succeeded':
      case 'payment.settled':
        await sweepTransactionEmails(deps);
        return;
      case 'plan.changed':
        await sendPlanChanged(deps, event);
        return;
      case 'subscription.cancelled':
        await sendCancelled(deps, event);
        return;
    }
  });
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runAccountEmailJob(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'account email job failed'))
      .finally(() => {
        running = false;
      });
  }, ACCOUNT_EMAILS_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
