import type { FastifyBaseLogger } from 'fastify';
import type { BillingInterval } from '@voice/contracts';
import type { Deps } from '../../platform';
import { ValidationFailed } from '../../../lib/http-error';
import { fromCents, toCents } from '../payments/provider';
import { endingPlanEnd, findLiveSubscription } from '../subscriptions/repository';
import {
  activatePending,
  findCustomSubscription,
  insertCustomTransaction,
  markLinksUsed,
  revokeLiveLinks,
  type CustomSubscriptionRow,
  type TenantScope,
} from './repository';
import { NOT_PENDING, pendingInScope } from './service';

// A custom deal becoming active: by an admin without a payment, or by its payment link's checkout. Its first
// period starts now, or at the end of the plan it was scheduled after.

/** A subscription's first period: one billing interval from `start`, never past its last day. */
export function firstPeriod(
  start: Date,
  interval: BillingInterval,
  durationMonths: number,
): { start: string; end: string; endsAt: string } {
  const endsAt = addMonths(start, durationMonths);
  const oneInterval = addMonths(start, interval === 'yearly' ? 12 : 1);
  const end = oneInterval.getTime() < endsAt.getTime() ? oneInterval : endsAt;
  return { start: start.toISOString(), end: end.toISOString(), endsAt: endsAt.toISOString() };
}

function addMonths(date: Date, months: number): Date {
  const out = new Date(date.getTime());
  const day = out.getUTCDate();
  out.setUTCDate(1);
  out.setUTCMonth(out.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(out.getUTCFullYear(), out.getUTCMonth() + 1, 0)).getUTCDate();
  out.setUTCDate(Math.min(day, lastDay));
  return out;
}

/**
 * POST /api/admin/subscriptions/custom/activate: active without a payment (paid outside the platform, or a
 * gift). No transaction is recorded (nothing was paid); the live link is revoked.
 */
export async function activateByAdmin(
  deps: Pick<Deps, 'db'>,
  scope: TenantScope,
  id: number,
  /** Runs in the activation's transaction (the audit entry). */
  onActivated: (trx: Deps['db'], row: CustomSubscriptionRow) => Promise<void>,
) {
  const row = await pendingInScope(deps, scope, id);
  const start = await startOf(deps, row, new Date());
  const period = firstPeriod(start.at, row.billing_interval, row.duration_months ?? 1);
  const won = await deps.db.transaction().execute(async (trx) => {
    const ok = await activatePending(
      trx,
      id,
      period,
      { name: null, checkoutId: null, subscriptionId: null },
      start.from,
      start.to,
    );
    if (ok) {
      await revokeLiveLinks(trx, id);
      await onActivated(trx, row);
    }
    return ok;
  });
  if (!won) throw new ValidationFailed({ subscription_id: [NOT_PENDING] }, NOT_PENDING);
}

/**
 * When a paid (or admin-activated) deal starts: now, or, for a deal scheduled after an ending plan that has not
 * ended yet, at that plan's end (it stays scheduled until then; expireEndedSubscriptions starts it).
 */
async function startOf(
  deps: Pick<Deps, 'db'>,
  row: CustomSubscriptionRow,
  now: Date,
): Promise<{ at: Date; from: 'pending' | 'scheduled'; to: 'active' | 'scheduled' }> {
  if (row.status !== 'scheduled') return { at: now, from: 'pending', to: 'active' };
  const live = await findLiveSubscription(deps.db, row.user_id);
  const end = live ? endingPlanEnd(live, now) : null;
  return end
    ? { at: end, from: 'scheduled', to: 'scheduled' }
    : { at: now, from: 'scheduled', to: 'active' };
}

export type PaymentOutcome = 'activated' | 'already-processed' | 'unknown' | 'amount-mismatch';

/**
 * A completed checkout of a payment link: the subscription becomes active (first period as firstPeriod), its
 * links are marked used and one 'custom' transaction is recorded (earned by the user's reseller, or the
 * platform). Idempotent: the conditional pending -> active update admits one caller only, and transactions are
 * unique per (provider, provider_ref).
 */
export async function completeLinkPayment(
  deps: Pick<Deps, 'db'>,
  payment: {
    subscriptionId: number;
    provider: string;
    providerId: string;
    reference: string;
    amountCents: number;
    currency: string;
    providerSubscriptionId: string | null;
    /** The provider's customer (its saved card pays the renewals). */
    customerId?: string | null;
  },
  log: FastifyBaseLogger,
): Promise<PaymentOutcome> {
  const row = await findCustomSubscription(deps.db, payment.subscriptionId);
  if (!row) return 'unknown';
  const payable =
    row.status === 'pending' || (row.status === 'scheduled' && row.current_period_start === null);
  if (!payable) return 'already-processed';
  const expected = toCents(Number(row.custom_amount ?? row.amount));
  if (payment.amountCents < expected) {
    log.error(
      { subscriptionId: row.id, paid: payment.amountCents, expected },
      'payment amount is lower than the custom amount: subscription not activated',
    );
    return 'amount-mismatch';
  }
  const now = new Date();
  const start = await startOf(deps, row, now);
  const period = firstPeriod(start.at, row.billing_interval, row.duration_months ?? 1);
  const won = await deps.db.transaction().execute(async (trx) => {
    const ok = await activatePending(
      trx,
      row.id,
      period,
      {
        name: payment.provider,
        checkoutId: payment.providerId,
        subscriptionId: payment.providerSubscriptionId,
        customerId: payment.customerId ?? null,
      },
      start.from,
      start.to,
    );
    if (!ok) return false;
    await markLinksUsed(trx, row.id, now.toISOString());
    await insertCustomTransaction(trx, {
      user_id: row.user_id,
      reseller_id: row.reseller_id,
      subscription_id: row.id,
      amount: fromCents(payment.amountCents),
      currency: (payment.currency || row.currency).toUpperCase(),
      description: `${row.package_name} custom subscription (${row.billing_interval}, ${
        row.duration_months ?? 0
      } months)`,
      provider: payment.provider,
      provider_ref: payment.providerId,
      reference: payment.reference,
    });
    return true;
  });
  return won ? 'activated' : 'already-processed';
}
