import type { SubscriptionRow } from '../../../db/schema';
import { addDays, nowIso } from '../../../lib/time';
import { findPackageById } from '../packages/repository';
import { announcePayment } from '../payments/billing-events';
import type { PaymentEventDeps } from '../payments/plugin';
import {
  fromCents,
  type InvoiceFailedEvent,
  type InvoicePaidEvent,
  type ProviderSubscriptionEvent,
  type SubscriptionChangedEvent,
} from '../payments/provider';
import { handleResellerSubscriptionEvent } from '../reseller-billing/events';
import { priceFor } from './period';
import { RENEWAL_GRACE_DAYS, sendRenewalFailedEmail } from './renewal';
import {
  applyIfNewer,
  findByProviderSubscription,
  insertRenewalTransaction,
} from './renewal-repository';
import { isUniqueViolation } from '../../../lib/unique-violation';

/** The paid period, only if it is later than the one we have (never moved back). */
function laterPeriod(row: SubscriptionRow, start: string | null, end: string | null) {
  if (!start || !end) return {};
  if (row.current_period_end && Date.parse(row.current_period_end) >= Date.parse(end)) return {};
  return { current_period_start: start, current_period_end: end };
}

/**
 * invoice.paid: a renewal is recorded once (kind 'renewal', provider_ref = the invoice id, earned by the
 * user's reseller) and the subscription is active again with the invoice's period. The first invoice
 * (subscription_create) was recorded by the checkout: only its period is read.
 */
async function invoicePaid(
  deps: PaymentEventDeps,
  row: SubscriptionRow,
  event: InvoicePaidEvent,
  provider: string,
) {
  // The first invoice was recorded by the checkout, an upgrade's proration by the upgrade itself (upgrade.ts).
  const recorded = ['subscription_create', 'subscription_update'];
  // A downgrade scheduled for this renewal: the invoice bills the cheaper plan (its price was changed then).
  const scheduled =
    event.billingReason === 'subscription_cycle' && row.scheduled_package_id
      ? await findPackageById(deps.db, row.scheduled_package_id)
      : undefined;
  if (!recorded.includes(event.billingReason ?? '')) {
    const pkg = scheduled ?? (await findPackageById(deps.db, row.package_id));
    const amount = fromCents(event.amount);
    const description = `${pkg?.name ?? 'Plan'} plan renewal (${row.billing_interval})`;
    try {
      await insertRenewalTransaction(deps.db, {
        subscription: { ...row, currency: event.currency || row.currency },
        amount,
        status: 'completed',
        description,
        provider,
        providerRef: event.invoiceId,
        lineItems: [{ description, amount, ...(pkg ? { package_id: pkg.id } : {}) }],
        at: new Date(),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      deps.log.info({ invoice: event.invoiceId }, 'renewal invoice already recorded');
      return;
    }
    await announcePayment(deps, provider, event.invoiceId);
  }
  await applyIfNewer(deps.db, row, nowIso(new Date(event.created)), {
    status: 'active',
    grace_until: null,
    last_payment_error: null,
    ...laterPeriod(row, event.periodStart, event.periodEnd),
    ...(scheduled
      ? {
          package_id: scheduled.id,
          amount: priceFor(scheduled, row.billing_interval),
          scheduled_package_id: null,
          is_custom: 0,
          custom_amount: null,
          duration_months: null,
        }
      : {}),
  });
  if (scheduled) {
    await deps.payments.events.emit(
      {
        type: 'plan.changed',
        userId: row.user_id,
        subscriptionId: row.id,
        fromPackageId: row.package_id,
        toPackageId: scheduled.id,
        when: 'renewal',
      },
      deps.log,
    );
  }
}

/**
 * invoice.payment_failed: past_due (usable until grace_until), the error kept, a failed transaction
 * (provider_ref = the event id: a replay records nothing) and an email to the user.
 */
async function invoiceFailed(
  deps: PaymentEventDeps,
  row: SubscriptionRow,
  event: InvoiceFailedEvent,
  provider: string,
) {
  const pkg = await findPackageById(deps.db, row.package_id);
  const description = `${pkg?.name ?? 'Plan'} plan renewal (${row.billing_interval}): ${event.reason}`;
  try {
    await insertRenewalTransaction(deps.db, {
      subscription: { ...row, currency: event.currency || row.currency },
      amount: fromCents(event.amount),
      status: 'failed',
      description,
      provider,
      providerRef: `failed_${event.eventId}`,
      lineItems: [{ description, amount: fromCents(event.amount) }],
      at: new Date(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return;
  }
  const graceUntil = row.grace_until
    ? new Date(row.grace_until)
    : addDays(new Date(), RENEWAL_GRACE_DAYS);
  const applied = await applyIfNewer(deps.db, row, nowIso(new Date(event.created)), {
    status: 'past_due',
    grace_until: nowIso(graceUntil),
    last_payment_error: event.reason.slice(0, 255),
  });
  if (applied && pkg) {
    await sendRenewalFailedEmail(
      { db: deps.db, config: deps.config, mailer: deps.mailer, log: deps.log },
      row,
      pkg,
      event.reason,
      graceUntil,
    );
  }
}

/** customer.subscription.updated / deleted: the provider's status, period and cancel_at_period_end. */
async function subscriptionChanged(
  deps: PaymentEventDeps,
  row: SubscriptionRow,
  event: SubscriptionChangedEvent,
) {
  const at = nowIso(new Date(event.created));
  const now = new Date();
  const values: Partial<Omit<SubscriptionRow, 'id' | 'created_at'>> = {
    ...laterPeriod(row, event.periodStart, event.periodEnd),
    cancel_at_period_end: event.cancelAtPeriodEnd ? 1 : 0,
  };
  if (event.cancelAtPeriodEnd && event.periodEnd) values.ends_at = event.periodEnd;
  if (event.status === 'active') Object.assign(values, { status: 'active', grace_until: null });
  if (event.status === 'past_due') {
    Object.assign(values, {
      status: 'past_due',
      grace_until: row.grace_until ?? nowIso(addDays(now, RENEWAL_GRACE_DAYS)),
    });
  }
  if (event.status === 'cancelled' || event.status === 'expired') {
    Object.assign(values, {
      status: event.status,
      ends_at: nowIso(now),
      cancelled_at: row.cancelled_at ?? nowIso(now),
    });
  }
  await applyIfNewer(deps.db, row, at, values);
}

/**
 * Events of provider-side subscriptions (Stripe), matched by provider_subscription_id (users' subscriptions,
 * then resellers' packages: reseller-billing/events.ts); unknown ones are only logged. Verified by the
 * provider (parseWebhook) and idempotent: transactions are unique per (provider, provider_ref) and an event
 * older than the newest applied one changes no state.
 */
export async function handleProviderSubscriptionEvent(
  deps: PaymentEventDeps,
  event: ProviderSubscriptionEvent,
  provider: string,
): Promise<void> {
  const row = await findByProviderSubscription(deps.db, provider, event.subscriptionId);
  if (!row && (await handleResellerSubscriptionEvent(deps, event, provider))) return;
  if (!row) {
    deps.log.warn(
      { subscription: event.subscriptionId, id: event.eventId },
      'unknown subscription',
    );
    return;
  }
  if (event.type === 'invoice.paid') await invoicePaid(deps, row, event, provider);
  else if (event.type === 'invoice.payment_failed') await invoiceFailed(deps, row, event, provider);
  else await subscriptionChanged(deps, row, event);
}
