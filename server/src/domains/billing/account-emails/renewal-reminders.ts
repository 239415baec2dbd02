import type { AccountEmailDeps } from './deps';
import { sendOnce } from '../../platform';
import { renewalReminderEmail } from './templates';
import { siteUrlFor } from '../../../lib/site-url';
import { listRenewalsToRemind } from './repository';

/** A yearly plan's customer is reminded this long before it renews. */
export const REMINDER_LEAD_MS = 3 * 24 * 3600_000;

/**
 * Reminds the customers of yearly plans that renew within the next three days (and are not cancelled): once per
 * subscription and period (email_notifications key "<subscription id>:<period end>"), however often and on however
 * many instances this runs.
 */
export async function sendRenewalReminders(
  deps: AccountEmailDeps,
  now = new Date(),
): Promise<number> {
  const rows = await listRenewalsToRemind(
    deps.db,
    now.toISOString(),
    new Date(now.getTime() + REMINDER_LEAD_MS).toISOString(),
  );
  let sent = 0;
  for (const row of rows) {
    const renewsAt = new Date(row.current_period_end as string).toISOString();
    try {
      const done = await sendOnce(deps.db, 'renewal_reminder', `${row.id}:${renewsAt}`, () =>
        deps.mailer.send({
          compose: (locale) =>
            renewalReminderEmail(
              {
                name: row.name,
                plan: row.package_name,
                renewsAt,
                amount: Number(row.amount),
                currency: row.currency,
                siteUrl: siteUrlFor(deps.config, row),
              },
              locale,
            ),
          to: row.email,
          resellerId: row.reseller_id,
        }),
      );
      if (done) sent += 1;
    } catch (error) {
      deps.log.error({ err: error, subscriptionId: row.id }, 'renewal reminder failed');
    }
  }
  return sent;
}
