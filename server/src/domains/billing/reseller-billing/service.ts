import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BillingInterval } from '@voice/contracts';
import type { ResellerPackageInput } from '@voice/contracts/schemas';
import type { DB } from '../../../db/schema';
import { HttpError, notFound, ValidationFailed } from '../../../lib/http-error';
import { nowIso } from '../../../lib/time';
import { announcePayment } from '../payments/billing-events';
import type { PaymentHandler } from '../payments/plugin';
import type { StripeDeps } from '../payment-settings/service';
import { paymentProviderFor } from '../payments/provider-for-tenant';
import {
  fromCents,
  toCents,
  type CheckoutCompletedEvent,
  type PaymentProvider,
} from '../payments/provider';
import { RESELLER_REGISTRATION_PURPOSE } from '../reseller-registration/messages';
import { findActiveResellerPackage, setCheckoutId } from '../reseller-registration/repository';
import { periodEnd, priceFor } from '../subscriptions/period';
import { RESELLER_BILLING_MESSAGES as M, RESELLER_BILLING_PURPOSE } from './messages';
import {
  applyResellerPayment,
  findResellerSubscription,
  recordResellerPaymentError,
  saveSandboxCard,
  toSummary,
  type ResellerSubscriptionRecord,
} from './repository';
import { insertResellerTransaction } from './renewal-repository';
import { transactionExists } from '../transactions/repository';
import { isUniqueViolation } from '../../../lib/unique-violation';
import {
  countLiveSubscriptions,
  findResellerPackage,
  insertResellerPackage,
  toAdminPackage,
  updateResellerPackage,
} from './admin-repository';

export type ResellerBillingAction = 'pay' | 'renew' | 'upgrade';

export interface CheckoutInput {
  reseller_package_id?: number;
  billing_interval?: BillingInterval;
}

export interface CheckoutDeps {
  db: Kysely<DB>;
  provider: PaymentProvider | null;
  currency: string;
  /** The reseller's own site (where the admin comes back after paying). */
  siteUrl: string;
  log: FastifyBaseLogger;
}

/** The platform earns reseller packages: its own provider, never a reseller's Stripe keys. */
export function platformProvider(deps: StripeDeps): Promise<PaymentProvider | null> {
  return paymentProviderFor(deps, null);
}

interface Plan {
  action: ResellerBillingAction;
  packageId: number;
  packageName: string;
  interval: BillingInterval;
  amount: number;
}

/** What a checkout asks for: pay a pending subscription, renew an expired or ending one, or upgrade. */
async function planFor(
  db: Kysely<DB>,
  current: ResellerSubscriptionRecord,
  input: CheckoutInput,
  now: Date,
): Promise<Plan> {
  const summary = toSummary(current, now);
  if (summary.status === 'pending') {
    if (
      input.reseller_package_id !== undefined &&
      input.reseller_package_id !== current.reseller_package_id
    ) {
      throw new HttpError(422, M.payPendingFirst);
    }
    return {
      action: 'pay',
      packageId: current.reseller_package_id,
      packageName: current.package_name,
      interval: current.billing_interval,
      amount: Number(current.amount),
    };
  }
  const packageId = input.reseller_package_id ?? current.reseller_package_id;
  const interval = input.billing_interval ?? current.billing_interval;
  const pkg = await findActiveResellerPackage(db, packageId);
  if (!pkg) throw new ValidationFailed({ reseller_package_id: [M.packageNotFound] });
  const plan = {
    packageId: pkg.id,
    packageName: pkg.name,
    interval,
    amount: priceFor(pkg, interval),
  };
  const live = summary.status === 'active';
  if (live && pkg.id !== current.reseller_package_id) {
    if (Number(pkg.price) <= Number(current.package_price)) {
      throw new HttpError(422, M.upgradeOnlyUp);
    }
    return { ...plan, action: 'upgrade' };
  }
  if (live && !summary.can_renew) throw new HttpError(422, M.renewTooEarly);
  return { ...plan, action: 'renew' };
}

/**
 * Starts the platform's checkout of a reseller's own package. A pending subscription is paid through the
 * registration's purpose (its activation); a renewal or an upgrade through RESELLER_BILLING_PURPOSE. A free
 * package (or payments turned off) is applied at once.
 */
export async function startResellerCheckout(
  deps: CheckoutDeps,
  admin: { email: string; reseller_id: number },
  input: CheckoutInput,
  now = new Date(),
): Promise<{ checkout_url: string | null; message: string }> {
  const current = await findResellerSubscription(deps.db, admin.reseller_id);
  if (!current) throw notFound(M.noSubscription);
  const plan = await planFor(deps.db, current, input, now);
  const { provider } = deps;

  if (plan.amount <= 0 || !provider) {
    await applyPaid(deps.db, current, plan, 'none', now);
    return { checkout_url: null, message: M.activated };
  }

  const reference =
    plan.action === 'pay' ? current.reference : `rb_${randomBytes(16).toString('hex')}`;
  const description = `${plan.packageName} reseller plan (${plan.interval})`;
  const metadata: Record<string, string> =
    plan.action === 'pay'
      ? {
          purpose: RESELLER_REGISTRATION_PURPOSE,
          reseller_id: String(admin.reseller_id),
          reseller_subscription_id: String(current.id),
        }
      : {
          purpose: RESELLER_BILLING_PURPOSE,
          action: plan.action,
          reseller_id: String(admin.reseller_id),
          reseller_subscription_id: String(current.id),
          reseller_package_id: String(plan.packageId),
          billing_interval: plan.interval,
          amount_cents: String(toCents(plan.amount)),
        };
  try {
    const session = await provider.createCheckout({
      reference,
      description,
      amount: toCents(plan.amount),
      currency: deps.currency,
      interval: plan.interval === 'yearly' ? 'year' : 'month',
      customerEmail: admin.email,
      successUrl: `${deps.siteUrl}/reseller-billing?checkout=success`,
      cancelUrl: `${deps.siteUrl}/reseller-billing?checkout=cancelled`,
      metadata,
    });
    if (plan.action === 'pay') await setCheckoutId(deps.db, current.id, session.id);
    return { checkout_url: session.url, message: M.redirecting };
  } catch (error) {
    deps.log.error(
      { err: error, provider: provider.name },
      'could not start the reseller checkout',
    );
    throw new HttpError(502, M.providerUnavailable);
  }
}

/** The new period: a renewal of a running period extends it; anything else starts now. */
function newPeriod(current: ResellerSubscriptionRecord, plan: Plan, now: Date) {
  const end = current.current_period_end ? new Date(String(current.current_period_end)) : null;
  const extend =
    plan.action === 'renew' && current.status === 'active' && end !== null && end > now;
  if (extend && end) {
    return {
      start: current.current_period_start
        ? new Date(String(current.current_period_start)).toISOString()
        : nowIso(now),
      end: periodEnd(end, plan.interval).toISOString(),
    };
  }
  return { start: nowIso(now), end: periodEnd(now, plan.interval).toISOString() };
}

async function applyPaid(
  db: Kysely<DB>,
  current: ResellerSubscriptionRecord,
  plan: Plan,
  provider: string,
  now: Date,
): Promise<void> {
  await applyResellerPayment(db, current.id, {
    reseller_package_id: plan.packageId,
    billing_interval: plan.interval,
    amount: plan.amount,
    provider,
    ...newPeriod(current, plan, now),
  });
}

/** What renewals use: Stripe's subscription, or the sandbox's saved card (see renewal.ts savedSandboxCard). */
export function recurringHandle(event: CheckoutCompletedEvent, provider: string): string | null {
  if (event.subscriptionId) return event.subscriptionId;
  return provider === 'sandbox' ? (event.customerId ?? null) : null;
}

/**
 * Wraps the registration's payment handler (the first payment of a reseller package, also the "pay" of a
 * pending one): after the activation, the sandbox's saved card is kept for the renewals.
 */
export function keepingSavedCard(handler: PaymentHandler): PaymentHandler {
  return {
    ...handler,
    async completed(deps, event, provider) {
      await handler.completed(deps, event, provider);
      const card = event.subscriptionId ? null : recurringHandle(event, provider);
      const id = Number(event.metadata.reseller_subscription_id);
      if (!card || !Number.isInteger(id)) return;
      await saveSandboxCard(deps.db, id, event.reference, card);
    },
  };
}

/**
 * A paid renewal or upgrade: moves the subscription to the paid package and period and records the payment
 * (kind 'reseller', earned by the platform: earner NULL), in one database transaction. Idempotent: a replayed
 * webhook (same provider checkout) changes nothing.
 */
export const resellerBillingPaymentHandler: PaymentHandler = {
  async completed(deps, event, provider) {
    const id = Number(event.metadata.reseller_subscription_id);
    const resellerId = Number(event.metadata.reseller_id);
    const current = Number.isInteger(resellerId)
      ? await findResellerSubscription(deps.db, resellerId)
      : undefined;
    if (!current || current.id !== id) {
      deps.log.warn({ reference: event.reference }, 'unknown reseller package payment');
      return;
    }
    const expected = Number(event.metadata.amount_cents);
    if (!Number.isFinite(expected) || event.amount < expected) {
      deps.log.error(
        { reference: event.reference, paid: event.amount, expected },
        'reseller package payment lower than the price: not applied',
      );
      return;
    }
    const interval: BillingInterval =
      event.metadata.billing_interval === 'yearly' ? 'yearly' : 'monthly';
    const plan: Plan = {
      action: event.metadata.action === 'upgrade' ? 'upgrade' : 'renew',
      packageId: Number(event.metadata.reseller_package_id),
      packageName: '',
      interval,
      amount: fromCents(expected),
    };
    const pkg = await findResellerPackage(deps.db, plan.packageId);
    if (!pkg) {
      deps.log.error({ reference: event.reference }, 'paid reseller package no longer exists');
      return;
    }
    const now = new Date();
    try {
      const recorded = await deps.db.transaction().execute(async (trx) => {
        if (await transactionExists(trx, provider, event.providerId)) return false;
        const locked = await findResellerSubscription(trx, resellerId);
        if (!locked) return false;
        await insertResellerTransaction(trx, {
          resellerId,
          amount: fromCents(event.amount),
          currency: event.currency || locked.currency,
          status: 'completed',
          description: `${pkg.name} reseller plan (${interval}) - ${plan.action}`,
          provider,
          providerRef: event.providerId,
          reference: event.reference,
          at: now,
        });
        await applyResellerPayment(trx, locked.id, {
          reseller_package_id: pkg.id,
          billing_interval: interval,
          amount: priceFor(pkg, interval),
          provider,
          recurring: recurringHandle(event, provider),
          ...newPeriod(locked, plan, now),
        });
        return true;
      });
      if (recorded) await announcePayment(deps, provider, event.providerId);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      deps.log.info({ reference: event.reference }, 'reseller package payment already recorded');
    }
  },

  async failed(deps, event) {
    const id = Number(event.metadata.reseller_subscription_id);
    if (Number.isInteger(id)) await recordResellerPaymentError(deps.db, id, event.reason);
  },
};

// ---- super admin: reseller packages ------------------------------------------------------------------

export async function createResellerPackage(db: Kysely<DB>, input: ResellerPackageInput) {
  const id = await insertResellerPackage(db, input);
  const row = await findResellerPackage(db, id);
  if (!row) throw notFound(M.packageNotFound);
  return toAdminPackage(row, 0);
}

export async function editResellerPackage(
  db: Kysely<DB>,
  id: number,
  input: Partial<ResellerPackageInput>,
) {
  if (!(await findResellerPackage(db, id))) throw notFound(M.packageNotFound);
  await updateResellerPackage(db, id, input);
  const row = await findResellerPackage(db, id);
  if (!row) throw notFound(M.packageNotFound);
  return toAdminPackage(row, await countLiveSubscriptions(db, id));
}
