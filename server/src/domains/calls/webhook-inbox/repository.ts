import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WebhookInboxDelivery, WebhookInboxSignature } from '@voice/contracts';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { ownReceiverToken } from '../../../lib/webhook-receiver-url';
import {
  EVENT_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signWebhook,
} from '../webhook-forwarding/signing';
import { siteUrlFor } from '../../../lib/site-url';
import { sameText } from '../../../lib/tokens';

/** Deliveries kept per user: a new one removes the oldest beyond this. */
export const INBOX_KEPT = 50;
/** Bytes of a body that are stored; the rest is cut (body_truncated). */
export const INBOX_STORED_BODY_BYTES = 64 * 1024;
/** The receiver's path; the token is its last segment. */
export const INBOX_PATH = '/api/webhook-inbox';

/** Headers kept with a delivery: what tells who sent it and how to check it. */
const KEPT_HEADERS = [
  'content-type',
  'user-agent',
  'x-webhook-id',
  EVENT_HEADER,
  TIMESTAMP_HEADER,
  SIGNATURE_HEADER,
];

/** The user's receiver token, made on first use (random, 32 bytes base64url: unguessable). */
export async function inboxToken(db: Kysely<DB>, userId: number): Promise<string> {
  const found = await db
    .selectFrom('webhook_inboxes')
    .select('token')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (found) return found.token;
  await db
    .insertInto('webhook_inboxes')
    .values({ user_id: userId, token: randomBytes(32).toString('base64url'), created_at: nowIso() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const made = await db
    .selectFrom('webhook_inboxes')
    .select('token')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return made.token;
}

/** The receiver URL of a user on a tenant's site. */
export function inboxUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${INBOX_PATH}/${token}`;
}

export interface InboxOwner {
  userId: number;
  resellerId: number | null;
  /** The owner's site (its tenant's host), where its receiver URL lives. */
  siteUrl: string;
}

/** Whose receiver a token is (null: nobody's). */
export async function inboxOwner(
  db: Kysely<DB>,
  config: Pick<AppConfig, 'appUrl' | 'appDomain'>,
  token: string,
): Promise<InboxOwner | null> {
  const row = await db
    .selectFrom('webhook_inboxes')
    .innerJoin('users', 'users.id', 'webhook_inboxes.user_id')
    .leftJoin('resellers', 'resellers.id', 'users.reseller_id')
    .select([
      'users.id as user_id',
      'users.reseller_id',
      'resellers.subdomain',
      'resellers.custom_domain',
    ])
    .where('webhook_inboxes.token', '=', token)
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.user_id,
    resellerId: row.reseller_id,
    siteUrl: siteUrlFor(config, row),
  };
}

/**
 * The owner of a URL that is exactly one user's receiver on its own site (the forwarding worker delivers
 * there directly: its private-address guard would refuse the platform's own host in development).
 */
export async function ownReceiverOwner(
  db: Kysely<DB>,
  config: Pick<AppConfig, 'appUrl' | 'appDomain'>,
  url: string,
): Promise<InboxOwner | null> {
  const token = ownReceiverToken(config, url);
  if (!token) return null;
  const owner = await inboxOwner(db, config, token);
  if (!owner || new URL(owner.siteUrl).origin !== new URL(url).origin) return null;
  return owner;
}

/**
 * The platform's signature (webhook-forwarding/signing.ts) checked with the secrets of the assistants the user owns
 * or created.
 */
async function signatureOf(
  db: Kysely<DB>,
  userId: number,
  headers: Record<string, string>,
  body: string,
  openSecret: (sealed: string) => string,
): Promise<WebhookInboxSignature> {
  const signature = headers[SIGNATURE_HEADER];
  const timestamp = headers[TIMESTAMP_HEADER];
  if (!signature) return 'unsigned';
  if (!timestamp) return 'invalid';
  const sealed = await db
    .selectFrom('assistants')
    .select('webhook_secret_encrypted')
    // Its own assistants and those it made for others (an admin's form presets the admin's receiver).
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('created_by', '=', userId)]))
    .where('webhook_secret_encrypted', 'is not', null)
    .execute();
  for (const row of sealed) {
    let secret: string;
    try {
      secret = openSecret(row.webhook_secret_encrypted ?? '');
    } catch {
      continue;
    }
    if (sameText(signWebhook(secret, timestamp, body), signature)) return 'verified';
  }
  return 'invalid';
}

/** Keeps the headers that matter, lower-case names, one string each. */
export function keptHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers[name];
    const text = Array.isArray(value) ? value.join(', ') : value;
    if (typeof text === 'string') kept[name] = text.slice(0, 500);
  }
  return kept;
}

/** Stores a delivery to a user's receiver and removes the oldest beyond INBOX_KEPT. */
export async function storeDelivery(
  db: Kysely<DB>,
  delivery: {
    userId: number;
    headers: Record<string, string>;
    body: string;
    openSecret: (sealed: string) => string;
  },
): Promise<void> {
  const { userId, headers, body } = delivery;
  const signature = await signatureOf(db, userId, headers, body, delivery.openSecret);
  const bytes = Buffer.from(body);
  const truncated = bytes.length > INBOX_STORED_BODY_BYTES;
  // A cut in the middle of a multi-byte character leaves a replacement character, not an error.
  const stored = truncated ? bytes.subarray(0, INBOX_STORED_BODY_BYTES).toString('utf8') : body;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_inbox_deliveries')
      .values({
        user_id: userId,
        received_at: nowIso(),
        event: headers[EVENT_HEADER]?.slice(0, 100) ?? null,
        signature,
        headers: JSON.stringify(headers),
        body: stored,
        body_truncated: truncated ? 1 : 0,
      })
      .execute();
    const beyond = await trx
      .selectFrom('webhook_inbox_deliveries')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .offset(INBOX_KEPT - 1)
      .executeTakeFirst();
    if (beyond) {
      await trx
        .deleteFrom('webhook_inbox_deliveries')
        .where('user_id', '=', userId)
        .where('id', '<', beyond.id)
        .execute();
    }
  });
}

/** The user's kept deliveries, newest first. */
export async function listDeliveries(
  db: Kysely<DB>,
  userId: number,
): Promise<WebhookInboxDelivery[]> {
  const rows = await db
    .selectFrom('webhook_inbox_deliveries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(INBOX_KEPT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    received_at: new Date(row.received_at).toISOString(),
    event: row.event,
    signature: row.signature as WebhookInboxSignature,
    headers: JSON.parse(row.headers) as Record<string, string>,
    body: row.body,
    body_truncated: Boolean(row.body_truncated),
  }));
}
