import type { FastifyBaseLogger } from 'fastify';
import type { BillingInterval } from '@voice/contracts';
import type { PackageRow, SubscriptionRow, TransactionLineItem } from '../../../db/schema';
import { type Deps, formatEmailDateTime } from '../../platform';
import { addDays, nowIso } from '../../../lib/time';
import { findPackageById } from '../packages/repository';
import { announceRecordedPayment, type BillingEvents } from '../payments/billing-events';
import { chargeSandboxCustomer } from '../payments/sandbox/provider';
import { periodEnd, priceFor } from './period';
import {
  expireLapsedGrace,
  findDueRenewals,
  findRenewalRecipient,
  insertRenewalTransaction,
  updateDueSubscription,
} from './renewal-repository';
import { expireEndedSubscriptions } from './repository';
import { periodOverage } from './usage';
import { resellerBaseUrl } from '../../../lib/site-url';
import { isUniqueViolation } from '../../../lib/unique-violation';

/**
 * How long a subscription whose renewal failed (past_due) stays usable, waiting for a payment, before it
 * expires. Stripe's default "smart retries" window is comparable (about a week).
 */
export const RENEWAL_GRACE_DAYS = 7;

export interface RenewalDeps extends Pick<Deps, 'db' | 'config' | 'mailer'> {
  log: FastifyBaseLogger;
  /** Where renewals and the plan changes they apply are announced (app.payments.events). */
  events?: BillingEvents;
}

export interface RenewalOutcome {
  renewed: number;
  failed: number;
  /** Custom subscriptions that reached their last day (expired). */
  ended: number;
}

const money = (amount: number) => Math.round(amount * 100) / 100;

/** The next period after `end`: one interval, a custom subscription's never past its last day. */
function nextPeriod(row: SubscriptionRow, end: Date) {
  const next = periodEnd(end, row.billing_interval as BillingInterval);
  const last = row.ends_at ? new Date(row.ends_at) : null;
  return {
    current_period_start: nowIso(end),
    current_period_end: nowIso(last && last.getTime() < next.getTime() ? last : next),
  };
}

/**
 * The receipt of a renewal: the next period's plan (a scheduled downgrade's, else the current one at the
 * subscription's amount), then the ending period's overage minutes (at the ending plan's limits), if any.
 */
async function renewalLines(
  deps: RenewalDeps,
  row: SubscriptionRow,
  pkg: PackageRow,
  next: { pkg: PackageRow; amount: number },
) {
  const interval = row.billing_interval;
  const lines: (TransactionLineItem & { package_id?: number })[] = [
    {
      description: `${next.pkg.name} plan (${interval})`,
      amount: money(next.amount),
      package_id: next.pkg.id,
    },
  ];
  if (row.current_period_start && row.current_period_end) {
    const usage = await periodOverage(
      deps.db,
      row.user_id,
      pkg,
      row.current_period_start,
      row.current_period_end,
    );
    if (usage.overage > 0) {
      lines.push({
        description: `${usage.overage} overage minutes × ${Number(pkg.extra_per_minute_charge)}`,
        amount: usage.cost,
      });
    }
  }
  return { lines, total: money(lines.reduce((sum, line) => sum + line.amount, 0)) };
}

/**
 * Tells the user that the renewal failed: a branded email with a link to pay on its tenant's site
 * (/payment?package_id=…), and until when the plan stays usable. A mail failure is only logged.
 */
export async function sendRenewalFailedEmail(
  deps: RenewalDeps,
  row: Pick<SubscriptionRow, 'id' | 'user_id' | 'billing_interval'>,
  pkg: Pick<PackageRow, 'id' | 'name'>,
  reason: string,
  graceUntil: Date,
): Promise<void> {
  try {
    const user = await findRenewalRecipient(deps.db, row.user_id);
    if (!user) return;
    const site = resellerBaseUrl(deps.config, user);
    const url = `${site}/payment?package_id=${pkg.id}&interval=${row.billing_interval}`;
    await deps.mailer.send({
      to: user.email,
      compose: (locale) => {
        const { i18n } = locale;
        const plan = pkg.name;
        return {
          subject: i18n._(
            /*i18n*/ {
              id: 'email.renewalFailed.subject',
              message: 'Your {plan} subscription could not be renewed',
              values: { plan },
            },
          ),
          heading: i18n._(
            /*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: user.name } },
          ),
          lines: [
            i18n._(
              /*i18n*/ {
                id: 'email.renewalFailed.body',
                message: 'We could not renew your {plan} subscription: {reason}',
                values: { plan, reason },
              },
            ),
            i18n._(
              /*i18n*/ {
                id: 'email.renewalFailed.until',
                message:
                  'Your plan stays available until {date}. Pay before then to keep it; after that date it ends.',
                values: { date: formatEmailDateTime(graceUntil, locale) },
              },
            ),
          ],
          action: {
            label: i18n._(/*i18n*/ { id: 'email.paymentFailed.action', message: 'Pay now' }),
            url,
          },
        };
      },
      resellerId: user.reseller_id,
    });
  } catch (error) {
    deps.log.error({ err: error, subscriptionId: row.id }, 'renewal failure email failed');
  }
}

type One = 'renewed' | 'failed' | 'ended' | 'skipped';

/** Renews one due subscription (see runRenewals). Guarded on its period end: a second run does nothing. */
async function renewOne(deps: RenewalDeps, row: SubscriptionRow, now: Date): Promise<One> {
  const { db } = deps;
  const oldEnd = row.current_period_end as string;
  const end = new Date(oldEnd);

  // A custom subscription that reached its last day ends instead of renewing.
  if (row.ends_at && Date.parse(row.ends_at) <= end.getTime()) {
    const ended = await updateDueSubscription(db, row.id, oldEnd, {
      status: 'expired',
      updated_at: nowIso(now),
    });
    return ended ? 'ended' : 'skipped';
  }

  const pkg = await findPackageById(db, row.package_id);
  if (!pkg) return 'skipped';
  // A downgrade scheduled for this renewal: the next period is the cheaper plan's, at its price.
  const scheduled = row.scheduled_package_id
    ? await findPackageById(db, row.scheduled_package_id)
    : undefined;
  const plan = scheduled
    ? { pkg: scheduled, amount: priceFor(scheduled, row.billing_interval) }
    : { pkg, amount: Number(row.amount) };
  const switched = scheduled
    ? {
        package_id: scheduled.id,
        amount: plan.amount,
        scheduled_package_id: null,
        is_custom: 0,
        custom_amount: null,
        duration_months: null,
        ends_at: null,
      }
    : {};
  const next = { ...nextPeriod(scheduled ? { ...row, ends_at: null } : row, end), ...switched };
  const { lines, total } = await renewalLines(deps, row, pkg, plan);
  const description = `${plan.pkg.name} plan renewal (${row.billing_interval})`;
  const key = `renewal_${row.id}_${end.getTime()}`;

  // A free plan (nothing to charge, or no provider): the next period starts, nothing is recorded.
  if (total <= 0 || row.provider === null) {
    const renewed = await updateDueSubscription(db, row.id, oldEnd, {
      ...next,
      updated_at: nowIso(now),
    });
    return renewed ? 'renewed' : 'skipped';
  }

  const charge = chargeSandboxCustomer(row.provider_customer_id, key);
  const graceUntil = addDays(now, RENEWAL_GRACE_DAYS);
  let outcome: One;
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const updated = await updateDueSubscription(trx, row.id, oldEnd, {
        ...next,
        ...(charge.ok
          ? { last_payment_error: null }
          : {
              status: 'past_due' as const,
              grace_until: nowIso(graceUntil),
              last_payment_error: charge.reason.slice(0, 255),
            }),
        updated_at: nowIso(now),
      });
      if (!updated) return 'skipped' as const;
      await insertRenewalTransaction(trx, {
        subscription: row,
        amount: total,
        status: charge.ok ? 'completed' : 'failed',
        description: charge.ok ? description : `${description}: ${charge.reason}`,
        provider: 'sandbox',
        providerRef: charge.ok ? charge.chargeId : `failed_${key}`,
        lineItems: lines,
        at: now,
      });
      return charge.ok ? ('renewed' as const) : ('failed' as const);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'skipped';
    throw error;
  }
  if (outcome === 'failed' && !charge.ok) {
    await sendRenewalFailedEmail(deps, row, pkg, charge.reason, graceUntil);
  }
  if (outcome === 'renewed' && charge.ok) {
    await announceRecordedPayment(deps, 'sandbox', charge.chargeId);
  }
  if (outcome === 'renewed' && scheduled) {
    await deps.events?.emit(
      {
        type: 'plan.changed',
        userId: row.user_id,
        subscriptionId: row.id,
        fromPackageId: pkg.id,
        toPackageId: scheduled.id,
        when: 'renewal',
      },
      deps.log,
    );
  }
  return outcome;
}

/**
 * The renewal job (sandbox subscriptions and free plans; Stripe renews its own and tells us by webhook):
 * every active subscription whose period is over and that is not cancelled at period end is charged, on its
 * saved sandbox card, the plan's amount plus the ending period's overage (minutes over the limit ×
 * extra_per_minute_charge) as ONE transaction (kind 'renewal', line items plan + overage), and its next period
 * starts where the last ended. A declined card: status past_due for RENEWAL_GRACE_DAYS (grace_until), the
 * error kept, a failed transaction and an email to the user. A custom subscription whose last day (ends_at)
 * is reached expires instead. Idempotent: each renewal is guarded on the period it ends, and its charge id is
 * unique.
 */
export async function runRenewals(
  deps: RenewalDeps,
  now: Date = new Date(),
  subscriptionId?: number,
): Promise<RenewalOutcome> {
  const outcome: RenewalOutcome = { renewed: 0, failed: 0, ended: 0 };
  for (const row of await findDueRenewals(deps.db, now, subscriptionId)) {
    try {
      const one = await renewOne(deps, row, now);
      if (one !== 'skipped') outcome[one] += 1;
    } catch (error) {
      deps.log.error({ err: error, subscriptionId: row.id }, 'subscription renewal failed');
    }
  }
  return outcome;
}

/**
 * Everything the billing clock does at `now`: subscriptions cancelled at period end end, past_due ones whose
 * grace is over expire, due ones renew. The job runs it every minute; the sandbox clock for one subscription.
 */
export async function runBillingClock(
  deps: RenewalDeps,
  now: Date = new Date(),
  subscriptionId?: number,
): Promise<RenewalOutcome & { cancelled: number; expired: number }> {
  const cancelled = await expireEndedSubscriptions(deps.db, now);
  const expired = await expireLapsedGrace(deps.db, now);
  const renewals = await runRenewals(deps, now, subscriptionId);
  return { ...renewals, cancelled, expired };
}
