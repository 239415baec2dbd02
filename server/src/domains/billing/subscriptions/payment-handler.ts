import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BillingInterval } from '@voice/contracts';
import type { DB, PackageRow, SubscriptionRow } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { findPackageById } from '../packages/repository';
import { announcePayment } from '../payments/billing-events';
import type { PaymentEventDeps, PaymentHandler } from '../payments/plugin';
import {
  fromCents,
  toCents,
  type CheckoutCompletedEvent,
  type CheckoutFailedEvent,
} from '../payments/provider';
import { periodEnd, priceFor } from './period';
import { prorationLines } from './plan-change';
import { recordFailedPayment } from './failed-payment';
import {
  updateSubscriptionInState,
  findSubscriptionById,
  insertUpgradeTransaction,
  switchPlan,
  updateSubscription,
  type SubscriptionState,
} from './repository';
import { insertTransaction, transactionExists } from '../transactions/repository';
import { isUniqueViolation } from '../../../lib/unique-violation';

/** The subscription a checkout event is about: its metadata's id, checked against its reference. */
async function subscriptionOf(
  db: Kysely<DB>,
  event: CheckoutCompletedEvent | CheckoutFailedEvent,
  log: FastifyBaseLogger,
): Promise<SubscriptionRow | undefined> {
  const id = Number(event.metadata.subscription_id);
  const row = Number.isInteger(id) ? await findSubscriptionById(db, id) : undefined;
  if (!row || row.reference !== event.reference) {
    log.warn(
      { reference: event.reference, id: event.metadata.subscription_id },
      'unknown plan payment',
    );
    return undefined;
  }
  return row;
}

async function planName(db: Kysely<DB>, packageId: number | null): Promise<string> {
  const pkg = packageId === null ? undefined : await findPackageById(db, packageId);
  return pkg?.name ?? 'Plan';
}

interface Activation {
  subscription: SubscriptionRow;
  pkg: PackageRow;
  interval: BillingInterval;
  description: string;
  /** The transaction's kind (default 'subscription'; 'renewal' for a past_due plan paid during its grace). */
  kind?: 'subscription' | 'renewal';
  /** Only if the subscription is still in this state (a concurrent webhook finds it changed). */
  guard: SubscriptionState;
}

/**
 * Switches the subscription to the paid plan with a new period starting now and records the payment as a
 * completed transaction (kind 'subscription', earned by the user's reseller, or the platform for main-host
 * users), in one database transaction. A replayed or concurrent webhook changes nothing.
 */
async function activatePaid(
  deps: PaymentEventDeps,
  event: CheckoutCompletedEvent,
  provider: string,
  activation: Activation,
): Promise<'activated' | 'already-processed' | 'amount-mismatch'> {
  const { subscription, pkg, interval, description, guard, kind = 'subscription' } = activation;
  const expected = priceFor(pkg, interval);
  if (event.amount < toCents(expected)) {
    deps.log.error(
      { reference: event.reference, paid: event.amount, expected: toCents(expected) },
      'plan payment lower than the price: not activated',
    );
    return 'amount-mismatch';
  }
  const start = new Date();
  const amount = fromCents(event.amount);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const activated = await updateSubscriptionInState(trx, subscription.id, guard, {
        status: 'active',
        package_id: pkg.id,
        billing_interval: interval,
        amount: expected,
        current_period_start: nowIso(start),
        current_period_end: periodEnd(start, interval).toISOString(),
        cancel_at_period_end: 0,
        cancelled_at: null,
        ends_at: null,
        pending_package_id: null,
        pending_billing_interval: null,
        last_payment_error: null,
        grace_until: null,
        provider,
        // The card paid with is kept for renewals (the sandbox's saved test card, Stripe's customer).
        provider_customer_id: event.customerId ?? subscription.provider_customer_id,
        provider_subscription_id: event.subscriptionId ?? subscription.provider_subscription_id,
        updated_at: nowIso(start),
      });
      if (!activated) return 'already-processed' as const;
      await insertTransaction(trx, {
        user_id: subscription.user_id,
        reseller_id: subscription.reseller_id,
        amount,
        currency: event.currency.toUpperCase(),
        status: 'completed',
        description,
        provider,
        provider_ref: event.providerId,
        reference: event.reference,
        subscription_id: subscription.id,
        kind,
        earner_reseller_id: subscription.reseller_id,
        line_items: JSON.stringify([{ description, amount, package_id: pkg.id }]),
        created_at: nowIso(start),
      });
      return 'activated' as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'already-processed';
    throw error;
  }
}

/** The statuses a plan payment (purpose 'subscription') activates: a new plan, or a failed renewal's. */
const PAYABLE_STATUSES = ['pending', 'past_due'];

/**
 * Payments of a new plan (purpose 'subscription'): pending → active. A past_due plan (its renewal failed)
 * paid during its grace period is active again with a new period (a 'renewal' transaction).
 */
export const subscriptionPaymentHandler: PaymentHandler = {
  async completed(deps, event, provider) {
    const subscription = await subscriptionOf(deps.db, event, deps.log);
    if (!subscription) return;
    if (
      !PAYABLE_STATUSES.includes(subscription.status) ||
      (await transactionExists(deps.db, provider, event.providerId))
    ) {
      deps.log.info({ reference: event.reference }, 'plan payment already processed');
      return;
    }
    const pkg = await findPackageById(deps.db, subscription.package_id);
    if (!pkg) return;
    const interval = subscription.billing_interval;
    const renewal = subscription.status === 'past_due';
    const outcome = await activatePaid(deps, event, provider, {
      subscription,
      pkg,
      interval,
      description: renewal
        ? `${pkg.name} plan renewal (${interval})`
        : `${pkg.name} plan (${interval})`,
      kind: renewal ? 'renewal' : 'subscription',
      guard: { status: subscription.status, pendingPackageId: null },
    });
    deps.log.info({ reference: event.reference, outcome }, 'plan payment');
    if (outcome === 'activated') await announcePayment(deps, provider, event.providerId);
  },

  async failed(deps, event, provider) {
    const subscription = await subscriptionOf(deps.db, event, deps.log);
    if (!subscription || !PAYABLE_STATUSES.includes(subscription.status)) return;
    await updateSubscription(deps.db, subscription.id, { last_payment_error: event.reason });
    const name = await planName(deps.db, subscription.package_id);
    await recordFailedPayment(
      deps.db,
      subscription,
      event,
      provider,
      `${name} plan (${subscription.billing_interval})`,
    );
  },
};

/**
 * Payments of an upgrade without a saved card (purpose 'subscription-upgrade'): the prorated difference was paid
 * (metadata credit and charge, in cents, as previewed); the waiting plan replaces the current one, the period and
 * usage kept, and one transaction is recorded with the two proration lines.
 */
export const subscriptionUpgradePaymentHandler: PaymentHandler = {
  async completed(deps, event, provider) {
    const subscription = await subscriptionOf(deps.db, event, deps.log);
    if (!subscription) return;
    const packageId = Number(event.metadata.package_id);
    if (
      subscription.pending_package_id === null ||
      subscription.pending_package_id !== packageId ||
      subscription.status !== 'active' ||
      (await transactionExists(deps.db, provider, event.providerId))
    ) {
      deps.log.info({ reference: event.reference }, 'upgrade payment already processed or stale');
      return;
    }
    const pkg = await findPackageById(deps.db, packageId);
    if (!pkg) return;
    const interval = subscription.billing_interval;
    const newAmount = priceFor(pkg, interval);
    const credit = Number(event.metadata.credit);
    const charge = Number(event.metadata.charge);
    const prorated = Number.isInteger(credit) && Number.isInteger(charge);
    const due = prorated ? charge - credit : toCents(newAmount);
    if (event.amount < due) {
      deps.log.error(
        { reference: event.reference, paid: event.amount, expected: due },
        'upgrade payment lower than the prorated price: not applied',
      );
      return;
    }
    const description = `Upgrade to ${pkg.name} plan (${interval})`;
    const amount = fromCents(event.amount);
    const current = await planName(deps.db, subscription.package_id);
    let transactionId: number | null;
    try {
      transactionId = await deps.db.transaction().execute(async (trx) => {
        if (!(await switchPlan(trx, subscription, subscription.package_id, pkg, newAmount))) {
          return null;
        }
        return insertUpgradeTransaction(trx, {
          subscription: { ...subscription, currency: event.currency || subscription.currency },
          amount,
          description,
          provider,
          providerRef: event.providerId,
          reference: event.reference,
          lineItems: prorated
            ? prorationLines({ credit, charge }, current, pkg.name, pkg.id)
            : [{ description, amount, package_id: pkg.id }],
        });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      transactionId = null;
    }
    deps.log.info(
      { reference: event.reference, applied: transactionId !== null },
      'upgrade payment',
    );
    if (transactionId === null) return;
    await deps.payments.events.emit(
      {
        type: 'payment.succeeded',
        transactionId,
        userId: subscription.user_id,
        subscriptionId: subscription.id,
      },
      deps.log,
    );
    await deps.payments.events.emit(
      {
        type: 'plan.changed',
        userId: subscription.user_id,
        subscriptionId: subscription.id,
        fromPackageId: subscription.package_id,
        toPackageId: pkg.id,
        when: 'now',
        transactionId,
      },
      deps.log,
    );
  },

  async failed(deps, event, provider) {
    const subscription = await subscriptionOf(deps.db, event, deps.log);
    if (!subscription || subscription.pending_package_id === null) return;
    await updateSubscription(deps.db, subscription.id, { last_payment_error: event.reason });
    const name = await planName(deps.db, subscription.pending_package_id);
    await recordFailedPayment(deps.db, subscription, event, provider, `Upgrade to ${name} plan`);
  },
};
