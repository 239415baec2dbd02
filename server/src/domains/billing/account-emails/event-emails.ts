import type { BillingEvent } from '../payments/billing-events';
import type { AccountEmailDeps } from './deps';
import { sendOnce } from '../../platform';
import { cancelledEmail, planChangedEmail, type PlanChange } from './templates';
import { siteUrlFor } from '../../../lib/site-url';

/** The customer of a subscription, its tenant's site, and its plan's name. */
async function customerOf(deps: AccountEmailDeps, subscriptionId: number) {
  return deps.db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('resellers as r', 'r.id', 'u.reseller_id')
    .leftJoin('packages as p', 'p.id', 's.package_id')
    .select([
      'u.name',
      'u.email',
      'u.reseller_id',
      'u.deleted_at',
      'r.subdomain',
      'p.name as package_name',
      's.current_period_end',
    ])
    .where('s.id', '=', subscriptionId)
    .executeTakeFirst();
}

async function packageName(deps: AccountEmailDeps, id: number): Promise<string> {
  const row = await deps.db
    .selectFrom('packages')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name ?? 'Plan';
}

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
      : await deps.db
          .selectFrom('transactions')
          .select(['amount', 'currency'])
          .where('id', '=', event.transactionId)
          .executeTakeFirst();
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
  const customer = await customerOf(deps, event.subscriptionId);
  if (!customer || customer.deleted_at) return;
  const change = await planChangeOf(deps, event, customer.current_period_end);
  const content = planChangedEmail({
    name: customer.name,
    from: await packageName(deps, event.fromPackageId),
    to: await packageName(deps, event.toPackageId),
    change,
    siteUrl: siteUrlFor(deps.config, customer.subdomain),
  });
  const send = () =>
    deps.mailer.send({ ...content, to: customer.email, resellerId: customer.reseller_id });
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
  const customer = await customerOf(deps, event.subscriptionId);
  if (!customer || customer.deleted_at) return;
  const endsAt = new Date(event.endsAt).toISOString();
  await sendOnce(deps.db, 'cancelled', `${event.subscriptionId}:${endsAt}`, () =>
    deps.mailer.send({
      ...cancelledEmail({
        name: customer.name,
        plan: customer.package_name ?? 'Plan',
        endsAt,
        siteUrl: siteUrlFor(deps.config, customer.subdomain),
      }),
      to: customer.email,
      resellerId: customer.reseller_id,
    }),
  );
}
