import type { Kysely } from 'kysely';
import type { DB, SubscriptionRow } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { fromCents, type CheckoutFailedEvent } from '../payments/provider';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { insertTransaction } from '../transactions/repository';

/**
 * A declined checkout is recorded as a failed transaction, so the user and the admins see the attempt and its
 * reason. provider_ref is the event's id: a replayed webhook records nothing, and the checkout itself stays
 * payable (the sandbox's page lets the customer retry with another card; its payment is recorded under the
 * checkout's id).
 */
export async function recordFailedPayment(
  db: Kysely<DB>,
  subscription: SubscriptionRow,
  event: CheckoutFailedEvent,
  provider: string,
  what: string,
): Promise<void> {
  const amount = fromCents(event.amount);
  const description = `${what}: ${event.reason}`;
  try {
    await insertTransaction(db, {
      user_id: subscription.user_id,
      reseller_id: subscription.reseller_id,
      amount,
      currency: event.currency.toUpperCase(),
      status: 'failed',
      description,
      provider,
      provider_ref: `failed_${event.eventId}`,
      reference: event.reference,
      subscription_id: subscription.id,
      kind: subscription.is_custom
        ? 'custom'
        : subscription.status === 'past_due'
          ? 'renewal'
          : 'subscription',
      earner_reseller_id: subscription.reseller_id,
      line_items: JSON.stringify([{ description: what, amount }]),
      created_at: nowIso(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}
