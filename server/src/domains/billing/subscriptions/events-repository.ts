import type { Db } from '../../../db/schema';
import { emitEvents } from '../../platform';

/**
 * The billing events of the event outbox (platform/events), written by the repository functions that change a
 * subscription or record a payment, with the caller's database handle (the transaction of the change when the
 * caller has one):
 * - subscription.changed: the subscription as it is after the change (its plan, status, period, cancellation);
 * - payment.succeeded / payment.failed: a completed or failed transaction (a refund is neither).
 */

/** subscription.changed for each of these subscriptions (by id), as they are now. */
export async function emitSubscriptionsChanged(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('subscriptions as s')
    .leftJoin('packages as p', 'p.id', 's.package_id')
    .select([
      's.id',
      's.user_id',
      's.reseller_id',
      's.package_id',
      'p.name as package_name',
      's.status',
      's.billing_interval',
      's.amount',
      's.currency',
      's.current_period_start',
      's.current_period_end',
      's.cancel_at_period_end',
      's.ends_at',
      's.updated_at',
    ])
    .where('s.id', 'in', [...ids])
    .orderBy('s.id')
    .execute();
  await emitEvents(
    db,
    rows.map((row) => ({
      type: 'subscription.changed' as const,
      resourceType: 'subscription',
      resourceId: row.id,
      userId: row.user_id,
      resellerId: row.reseller_id,
      payload: {
        id: row.id,
        user_id: row.user_id,
        package_id: row.package_id,
        package_name: row.package_name ?? null,
        status: row.status,
        billing_interval: row.billing_interval,
        amount: Number(row.amount),
        currency: row.currency,
        current_period_start: row.current_period_start,
        current_period_end: row.current_period_end,
        cancel_at_period_end: Number(row.cancel_at_period_end) === 1,
        ends_at: row.ends_at,
        updated_at: row.updated_at,
      },
    })),
  );
}

/** The transaction a payment event tells of (the row as recorded). */
export interface RecordedPayment {
  id: number;
  user_id: number | null;
  reseller_id: number | null;
  amount: number | string;
  currency: string;
  status: string;
  description: string | null;
  kind: string;
  reference: string | null;
  subscription_id: number | null;
  created_at: string;
}

/** payment.succeeded or payment.failed for a transaction just recorded (nothing for another status). */
export async function emitPaymentEvent(db: Db, tx: RecordedPayment): Promise<void> {
  const type =
    tx.status === 'completed'
      ? ('payment.succeeded' as const)
      : tx.status === 'failed'
        ? ('payment.failed' as const)
        : null;
  if (type === null || tx.user_id === null) return;
  await emitEvents(db, [
    {
      type,
      resourceType: 'payment',
      resourceId: tx.id,
      userId: tx.user_id,
      resellerId: tx.reseller_id,
      payload: {
        id: tx.id,
        user_id: tx.user_id,
        amount: Number(tx.amount),
        currency: tx.currency,
        status: tx.status,
        description: tx.description,
        kind: tx.kind,
        reference: tx.reference,
        subscription_id: tx.subscription_id,
        created_at: tx.created_at,
      },
    },
  ]);
}

/** The columns emitPaymentEvent reads, for an insert's RETURNING. */
export const PAYMENT_COLUMNS = [
  'id',
  'user_id',
  'reseller_id',
  'amount',
  'currency',
  'status',
  'description',
  'kind',
  'reference',
  'subscription_id',
  'created_at',
] as const;
