import { announcePayment } from '../payments/billing-events';
import type { PaymentEventDeps } from '../payments/plugin';
import {
  fromCents,
  type InvoiceFailedEvent,
  type InvoicePaidEvent,
  type ProviderSubscriptionEvent,
} from '../payments/provider';
import { graceMs, sendResellerRenewalFailedEmail } from './renewal';
import {
  findResellerSubscriptionByProvider,
  insertResellerTransaction,
} from './renewal-repository';
import {
  endResellerSubscriptionNow,
  recordResellerInvoicePaid,
  recordResellerPaymentError,
  setResellerRenews,
} from './repository';
import { isUniqueViolation } from '../../../lib/unique-violation';

type Row = NonNullable<Awaited<ReturnType<typeof findResellerSubscriptionByProvider>>>;

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
  await recordResellerInvoicePaid(
    deps.db,
    row.id,
    later ? { start: event.periodStart, end: event.periodEnd } : null,
  );
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
  await recordResellerPaymentError(deps.db, row.id, event.reason);
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
  const row = await findResellerSubscriptionByProvider(deps.db, provider, event.subscriptionId);
  if (!row) return false;
  if (event.type === 'invoice.paid') await invoicePaid(deps, row, event, provider);
  else if (event.type === 'invoice.payment_failed') await invoiceFailed(deps, row, event, provider);
  else if (
    event.type === 'subscription.deleted' ||
    event.status === 'cancelled' ||
    event.status === 'expired'
  ) {
    await endResellerSubscriptionNow(deps.db, row.id);
  } else if (event.status === 'active') {
    await setResellerRenews(deps.db, row.id, !event.cancelAtPeriodEnd);
  }
  return true;
}
