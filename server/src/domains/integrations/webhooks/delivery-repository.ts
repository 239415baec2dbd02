import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { type EventDelivery, type EventType } from '@voice/contracts';
import type { DB, EventDeliveriesTable } from '../../../db/schema';
import { paginate, type Page, type PageRequest } from '../../../lib/paginate';
import { nowIso } from '../../../lib/time';

/**
 * The queries of event deliveries (event_deliveries): the worker's claim and outcomes, the log, a re-send, a test
 * delivery and the retention.
 */

type DeliveryEb = ExpressionBuilder<DB, 'event_deliveries'>;

const isDue = (now: string) => (eb: DeliveryEb) =>
  eb.or([
    eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
  ]);

/**
 * One statement claims up to `limit` due deliveries of enabled endpoints, counting the attempt and leasing them
 * (the UPDATE's WHERE repeats the due condition: a row another worker claimed meanwhile is not taken). In order
 * per resource: a delivery is not due while an earlier event's delivery of the same endpoint and resource is
 * still open (pending, even waiting for its retry, or sending).
 */
export async function claimDueDeliveries(
  db: Kysely<DB>,
  claim: { limit: number; at: string; leaseUntil: string },
) {
  return db
    .updateTable('event_deliveries')
    .set((eb) => ({
      status: 'sending',
      locked_until: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
      updated_at: claim.at,
    }))
    .where(
      'id',
      'in',
      db
        .selectFrom('event_deliveries as d')
        .select('d.id')
        .where((eb) =>
          eb.or([
            eb.and([eb('d.status', '=', 'pending'), eb('d.next_attempt_at', '<=', claim.at)]),
            eb.and([eb('d.status', '=', 'sending'), eb('d.locked_until', '<', claim.at)]),
          ]),
        )
        .where((eb) =>
          eb(
            'd.endpoint_id',
            'in',
            eb.selectFrom('webhook_endpoints').select('id').where('enabled', '=', 1),
          ),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('event_deliveries as e')
                .select('e.id')
                .whereRef('e.endpoint_id', '=', 'd.endpoint_id')
                .whereRef('e.resource_key', '=', 'd.resource_key')
                .whereRef('e.event_id', '<', 'd.event_id')
                .where('e.status', 'in', ['pending', 'sending']),
            ),
          ),
        )
        .orderBy('d.next_attempt_at')
        .orderBy('d.id')
        .limit(claim.limit),
    )
    .where(isDue(claim.at))
    .returning(['id', 'endpoint_id', 'event_id', 'event_type', 'attempts'])
    .execute();
}

/**
 * The endpoints (url, sealed secret, assistant) and events (type, time, payload) of claimed deliveries. An
 * assistant's endpoint signs with the assistant's secret as it is now (null once the assistant is deleted).
 */
export async function deliveryParts(
  db: Kysely<DB>,
  endpointIds: readonly number[],
  eventIds: readonly number[],
) {
  const endpoints = (
    await db
      .selectFrom('webhook_endpoints as w')
      .leftJoin('assistants as a', 'a.id', 'w.assistant_id')
      .select([
        'w.id',
        'w.url',
        'w.secret_encrypted',
        'w.assistant_id',
        'a.webhook_secret_encrypted',
      ])
      .where('w.id', 'in', [...endpointIds])
      .execute()
  ).map((row) => ({
    id: row.id,
    url: row.url,
    assistant_id: row.assistant_id,
    secret_encrypted:
      row.assistant_id === null ? row.secret_encrypted : (row.webhook_secret_encrypted ?? null),
  }));
  const events = await db
    .selectFrom('events')
    .select(['id', 'type', 'payload', 'created_at'])
    .where('id', 'in', [...eventIds])
    .execute();
  return {
    endpoints: new Map(endpoints.map((row) => [row.id, row])),
    events: new Map(events.map((row) => [row.id, row])),
  };
}

/** How an attempt ended, as saved. */
export interface AttemptOutcome {
  id: number;
  attempt: number;
  startedAt: string;
  durationMs: number;
  finishedAt: string;
  status: 'delivered' | 'failed' | 'pending';
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  nextAttemptAt: string;
}

/**
 * Saves outcomes (in a transaction): their attempt rows (the log of every attempt), then each delivery's new
 * state, only while its attempt is still held (same attempt, still sending).
 */
export async function saveAttemptOutcomes(
  db: Kysely<DB>,
  outcomes: readonly AttemptOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await db
    .insertInto('event_delivery_attempts')
    .values(
      outcomes.map((o) => ({
        delivery_id: o.id,
        attempt: o.attempt,
        started_at: o.startedAt,
        duration_ms: o.durationMs,
        status_code: o.responseStatus,
        error: o.error,
      })),
    )
    .execute();
  for (const o of outcomes) {
    await db
      .updateTable('event_deliveries')
      .set({
        status: o.status,
        locked_until: null,
        response_status: o.responseStatus,
        response_body: o.responseBody,
        error: o.error,
        delivered_at: o.status === 'delivered' ? o.finishedAt : null,
        ...(o.status === 'pending' ? { next_attempt_at: o.nextAttemptAt } : {}),
        updated_at: o.finishedAt,
      })
      .where('id', '=', o.id)
      .where('status', '=', 'sending')
      .where('attempts', '=', o.attempt)
      .execute();
  }
}

// ---- the log, re-send and test events --------------------------------------------------------------------

const DELIVERY_COLUMNS = [
  'id',
  'event_id',
  'event_type',
  'status',
  'attempts',
  'response_status',
  'response_body',
  'error',
  'created_at',
  'delivered_at',
  'next_attempt_at',
] as const;

type DeliveryRow = Pick<Selectable<EventDeliveriesTable>, (typeof DELIVERY_COLUMNS)[number]> & {
  event_created_at: string;
  event_payload: string;
};

/** The delivery body: the event's stored payload (JSON text) embedded as is. */
export function deliveryBody(event: {
  id: number;
  type: string;
  created_at: string;
  payload: string;
}): string {
  return `{"id":${event.id},"type":${JSON.stringify(event.type)},"created_at":${JSON.stringify(
    String(event.created_at),
  )},"data":${event.payload}}`;
}

/** A delivery's columns with its event's time and payload (events as e), for the body the log shows. */
const DELIVERY_WITH_BODY_COLUMNS = [
  ...DELIVERY_COLUMNS.map((column) => `d.${column}` as const),
  'e.created_at as event_created_at',
  'e.payload as event_payload',
] as const;

/** A delivery as the log shows it ('sending' is shown as pending: it is being tried). */
export function presentDelivery(row: DeliveryRow): EventDelivery {
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type as EventType,
    status: row.status === 'sending' ? 'pending' : row.status,
    attempts: Number(row.attempts),
    request_body: deliveryBody({
      id: row.event_id,
      type: row.event_type,
      created_at: row.event_created_at,
      payload: row.event_payload,
    }),
    response_status: row.response_status,
    response_body: row.response_body,
    error: row.error,
    created_at: String(row.created_at),
    delivered_at: row.delivered_at,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
  };
}

/** An endpoint's deliveries, newest first. */
export async function listDeliveries(
  db: Kysely<DB>,
  endpointId: number,
  page: PageRequest,
): Promise<Page<EventDelivery>> {
  const result = await paginate(
    db.selectFrom('event_deliveries as d').where('d.endpoint_id', '=', endpointId),
    page,
    (base) =>
      base
        .innerJoin('events as e', 'e.id', 'd.event_id')
        .select(DELIVERY_WITH_BODY_COLUMNS)
        .orderBy('d.id', 'desc'),
  );
  return { ...result, data: result.data.map(presentDelivery) };
}

/** One delivery of one of the caller's endpoints (another's is not found). */
export function findOwnDelivery(db: Kysely<DB>, userId: number, id: number) {
  return db
    .selectFrom('event_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .select(DELIVERY_COLUMNS.map((column) => `d.${column}` as const))
    .where('w.user_id', '=', userId)
    .where('w.source', '!=', 'assistant')
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export function findDelivery(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('event_deliveries as d')
    .innerJoin('events as e', 'e.id', 'd.event_id')
    .select(DELIVERY_WITH_BODY_COLUMNS)
    .where('d.id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * Queues the delivery again, due now, as a new series of attempts of the same event (same body `id`): a delivered
 * or failed one starts over (attempts from 0), a pending one is made due now. One being sent is left alone (false).
 */
export async function requeueDelivery(db: Kysely<DB>, id: number): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('event_deliveries')
    .set((eb) => ({
      status: 'pending',
      attempts: eb.case().when('status', '=', 'pending').then(eb.ref('attempts')).else(0).end(),
      next_attempt_at: now,
      locked_until: null,
      delivered_at: null,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'delivered', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0) > 0;
}

/**
 * A test event for one endpoint: an event row (resource 'test', already fanned out, so no other endpoint gets it)
 * and its one delivery, due now. Returns the delivery's id.
 */
export async function insertTestDelivery(
  db: Kysely<DB>,
  endpoint: { id: number; user_id: number; reseller_id: number | null },
  type: EventType,
  payload: unknown,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const event = await trx
      .insertInto('events')
      .values({
        type,
        resource_type: 'test',
        resource_id: `endpoint-${endpoint.id}`,
        user_id: endpoint.user_id,
        reseller_id: endpoint.reseller_id,
        payload: JSON.stringify(payload),
        fanned_out: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const delivery = await trx
      .insertInto('event_deliveries')
      .values({
        endpoint_id: endpoint.id,
        event_id: event.id,
        event_type: type,
        resource_key: `test:${event.id}`,
        status: 'pending',
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return delivery.id;
  });
}

/**
 * Forgets what is older than `before`: delivered and failed deliveries (the log keeps the rest), then the events
 * no delivery needs any more (fanned out, none of their deliveries left). Pending deliveries and their events stay,
 * whatever their age. Returns how many deliveries and events went.
 */
export async function deleteOldDeliveries(
  db: Kysely<DB>,
  before: string,
): Promise<{ deliveries: number; events: number }> {
  const deliveries = await db
    .deleteFrom('event_deliveries')
    .where('status', 'in', ['delivered', 'failed'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  const events = await db
    .deleteFrom('events')
    .where('fanned_out', '=', 1)
    .where('created_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('event_deliveries as d')
            .select('d.id')
            .whereRef('d.event_id', '=', 'events.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return {
    deliveries: Number(deliveries.numDeletedRows),
    events: Number(events.numDeletedRows),
  };
}
