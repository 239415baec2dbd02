import type { BillingEvent } from '../payments/billing-events';
import type { AccountEmailDeps } from './deps';
import { sendOnce } from '../../platform';
import { cancelledEmail, planChangedEmail, type PlanChange } from './templates';
import { siteUrlFor } from '../../../lib/site-url';
import { findPackageName, findSubscriptionCustomer, findTransactionCharge } from './repository';

async function planChangeOf(
  deps: AccountEmailDeps,
  event: Extract<BillingEvent, { type: 'plan.changed' }>,
  periodEnd: string | null,
): Promise<PlanChange> {
  if (event.when === 'scheduled') {
    return { when: 'scheduled', effectiveAt: periodEnd ?? new Date().toISOString() };
  }
  if (event.when === 'renewal') return { when: 'renewal' };
  const charge =
    event.transactionId === undefined
      ? undefined
      : await findTransactionCharge(deps.db, event.transactionId);
  return {
    when: 'now',
    charged: charge ? { amount: Number(charge.amount), currency: charge.currency } : null,
  };
}

/** "Your plan changed": an upgrade (what was charged), a downgrade scheduled, or one applied at renewal. */
export async function sendPlanChanged(
  deps: AccountEmailDeps,
  event: Extract<BillingEvent, { type: 'plan.changed' }>,
): Promise<void> {
  const customer = await findSubscriptionCustomer(deps.db, event.subscriptionId);
  if (!customer || customer.deleted_at) return;
  const change = await planChangeOf(deps, event, customer.current_period_end);
  const facts = {
    name: customer.name,
    from: await findPackageName(deps.db, event.fromPackageId),
    to: await findPackageName(deps.db, event.toPackageId),
    change,
    siteUrl: siteUrlFor(deps.config, customer),
  };
  const send = () =>
    deps.mailer.send({
      compose: (locale) => planChangedEmail(facts, locale),
      to: customer.email,
      resellerId: customer.reseller_id,
    });
  // An upgrade paid by a webhook may be announced again by a replay: once per charge.
  if (event.transactionId !== undefined) {
    await sendOnce(deps.db, 'plan_changed', String(event.transactionId), send);
  } else {
    await send();
  }
}

/** "Your subscription is cancelled", with the day it ends; once per subscription and end date. */
export async function sendCancelled(
  deps: AccountEmailDeps,
  event: Extract<BillingEvent, { type: 'subscription.cancelled' }>,
): Promise<void> {
  const customer = await findSubscriptionCustomer(deps.db, event.subscriptionId);
  if (!customer || customer.deleted_at) return;
  const endsAt = new Date(event.endsAt).toISOString();
  await sendOnce(deps.db, 'cancelled', `${event.subscriptionId}:${endsAt}`, () =>
    deps.mailer.send({
      compose: (locale) =>
        cancelledEmail(
          {
            name: customer.name,
            plan: customer.package_name,
            endsAt,
            siteUrl: siteUrlFor(deps.config, customer),
          },
          locale,
        ),
      to: customer.email,
      resellerId: customer.reseller_id,
    }),
  );
}
