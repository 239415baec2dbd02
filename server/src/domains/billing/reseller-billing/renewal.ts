import type { FastifyBaseLogger } from 'fastify';
import type { BillingInterval } from '@voice/contracts';
import { type Deps, formatEmailDateTime } from '../../platform';
import { nowIso } from '../../../lib/time';
import { announceRecordedPayment, type BillingEvents } from '../payments/billing-events';
import { chargeSandboxCustomer } from '../payments/sandbox/provider';
import { findResellerAdmin } from '../reseller-registration/repository';
import { periodEnd } from '../subscriptions/period';
import { RENEWAL_GRACE_DAYS } from '../subscriptions/renewal';
import { resellerBaseUrl } from '../../../lib/site-url';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { transactionExists } from '../transactions/repository';
import {
  findDueResellerRenewals,
  findRenewalRow,
  insertResellerTransaction,
  updateDueResellerSubscription,
} from './renewal-repository';

export interface ResellerRenewalDeps extends Pick<Deps, 'db' | 'config' | 'mailer'> {
  log: FastifyBaseLogger;
  /** Where the renewals recorded are announced (app.payments.events). */
  events?: BillingEvents;
}

export interface ResellerRenewalOutcome {
  renewed: number;
  failed: number;
}

const DAY_MS = 24 * 3600_000;
/** A function, not a constant: subscriptions/ and this module import each other's helpers. */
export const graceMs = (): number => RENEWAL_GRACE_DAYS * DAY_MS;

/**
 * The sandbox's saved card of a reseller subscription: reseller_subscriptions has no customer column, and the
 * sandbox has no provider-side subscriptions, so provider_subscription_id holds the card the last sandbox
 * checkout saved (cus_sandbox_…); for Stripe it is Stripe's subscription (sub_…), which Stripe renews itself.
 */
export function savedSandboxCard(row: {
  provider: string | null;
  provider_subscription_id: string | null;
}): string | null {
  const id = row.provider_subscription_id;
  return row.provider === 'sandbox' && id?.startsWith('cus_sandbox_') ? id : null;
}

/** Idempotency key of the renewal of the period ending at `end` (the charge and failure references). */
export function renewalKey(id: number, end: string): string {
  return `reseller_renewal_${id}_${Date.parse(end)}`;
}

/**
 * Until when an ended period whose renewal failed stays usable: RENEWAL_GRACE_DAYS after its end (as users'
 * subscriptions), then the subscription is expired. Null unless the period ended with a payment error.
 */
export function graceUntil(
  row: { status: string; current_period_end: string | null; last_payment_error: string | null },
  now: Date,
): string | null {
  if (row.status !== 'active' || !row.current_period_end || row.last_payment_error === null) {
    return null;
  }
  const end = Date.parse(row.current_period_end);
  if (end > now.getTime() || end + graceMs() <= now.getTime()) return null;
  return nowIso(new Date(end + graceMs()));
}

/**
 * Cancelled at period end: the stored status is 'cancelled' (it will not renew) while the paid period still
 * runs, so the package stays usable until current_period_end.
 */
export function cancelsAtPeriodEnd(
  row: { status: string; current_period_end: string | null },
  now: Date,
): boolean {
  return (
    row.status === 'cancelled' &&
    row.current_period_end !== null &&
    Date.parse(row.current_period_end) > now.getTime()
  );
}

/**
 * Tells the reseller admin that its package could not be renewed: a platform email with a link to
 * /reseller-billing on its own site and the date its package ends. A mail failure is only logged.
 */
export async function sendResellerRenewalFailedEmail(
  deps: ResellerRenewalDeps,
  row: {
    id: number;
    reseller_id: number;
    package_name: string;
    subdomain: string | null;
    custom_domain: string | null;
  },
  reason: string,
  until: Date,
): Promise<void> {
  try {
    const admin = await findResellerAdmin(deps.db, row.reseller_id);
    if (!admin) return;
    await deps.mailer.send({
      to: admin.email,
      compose: (locale) => {
        const { i18n } = locale;
        const plan = row.package_name;
        return {
          subject: i18n._(
            /*i18n*/ {
              id: 'email.resellerRenewalFailed.subject',
              message: 'Your {plan} reseller package could not be renewed',
              values: { plan },
            },
          ),
          heading: i18n._(
            /*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: admin.name } },
          ),
          lines: [
            i18n._(
              /*i18n*/ {
                id: 'email.resellerRenewalFailed.body',
                message: 'We could not renew your {plan} reseller package: {reason}',
                values: { plan, reason },
              },
            ),
            i18n._(
              /*i18n*/ {
                id: 'email.resellerRenewalFailed.until',
                message:
                  'Your package stays available until {date}. Pay before then to keep it; after that date it expires and your customers cannot create new assistants.',
                values: { date: formatEmailDateTime(until, locale) },
              },
            ),
          ],
          action: {
            label: i18n._(/*i18n*/ { id: 'email.paymentFailed.action', message: 'Pay now' }),
            url: `${resellerBaseUrl(deps.config, row)}/reseller-billing`,
          },
        };
      },
      resellerId: null,
    });
  } catch (error) {
    deps.log.error({ err: error, resellerSubscriptionId: row.id }, 'renewal failure email failed');
  }
}

type One = 'renewed' | 'failed' | 'skipped';

/**
 * Renews one subscription the job listed as due; guarded on its period end, so a second run does nothing
 * (exported for the stale-list test).
 */
export async function renewOne(deps: ResellerRenewalDeps, id: number, now: Date): Promise<One> {
  const { db } = deps;
  const row = await findRenewalRow(db, id);
  if (!row || row.status !== 'active' || !row.current_period_end) return 'skipped';
  const oldEnd = row.current_period_end;
  // Listed as due, but another run (a second instance, the sandbox clock) may have renewed it since: its next
  // period is not due, and charging it now would charge the reseller twice.
  if (Date.parse(oldEnd) > now.getTime()) return 'skipped';
  const key = renewalKey(row.id, oldEnd);
  // Declined once for this period: the admin pays from /reseller-billing during the grace period.
  if (await transactionExists(db, 'sandbox', `failed_${key}`)) return 'skipped';

  const next = {
    current_period_start: nowIso(new Date(oldEnd)),
    current_period_end: nowIso(
      periodEnd(new Date(oldEnd), row.billing_interval as BillingInterval),
    ),
  };
  const amount = Number(row.amount);

  if (amount <= 0 || row.provider === null || row.provider === 'none') {
    const renewed = await updateDueResellerSubscription(db, row.id, oldEnd, {
      ...next,
      last_payment_error: null,
      updated_at: nowIso(now),
    });
    return renewed ? 'renewed' : 'skipped';
  }

  const charge = chargeSandboxCustomer(savedSandboxCard(row), key);
  const description = `${row.package_name} reseller plan renewal (${row.billing_interval})`;
  let outcome: One;
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const updated = await updateDueResellerSubscription(trx, row.id, oldEnd, {
        ...(charge.ok
          ? { ...next, last_payment_error: null }
          : { last_payment_error: charge.reason.slice(0, 255) }),
        updated_at: nowIso(now),
      });
      if (!updated) return 'skipped' as const;
      await insertResellerTransaction(trx, {
        resellerId: row.reseller_id,
        amount,
        currency: row.currency,
        status: charge.ok ? 'completed' : 'failed',
        description: charge.ok ? description : `${description}: ${charge.reason}`,
        provider: 'sandbox',
        providerRef: charge.ok ? charge.chargeId : `failed_${key}`,
        reference: row.reference,
        at: now,
      });
      return charge.ok ? ('renewed' as const) : ('failed' as const);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'skipped';
    throw error;
  }
  if (outcome === 'renewed' && charge.ok) {
    await announceRecordedPayment(deps, 'sandbox', charge.chargeId);
  }
  if (outcome === 'failed' && !charge.ok) {
    const until = new Date(Date.parse(oldEnd) + graceMs());
    await sendResellerRenewalFailedEmail(deps, row, charge.reason, until);
  }
  return outcome;
}

/**
 * The reseller part of the billing job (same schedule as users' renewals, see subscriptions/expiry.ts):
 * every active sandbox (or free) reseller subscription whose period ended is charged, on its saved sandbox
 * card, its amount as one transaction (kind 'reseller', the platform earns it) and its next period starts
 * where the last ended. A declined card: the error kept (last_payment_error), a failed transaction and an
 * email to the reseller admin; the package stays usable for RENEWAL_GRACE_DAYS after the period end, then
 * it is expired (computed: effectiveStatus). Stripe renews its own and tells us by webhook (events.ts).
 * Idempotent: each renewal is guarded on the period it ends, and its charge id is unique.
 */
export async function runResellerRenewals(
  deps: ResellerRenewalDeps,
  now: Date = new Date(),
  id?: number,
): Promise<ResellerRenewalOutcome> {
  const outcome: ResellerRenewalOutcome = { renewed: 0, failed: 0 };
  // A period that ended longer ago than the grace period is not charged any more: it has expired.
  const graceStart = new Date(now.getTime() - graceMs());
  for (const dueId of await findDueResellerRenewals(deps.db, now, graceStart, id)) {
    try {
      const one = await renewOne(deps, dueId, now);
      if (one !== 'skipped') outcome[one] += 1;
    } catch (error) {
      deps.log.error({ err: error, resellerSubscriptionId: dueId }, 'reseller renewal failed');
    }
  }
  return outcome;
}
