import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import {
  type EventType,
  type WebhookEndpoint,
  type WebhookEndpointListItem,
} from '@voice/contracts';
import type { DB, WebhookEndpointsTable } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

/** The queries of event webhook endpoints (webhook_endpoints): the caller's list, one, count, save, delete. */

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
