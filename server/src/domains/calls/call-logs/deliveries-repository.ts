import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { isoString } from '../../../lib/time';
import { END_OF_CALL_EVENT } from '../webhook-forwarding/report';

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

/**
 * The reports forwarded for a call, newest first, each with its attempts (newest first): the deliveries of the
 * call's call.ended to its assistant's webhook URL (an assistant's system endpoint of the event webhooks,
 * integrations/webhooks), found by the call's resource key.
 */
export async function deliveriesOf(db: Kysely<DB>, callId: string): Promise<DeliveryRow[]> {
  const deliveries = await db
    .selectFrom('event_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .select([
      'd.id',
      'w.url',
      'd.status',
      'd.attempts',
      'd.next_attempt_at',
      'd.delivered_at',
      'd.response_status',
      'd.error',
      'd.created_at',
    ])
    .where('d.resource_key', '=', `call:${callId}`)
    .where('w.source', '=', 'assistant')
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  if (deliveries.length === 0) return [];
  const attempts = await db
    .selectFrom('event_delivery_attempts')
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
    id: delivery.id,
    event: END_OF_CALL_EVENT,
    url: delivery.url,
    status: delivery.status,
    attempts: Number(delivery.attempts),
    // A delivered or abandoned report has no next attempt, whatever the queue's column says.
    next_attempt_at:
      delivery.status === 'pending' || delivery.status === 'sending'
        ? isoString(delivery.next_attempt_at)
        : null,
    delivered_at: delivery.delivered_at === null ? null : isoString(delivery.delivered_at),
    last_status_code: delivery.response_status,
    last_error: delivery.error,
    created_at: isoString(delivery.created_at),
    attempt_log: attempts
      .filter((a) => a.delivery_id === delivery.id)
      .map((a) => ({
        attempt: a.attempt,
        started_at: isoString(a.started_at),
        duration_ms: Number(a.duration_ms),
        status_code: a.status_code,
        error: a.error,
      })),
  }));
}
