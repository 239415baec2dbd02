import type { FastifyBaseLogger } from 'fastify';
import type { BillingInterval } from '@voice/contracts';
import type { Deps } from '../../platform';
import { nowIso } from '../../../lib/time';
import { fromCents, toCents } from '../payments/provider';
import { activatePendingRegistration, findRegistration } from './repository';
import { sendWelcomeEmail } from './welcome-email';

export interface Payment {
  reference: string;
  /** 'none' for a free activation. */
  provider: string;
  /** The provider's checkout id (recorded on the transaction); null without a payment. */
  providerId: string | null;
  /** What was paid, in cents (absent without a payment). */
  amountCents?: number;
  currency?: string;
  /** The provider's subscription (recurring checkouts). */
  subscriptionId?: string | null;
}

export type ActivationOutcome = 'activated' | 'already-processed' | 'unknown' | 'amount-mismatch';

function addPeriod(start: Date, interval: BillingInterval): Date {
  const end = new Date(start.getTime());
  if (interval === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * Activates a registration once it is paid (or free): subscription, reseller and admin become active,
 * the payment is recorded as a completed transaction, then the admin gets a welcome email with a link
 * to set a password on the reseller's own site. Idempotent: a second call changes nothing.
 */
export async function activateRegistration(
  deps: Deps,
  payment: Payment,
  log: FastifyBaseLogger,
): Promise<ActivationOutcome> {
  const registration = await findRegistration(deps.db, payment.reference);
  if (!registration) return 'unknown';
  if (registration.status !== 'pending') return 'already-processed';
  const expected = toCents(Number(registration.amount));
  if (payment.providerId !== null && (payment.amountCents ?? 0) < expected) {
    log.error(
      { reference: payment.reference, paid: payment.amountCents, expected },
      'payment amount is lower than the price: registration not activated',
    );
    return 'amount-mismatch';
  }

  const start = new Date();
  const activated = await activatePendingRegistration(
    deps.db,
    registration,
    {
      start: nowIso(start),
      end: addPeriod(start, registration.billing_interval).toISOString(),
      providerSubscriptionId: payment.subscriptionId ?? null,
    },
    payment.providerId === null
      ? null
      : {
          amount: fromCents(payment.amountCents ?? expected),
          currency: (payment.currency || registration.currency).toUpperCase(),
          description: `${registration.package_name} reseller plan (${registration.billing_interval}) - ${registration.org_name}`,
          provider: payment.provider,
          provider_ref: payment.providerId,
          reference: payment.reference,
        },
  );
  if (!activated) return 'already-processed';

  await sendWelcomeEmail(deps, registration.reseller_id, registration.subdomain, log);
  return 'activated';
}
