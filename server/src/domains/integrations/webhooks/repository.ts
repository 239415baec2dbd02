import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import {
  isPlatformAdmin,
  type EventDelivery,
  type EventType,
  type WebhookEndpoint,
  type WebhookEndpointListItem,
} from '@voice/contracts';
import type { DB, Db, EventDeliveriesTable, WebhookEndpointsTable } from '../../../db/schema';
import { paginate, type Page, type PageRequest } from '../../../lib/paginate';
import { nowIso } from '../../../lib/time';
import { giveWebhookSecretIfNone } from '../../calls';

/**
 * The queries of event webhooks: endpoints (webhook_endpoints), the fan-out of the event outbox (events, written by
 * platform/events) into deliveries (event_deliveries), the delivery worker's claim and outcomes, and the log.
 */

const ENDPOINT_COLUMNS = [
  'id',
  'user_id',
  'reseller_id',
  'scope',
  'url',
  'description',
  'events',
  'secret_encrypted',
  'secret_last4',
  'enabled',
  'source',
  'created_at',
] as const;

export type EndpointRow = Pick<
  Selectable<WebhookEndpointsTable>,
  (typeof ENDPOINT_COLUMNS)[number]
>;

/** An endpoint as the API shows it (never its secret). */
export function presentEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: eventsOf(row.events),
    enabled: Number(row.enabled) === 1,
    scope: row.scope,
    // Assistants' endpoints (source 'assistant') are never read here: listOwnEndpoints and findOwnEndpoint skip them.
    source: row.source as WebhookEndpoint['source'],
    secret_hint: row.secret_last4,
    created_at: String(row.created_at),
  };
}

/** The stored event list (JSON text); a malformed one subscribes to nothing. */
export function eventsOf(text: string): EventType[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as EventType[]) : [];
  } catch {
    return [];
  }
}

/** The latest delivery of the endpoint `w` (read from the end of event_deliveries' (endpoint_id, id) index). */
function latestDelivery(eb: ExpressionBuilder<DB & { w: WebhookEndpointsTable }, 'w'>) {
  return eb
    .selectFrom('event_deliveries as d')
    .whereRef('d.endpoint_id', '=', 'w.id')
    .orderBy('d.id', 'desc')
    .limit(1);
}

/** The caller's endpoints, newest first, each with its latest delivery's status and time (one query). */
export async function listOwnEndpoints(
  db: Kysely<DB>,
  userId: number,
): Promise<WebhookEndpointListItem[]> {
  const rows = await db
    .selectFrom('webhook_endpoints as w')
    .select(ENDPOINT_COLUMNS.map((column) => `w.${column}` as const))
    .select((eb) => [
      latestDelivery(eb).select('d.status').as('last_status'),
      latestDelivery(eb).select('d.created_at').as('last_created_at'),
    ])
    .where('w.user_id', '=', userId)
    .where('w.source', '!=', 'assistant')
    .orderBy('w.id', 'desc')
    .execute();
  return rows.map(({ last_status, last_created_at, ...row }) => ({
    ...presentEndpoint(row),
    last_delivery:
      last_status && last_created_at !== null
        ? {
            status: last_status === 'sending' ? 'pending' : last_status,
            created_at: String(last_created_at),
          }
        : null,
  }));
}

/** One of the caller's endpoints (another's is not found). */
export function findOwnEndpoint(db: Kysely<DB>, userId: number, id: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('user_id', '=', userId)
    .where('source', '!=', 'assistant')
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countOwnEndpoints(
  db: Kysely<DB>,
  userId: number,
  source: 'dashboard' | 'rest-hook',
): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface EndpointValues {
  url: string;
  description: string;
  events: EventType[];
  enabled: boolean;
  scope: 'own' | 'tenant' | 'platform';
}

export async function insertEndpoint(
  db: Kysely<DB>,
  owner: { id: number; reseller_id: number | null },
  values: EndpointValues,
  secret: { sealed: string; last4: string },
  source: 'dashboard' | 'rest-hook',
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('webhook_endpoints')
    .values({
      user_id: owner.id,
      reseller_id: owner.reseller_id,
      scope: values.scope,
      url: values.url,
      description: values.description,
      events: JSON.stringify(values.events),
      secret_encrypted: secret.sealed,
      secret_last4: secret.last4,
      enabled: values.enabled ? 1 : 0,
      source,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEndpoint(
  db: Kysely<DB>,
  id: number,
  values: EndpointValues,
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({
      url: values.url,
      description: values.description,
      events: JSON.stringify(values.events),
      enabled: values.enabled ? 1 : 0,
      scope: values.scope,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

export async function replaceEndpointSecret(
  db: Kysely<DB>,
  id: number,
  secret: { sealed: string; last4: string },
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ secret_encrypted: secret.sealed, secret_last4: secret.last4, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the endpoint (its deliveries go with it). */
export async function deleteEndpoint(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}

// ---- fan-out ------------------------------------------------------------------------------------------

/** An enabled endpoint with what the fan-out matches events against: its owner's current role and tenant. */
interface Subscriber {
  id: number;
  user_id: number;
  /** An assistant's endpoint: receives call.ended of that assistant's calls only. */
  assistant_id: number | null;
  scope: string;
  events: Set<string>;
  role: string;
  owner_reseller_id: number | null;
}

async function enabledSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db
    .selectFrom('webhook_endpoints as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select([
      'w.id',
      'w.user_id',
      'w.assistant_id',
      'w.scope',
      'w.events',
      'u.role',
      'u.reseller_id',
    ])
    .where('w.enabled', '=', 1)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    assistant_id: row.assistant_id,
    scope: row.scope,
    events: new Set(eventsOf(row.events)),
    role: row.role,
    owner_reseller_id: row.reseller_id,
  }));
}

/**
 * Whether the endpoint may receive the event, by its owner as they are now: `own` the owner's resources;
 * `tenant` (a reseller admin) every resource of the owner's tenant, never another's; `platform` (a platform
 * admin) every resource.
 */
function receives(
  subscriber: Subscriber,
  event: { type: string; user_id: number | null; reseller_id: number | null },
  forwardedTo: number | undefined,
): boolean {
  if (!subscriber.events.has(event.type)) return false;
  if (subscriber.assistant_id !== null) return forwardedTo === subscriber.assistant_id;
  switch (subscriber.scope) {
    case 'own':
      return event.user_id !== null && event.user_id === subscriber.user_id;
    case 'tenant':
      return (
        subscriber.role === 'reseller_admin' &&
        subscriber.owner_reseller_id !== null &&
        event.reseller_id === subscriber.owner_reseller_id
      );
    case 'platform':
      return isPlatformAdmin(subscriber.role);
    default:
      return false;
  }
}

/**
 * The assistants' report forwarding (one subscriber of the events): of these call.ended events, the calls whose
 * assistant has a webhook URL now, by call id -> that assistant. Each such assistant gets its system endpoint
 * (source 'assistant', made here the first time, its URL kept in step with the assistant's) and a signing secret if
 * it has none (sealed by `newSealedSecret`), so that every report is signed.
 */
async function forwardingAssistants(
  trx: Kysely<DB>,
  callIds: readonly string[],
  newSealedSecret: () => string,
): Promise<Map<string, number>> {
  const forwardedTo = new Map<string, number>();
  if (callIds.length === 0) return forwardedTo;
  const rows = [];
  for (let i = 0; i < callIds.length; i += 500) {
    rows.push(
      ...(await trx
        .selectFrom('call_logs as c')
        .innerJoin('assistants as a', 'a.id', 'c.assistant_id')
        .select(['c.call_id', 'a.id', 'a.user_id', 'a.webhook_url', 'a.webhook_secret_encrypted'])
        .where('c.call_id', 'in', callIds.slice(i, i + 500))
        .where('a.webhook_url', 'is not', null)
        .where('a.webhook_url', '!=', '')
        .execute()),
    );
  }
  const assistants = new Map(rows.map((row) => [row.id, row]));
  if (assistants.size === 0) return forwardedTo;
  const endpoints = new Map(
    (
      await trx
        .selectFrom('webhook_endpoints')
        .select(['id', 'assistant_id', 'url'])
        .where('assistant_id', 'in', [...assistants.keys()])
        .execute()
    ).map((row) => [row.assistant_id, row]),
  );
  const now = nowIso();
  for (const assistant of assistants.values()) {
    const url = assistant.webhook_url as string;
    if (!assistant.webhook_secret_encrypted) {
      await giveWebhookSecretIfNone(trx, assistant.id, newSealedSecret());
    }
    const endpoint = endpoints.get(assistant.id);
    if (!endpoint) {
      await trx
        .insertInto('webhook_endpoints')
        .values({
          user_id: assistant.user_id,
          reseller_id: trx
            .selectFrom('users')
            .select('reseller_id')
            .where('id', '=', assistant.user_id),
          scope: 'own',
          url,
          description: '',
          events: JSON.stringify(['call.ended']),
          // The signature uses the assistant's own secret, read when sending (deliveryParts).
          secret_encrypted: '',
          secret_last4: '',
          enabled: 1,
          source: 'assistant',
          assistant_id: assistant.id,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('assistant_id').doNothing())
        .execute();
    } else if (endpoint.url !== url) {
      await trx
        .updateTable('webhook_endpoints')
        .set({ url, updated_at: now })
        .where('id', '=', endpoint.id)
        .execute();
    }
  }
  for (const row of rows) forwardedTo.set(row.call_id, row.id);
  return forwardedTo;
}

/**
 * Fans out up to `limit` events not yet fanned out, oldest first, in one transaction: one delivery per event and
 * matching enabled endpoint (due now), then the events are marked. The delivery's unique (endpoint, event) makes a
 * second fan-out of the same event (another instance at the same time) add nothing. An endpoint disabled at that
 * moment does not get the event. A call.ended also goes to its assistant's webhook URL (forwardingAssistants).
 * Returns how many events were fanned out.
 */
export async function fanOutEvents(
  db: Kysely<DB>,
  limit: number,
  newSealedSecret: () => string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const events = await trx
      .selectFrom('events')
      .select(['id', 'type', 'resource_type', 'resource_id', 'user_id', 'reseller_id'])
      .where('fanned_out', '=', 0)
      .orderBy('id')
      .limit(limit)
      .execute();
    if (events.length === 0) return 0;
    const forwardedTo = await forwardingAssistants(
      trx,
      events
        .filter((event) => event.type === 'call.ended' && event.resource_type === 'call')
        .map((event) => event.resource_id),
      newSealedSecret,
    );
    const subscribers = await enabledSubscribers(trx);
    const now = nowIso();
    const deliveries = events.flatMap((event) =>
      subscribers
        .filter((subscriber) =>
          receives(
            subscriber,
            event,
            event.type === 'call.ended' && event.resource_type === 'call'
              ? forwardedTo.get(event.resource_id)
              : undefined,
          ),
        )
        .map((subscriber) => ({
          endpoint_id: subscriber.id,
          event_id: event.id,
          event_type: event.type,
          resource_key: `${event.resource_type}:${event.resource_id}`,
          status: 'pending' as const,
          next_attempt_at: now,
          created_at: now,
          updated_at: now,
        })),
    );
    for (let i = 0; i < deliveries.length; i += 500) {
      await trx
        .insertInto('event_deliveries')
        .values(deliveries.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).doNothing())
        .execute();
    }
    await trx
      .updateTable('events')
      .set({ fanned_out: 1 })
      .where(
        'id',
        'in',
        events.map((event) => event.id),
      )
      .execute();
    return events.length;
  });
}

// ---- delivery queue -------------------------------------------------------------------------------------

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
