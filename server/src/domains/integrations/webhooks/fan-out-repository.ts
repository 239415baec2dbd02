import type { Kysely } from 'kysely';
import { isPlatformAdmin } from '@voice/contracts';
import type { DB, Db } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { giveWebhookSecretIfNone } from '../../calls';
import { eventsOf } from './endpoint-repository';

/**
 * The fan-out of the event outbox (events, written by platform/events) into deliveries (event_deliveries): which
 * enabled endpoints receive each event, by their owner's current role and tenant, and the assistants' own endpoints.
 */

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
