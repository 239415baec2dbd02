import type { PackageRow, SubscriptionRow } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import { nowIso } from '../../../lib/time';
import { findPackageById } from '../packages/repository';
import { PaymentDeclinedError, fromCents, toCents } from '../payments/provider';
import { chargeSandboxCustomer } from '../payments/sandbox/provider';
import { startCheckout } from './checkout';
import type { SubscriptionDeps, Subscriber } from './deps';
import {
  COMPLETE_UPGRADE_PAYMENT,
  NOTHING_TO_UPGRADE,
  PROVIDER_UNAVAILABLE,
  QUOTE_EXPIRED,
  RESUME_FIRST,
  SUBSCRIPTION_UPGRADED,
  SUBSCRIPTION_UPGRADE_PURPOSE,
  UPGRADE_ONLY_UP,
  UPGRADE_PENDING,
} from './messages';
import { priceFor } from './period';
import { prorationLines } from './plan-change';
import { prorate, type Proration } from './proration';
import {
  expireEndedSubscriptions,
  findLiveSubscription,
  insertUpgradeTransaction,
  switchPlan,
  updateSubscription,
} from './repository';
import { tenantPackageOr422, type ActionOutcome } from './subscribe';

/** A previewed proration stays chargeable this long (the modal's figure is what is charged). */
export const QUOTE_VALID_MS = 15 * 60_000;

export interface UpgradeQuote {
  live: SubscriptionRow;
  current: PackageRow | undefined;
  pkg: PackageRow;
  /** The new plan's price for the subscription's interval (currency units). */
  newAmount: number;
  /** Cents; null when the subscription has no period (nothing to prorate). */
  proration: Proration | null;
}

/**
 * What moving the user's plan to `packageId` at `at` costs, with Stripe's proration (proration.ts): only from an
 * active plan that is not cancelled, only to another plan of the user's tenant whose price for the subscription's
 * interval is higher than what the subscription costs now (a custom deal: its own amount).
 */
export async function quoteUpgrade(
  deps: SubscriptionDeps,
  user: Subscriber,
  packageId: number,
  at: Date = new Date(),
): Promise<UpgradeQuote> {
  const { db } = deps;
  await expireEndedSubscriptions(db, new Date(), user.id);
  const live = await findLiveSubscription(db, user.id);
  if (!live) throw new HttpError(422, NOTHING_TO_UPGRADE);
  if (live.status !== 'active') throw new HttpError(422, UPGRADE_PENDING);
  if (Number(live.cancel_at_period_end) === 1) throw new HttpError(422, RESUME_FIRST);
  const pkg = await tenantPackageOr422(deps, user, packageId);
  const newAmount = priceFor(pkg, live.billing_interval);
  if (pkg.id === live.package_id || newAmount <= Number(live.amount)) {
    throw new HttpError(422, UPGRADE_ONLY_UP);
  }
  const current = await findPackageById(db, live.package_id);
  const proration =
    live.current_period_start && live.current_period_end
      ? prorate({
          currentAmount: toCents(Number(live.amount)),
          newAmount: toCents(newAmount),
          periodStart: new Date(live.current_period_start),
          periodEnd: new Date(live.current_period_end),
          at,
        })
      : null;
  return { live, current, pkg, newAmount, proration };
}

/** The proration time the client previewed (ISO), if still valid; otherwise 422. Absent: now. */
export function quoteTime(prorationDate: string | undefined, now: Date = new Date()): Date {
  if (prorationDate === undefined) return now;
  const at = new Date(prorationDate);
  const age = now.getTime() - at.getTime();
  if (Number.isNaN(age) || age < -60_000 || age > QUOTE_VALID_MS) {
    throw new HttpError(422, QUOTE_EXPIRED);
  }
  return at.getTime() > now.getTime() ? now : at;
}

/** Switches at once, nothing charged (free, payments off, or nothing left to prorate). */
async function switchFree(deps: SubscriptionDeps, quote: UpgradeQuote): Promise<ActionOutcome> {
  const { live, pkg, newAmount } = quote;
  await switchPlan(deps.db, live, live.package_id, pkg, newAmount);
  await emitChanged(deps, quote);
  return { message: SUBSCRIPTION_UPGRADED, subscriptionId: live.id, checkoutUrl: null };
}

async function emitChanged(deps: SubscriptionDeps, quote: UpgradeQuote, transactionId?: number) {
  await deps.events?.emit(
    {
      type: 'plan.changed',
      userId: quote.live.user_id,
      subscriptionId: quote.live.id,
      fromPackageId: quote.live.package_id,
      toPackageId: quote.pkg.id,
      when: 'now',
      ...(transactionId === undefined ? {} : { transactionId }),
    },
    deps.log,
  );
}

/**
 * The proration is charged to the card saved with the subscription (Stripe: the subscription's price changes with
 * always_invoice; the sandbox: its saved test card), the plan switches and one transaction is recorded with
 * Stripe's two lines (unused time credited, remaining time charged). A declined card changes nothing (402).
 */
async function chargeSaved(
  deps: SubscriptionDeps,
  quote: UpgradeQuote,
  proration: Proration,
): Promise<ActionOutcome | null> {
  const { live, pkg, newAmount } = quote;
  const provider = deps.provider;
  const key = `upgrade_${live.id}_${pkg.id}_${proration.prorationDate}`;
  const description = `Upgrade to ${pkg.name} plan (${live.billing_interval})`;
  let charged: { ref: string; cents: number };
  if (
    provider?.changeSubscriptionPrice &&
    live.provider === provider.name &&
    live.provider_subscription_id
  ) {
    try {
      const result = await provider.changeSubscriptionPrice({
        subscriptionId: live.provider_subscription_id,
        amount: toCents(newAmount),
        currency: live.currency.toLowerCase(),
        interval: live.billing_interval === 'yearly' ? 'year' : 'month',
        description: `${pkg.name} plan (${live.billing_interval})`,
        proration: 'now',
        prorationDate: proration.prorationDate,
        idempotencyKey: key,
        metadata: { subscription_id: String(live.id), package_id: String(pkg.id) },
      });
      charged = { ref: result.invoiceId ?? key, cents: result.amountPaid || proration.total };
    } catch (error) {
      if (error instanceof PaymentDeclinedError) throw new HttpError(402, error.message);
      deps.log.error({ err: error }, 'could not change the provider subscription');
      throw new HttpError(502, PROVIDER_UNAVAILABLE);
    }
  } else if (live.provider === 'sandbox' && live.provider_customer_id) {
    const charge = chargeSandboxCustomer(live.provider_customer_id, key);
    if (!charge.ok) throw new HttpError(402, charge.reason);
    charged = { ref: charge.chargeId, cents: proration.total };
  } else {
    return null;
  }

  const current = quote.current?.name ?? 'current';
  const transactionId = await deps.db.transaction().execute(async (trx) => {
    if (!(await switchPlan(trx, live, live.package_id, pkg, newAmount))) return null;
    return insertUpgradeTransaction(trx, {
      subscription: live,
      amount: fromCents(charged.cents),
      description,
      provider: live.provider as string,
      providerRef: charged.ref,
      reference: live.reference,
      lineItems: prorationLines(proration, current, pkg.name, pkg.id),
    });
  });
  if (transactionId !== null) {
    await deps.events?.emit(
      {
        type: 'payment.succeeded',
        transactionId,
        userId: live.user_id,
        subscriptionId: live.id,
      },
      deps.log,
    );
    await emitChanged(deps, quote, transactionId);
  }
  return { message: SUBSCRIPTION_UPGRADED, subscriptionId: live.id, checkoutUrl: null };
}

/**
 * POST /api/subscriptions/upgrade: the quote (quoteUpgrade) at the previewed proration time, then, as Stripe
 * Billing does: the period and the minutes used stay, the unused part of the period is credited and the
 * difference charged once, to the saved card. Without a saved card, a checkout for that difference (purpose
 * 'subscription-upgrade'; the plan waits in pending_package_id until it is paid).
 */
export async function upgrade(
  deps: SubscriptionDeps,
  user: Subscriber,
  packageId: number,
  prorationDate?: string,
): Promise<ActionOutcome> {
  const quote = await quoteUpgrade(deps, user, packageId, quoteTime(prorationDate));
  const { live, pkg, proration } = quote;
  if (!deps.provider || !proration || proration.total <= 0) return switchFree(deps, quote);

  const done = await chargeSaved(deps, quote, proration);
  if (done) return done;

  await updateSubscription(deps.db, live.id, {
    pending_package_id: pkg.id,
    pending_billing_interval: live.billing_interval,
    last_payment_error: null,
  });
  const url = await startCheckout(
    deps,
    user,
    live,
    pkg,
    live.billing_interval,
    fromCents(proration.total),
    SUBSCRIPTION_UPGRADE_PURPOSE,
    {
      oneOff: true,
      description: `Upgrade to ${pkg.name} plan, prorated until ${nowIso(
        new Date(live.current_period_end as string),
      ).slice(0, 10)}`,
      metadata: {
        proration_date: String(proration.prorationDate),
        credit: String(proration.credit),
        charge: String(proration.charge),
      },
    },
  );
  return { message: COMPLETE_UPGRADE_PAYMENT, subscriptionId: live.id, checkoutUrl: url };
}
