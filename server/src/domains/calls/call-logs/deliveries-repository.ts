import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { isoString } from '../../../lib/time';

// The webhook deliveries of one call (its forwarded reports and their attempts), for the call page's delivery log.

export interface DeliveryRow {
  id: number;
  event: string;
  url: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  delivered_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  attempt_log: {
    attempt: number;
    started_at: string;
    duration_ms: number;
    status_code: number | null;
    error: string | null;
  }[];
}

/** The reports forwarded for a call, newest first, each with its attempts (newest first). */
export async function deliveriesOf(db: Kysely<DB>, callLogId: number): Promise<DeliveryRow[]> {
  const deliveries = await db
    .selectFrom('webhook_deliveries')
    .select([
      'id',
      'event',
      'url',
      'status',
      'attempts',
      'next_attempt_at',
      'delivered_at',
      'last_status_code',
      'last_error',
      'created_at',
    ])
    .where('call_log_id', '=', callLogId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (deliveries.length === 0) return [];
  const attempts = await db
    .selectFrom('webhook_delivery_attempts')
    .select(['delivery_id', 'attempt', 'started_at', 'duration_ms', 'status_code', 'error'])
    .where(
      'delivery_id',
      'in',
      deliveries.map((d) => d.id),
    )
    .orderBy('attempt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return deliveries.map((delivery) => ({
    ...delivery,
    attempts: Number(delivery.attempts),
    // A delivered or abandoned report has no next attempt, whatever the queue's column says.
    next_attempt_at:
      delivery.status === 'pending' || delivery.status === 'sending'
        ? isoString(delivery.next_attempt_at)
        : null,
    delivered_at: delivery.delivered_at === null ? null : isoString(delivery.delivered_at),
    created_at: isoString(delivery.created_at),
    attempt_log: attempts
      .filter((a) => a.delivery_id === delivery.id)
      .map((a) => ({
        attempt: a.attempt,
        started_at: isoString(a.started_at),
        duration_ms: a.duration_ms,
        status_code: a.status_code,
        error: a.error,
      })),
  }));
}
