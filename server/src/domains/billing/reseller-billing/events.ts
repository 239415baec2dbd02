import type { Deps } from '../../platform';
import { nowIso } from '../../../lib/time';
import { announcePayment } from '../payments/billing-events';
import type { PaymentEventDeps } from '../payments/plugin';
import {
  fromCents,
  type InvoiceFailedEvent,
  type InvoicePaidEvent,
  type ProviderSubscriptionEvent,
} from '../payments/provider';
import { graceMs, insertResellerTransaction, sendResellerRenewalFailedEmail } from './renewal';
import { isUniqueViolation } from '../../../lib/unique-violation';

type Db = Deps['db'];

/** The reseller subscription a provider-side subscription (Stripe sub_...) belongs to. */
async function findByProviderSubscription(db: Db, provider: string, subscriptionId: string) {
  return db
    .selectFrom('reseller_subscriptions as s')
    .innerJoin('reseller_packages as p', 'p.id', 's.reseller_package_id')
    .innerJoin('resellers as r', 'r.id', 's.reseller_id')
    .select([
      's.id',
      's.reseller_id',
      's.status',
      's.billing_interval',
      's.currency',
      's.reference',
      's.current_period_end',
      'p.name as package_name',
      'r.subdomain',
    ])
    .where('s.provider', '=', provider)
    .where('s.provider_subscription_id', '=', subscriptionId)
    .orderBy('s.id', 'desc')
    .executeTakeFirst();
}

type Row = NonNullable<Awaited<ReturnType<typeof findByProviderSubscription>>>;

/**
 * invoice.paid: a renewal is recorded once (kind 'reseller', provider_ref = the invoice id, earned by the
 * platform) and the package is active with the invoice's period (never moved back). The first invoice
 * (subscription_create) was recorded by the checkout: only its period is read.
 */
async function invoicePaid(
  deps: PaymentEventDeps,
  row: Row,
  event: InvoicePaidEvent,
  provider: string,
) {
  if (event.billingReason !== 'subscription_create') {
    try {
      await insertResellerTransaction(deps.db, {
        resellerId: row.reseller_id,
        amount: fromCents(event.amount),
        currency: event.currency || row.currency,
        status: 'completed',
        description: `${row.package_name} reseller plan renewal (${row.billing_interval})`,
        provider,
        providerRef: event.invoiceId,
        reference: row.reference,
        at: new Date(),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      deps.log.info({ invoice: event.invoiceId }, 'reseller renewal invoice already recorded');
      return;
    }
    await announcePayment(deps, provider, event.invoiceId);
  }
  const later =
    event.periodStart !== null &&
    event.periodEnd !== null &&
    (row.current_period_end === null ||
      Date.parse(row.current_period_end) < Date.parse(event.periodEnd));
  await deps.db
    .updateTable('reseller_subscriptions')
    .set({
      last_payment_error: null,
      ...(later
        ? { current_period_start: event.periodStart, current_period_end: event.periodEnd }
        : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', row.id)
    .where('status', 'in', ['active', 'cancelled'])
    .execute();
}

/** invoice.payment_failed: the error kept, a failed transaction (once per event) and an email to the admin. */
async function invoiceFailed(
  deps: PaymentEventDeps,
  row: Row,
  event: InvoiceFailedEvent,
  provider: string,
) {
  try {
    await insertResellerTransaction(deps.db, {
      resellerId: row.reseller_id,
      amount: fromCents(event.amount),
      currency: event.currency || row.currency,
      status: 'failed',
      description: `${row.package_name} reseller plan renewal (${row.billing_interval}): ${event.reason}`,
      provider,
      providerRef: `failed_${event.eventId}`,
      reference: row.reference,
      at: new Date(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return;
  }
  await deps.db
    .updateTable('reseller_subscriptions')
    .set({ last_payment_error: event.reason.slice(0, 255), updated_at: nowIso() })
    .where('id', '=', row.id)
    .execute();
  const end = row.current_period_end ? Date.parse(row.current_period_end) : Date.now();
  await sendResellerRenewalFailedEmail(
    { db: deps.db, config: deps.config, mailer: deps.mailer, log: deps.log },
    row,
    event.reason,
    new Date(Math.max(end, Date.now()) + graceMs()),
  );
}

/**
 * Events of Stripe-held reseller packages (the platform's account), matched by provider_subscription_id:
 * invoice.paid renews, invoice.payment_failed marks the failure, customer.subscription.deleted (or a
 * cancelled / expired status) ends the package now; cancel_at_period_end mirrors Stripe's flag (stored as
 * status 'cancelled' with the period still running). False when the event is not a reseller's.
 * Idempotent: transactions are unique per (provider, provider_ref) and periods never move back.
 */
export async function handleResellerSubscriptionEvent(
  deps: PaymentEventDeps,
  event: ProviderSubscriptionEvent,
  provider: string,
): Promise<boolean> {
  const row = await findByProviderSubscription(deps.db, provider, event.subscriptionId);
  if (!row) return false;
  if (event.type === 'invoice.paid') await invoicePaid(deps, row, event, provider);
  else if (event.type === 'invoice.payment_failed') await invoiceFailed(deps, row, event, provider);
  else if (
    event.type === 'subscription.deleted' ||
    event.status === 'cancelled' ||
    event.status === 'expired'
  ) {
    const now = nowIso();
    await deps.db
      .updateTable('reseller_subscriptions')
      .set({ status: 'cancelled', current_period_end: now, updated_at: now })
      .where('id', '=', row.id)
      .where('status', 'in', ['active', 'cancelled'])
      .where((eb) =>
        eb.or([eb('current_period_end', 'is', null), eb('current_period_end', '>', now)]),
      )
      .execute();
  } else if (event.status === 'active') {
    await deps.db
      .updateTable('reseller_subscriptions')
      .set({ status: event.cancelAtPeriodEnd ? 'cancelled' : 'active', updated_at: nowIso() })
      .where('id', '=', row.id)
      .where('status', 'in', ['active', 'cancelled'])
      .where('current_period_end', '>', nowIso())
      .execute();
  }
  return true;
}
