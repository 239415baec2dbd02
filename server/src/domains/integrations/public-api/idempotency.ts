import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import { documentedOnly } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import {
  claimKey,
  deleteKey,
  deleteSpentKeys,
  findKey,
  finishKey,
  type IdempotencyRow,
} from './idempotency-repository';

/**
 * Idempotency keys on the public API's creating requests (as Stripe does): a client sends `Idempotency-Key:
 * <any unique string>` and may retry the request (a timeout, a dropped connection) without creating twice. Within
 * 24 h the same key from the same caller (API key, or user for a session) with the same request gets the first
 * reply again, marked `Idempotent-Replayed: true`; with another request it is refused (422); while the first is
 * still running, a second is refused (409). A request that fails is not remembered (the key may be used again).
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const KEY_MAX_LENGTH = 255;
/**
 * A claim still 'running' after this long belongs to a request that died with its instance (a create takes
 * seconds: the voice platform's calls time out well before): the key is free again rather than 409 for 24 h.
 */
export const ABANDONED_RUN_MS = 10 * 60 * 1000;

export const KEY_INVALID = `The Idempotency-Key header must be 1 to ${KEY_MAX_LENGTH} printable characters.`;
export const KEY_REUSED = 'This Idempotency-Key was used with a different request.';
export const KEY_IN_PROGRESS =
  'A request with this Idempotency-Key is still being processed. Retry once it has finished.';

/** The header in a creating route's schema (read by sendIdempotent: documented only). */
export const idempotencyHeaderDocument = documentedOnly({
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      maxLength: KEY_MAX_LENGTH,
      description:
        'Any unique string (a UUID): a retry with the same key and body within 24 h gets the first reply.',
    },
  },
});

/** What a creating request answered. */
export interface StoredReply {
  status: number;
  body: unknown;
}

export interface IdempotencyClaim {
  /** 'key:<api key id>' or 'user:<user id>'. */
  owner: string;
  key: string;
  /** sha256 of the request (method, path, body). */
  hash: string;
}

/** The reply of a claim: what `run` answered, or the stored reply of the first request (`replayed`). */
export interface IdempotentResult extends StoredReply {
  replayed: boolean;
}

function answerExisting(row: IdempotencyRow, hash: string): IdempotentResult {
  if (row.request_hash !== hash) {
    throw new ValidationFailed({ 'Idempotency-Key': [KEY_REUSED] }, KEY_REUSED);
  }
  if (row.state !== 'done' || row.response_status === null) {
    throw new HttpError(409, KEY_IN_PROGRESS);
  }
  return {
    status: row.response_status,
    body: row.response_body === null ? null : (JSON.parse(row.response_body) as unknown),
    replayed: true,
  };
}

/**
 * Runs `run` once per (owner, key) in 24 h. The claim is a row inserted under a unique index before `run`
 * starts, so of two concurrent requests (on any instance) exactly one runs.
 */
export async function idempotently(
  db: Kysely<DB>,
  claim: IdempotencyClaim,
  run: () => Promise<StoredReply>,
  now: () => Date = () => new Date(),
): Promise<IdempotentResult> {
  const startedAt = now();
  const spentBefore = new Date(startedAt.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
  const abandonedBefore = new Date(startedAt.getTime() - ABANDONED_RUN_MS).toISOString();
  const values = { ...claim, now: startedAt.toISOString() };
  /** A row that no longer holds its key: spent (older than 24 h), or a run that died. */
  const isFree = (row: IdempotencyRow) =>
    row.created_at < spentBefore || (row.state === 'running' && row.created_at < abandonedBefore);
  let id = await claimKey(db, values);
  if (id === null) {
    const existing = await findKey(db, claim.owner, claim.key);
    if (existing && !isFree(existing)) return answerExisting(existing, claim.hash);
    // Free again (or gone meanwhile): of the requests that find it so, the one whose claim lands runs.
    if (existing) await deleteKey(db, existing.id);
    id = await claimKey(db, values);
    if (id === null) {
      const again = await findKey(db, claim.owner, claim.key);
      if (!again) throw new HttpError(409, KEY_IN_PROGRESS);
      return answerExisting(again, claim.hash);
    }
  }
  let result: StoredReply;
  try {
    result = await run();
  } catch (error) {
    await deleteKey(db, id);
    throw error;
  }
  await finishKey(db, id, result.status, result.body);
  await deleteSpentKeys(db, claim.owner, spentBefore);
  return { ...result, replayed: false };
}

/** The request's Idempotency-Key, undefined when none was sent, 422 when it is not a usable one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? undefined : header.trim();
  if (!key || key.length > KEY_MAX_LENGTH || !/^[\x20-\x7e]+$/.test(key)) {
    throw new ValidationFailed({ 'Idempotency-Key': [KEY_INVALID] });
  }
  return key;
}

/** The caller the keys belong to: the API key that signed the request in, else the signed-in user. */
function ownerOf(request: FastifyRequest): string {
  return request.apiKeyId !== null ? `key:${request.apiKeyId}` : `user:${currentUser(request).id}`;
}

function requestHash(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return createHash('sha256')
    .update(`${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * A creating route's handler body: `run` once per Idempotency-Key (idempotently), or simply run when the
 * request has none; the reply is sent with its status (and Idempotent-Replayed on a replay).
 */
export async function sendIdempotent(
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<StoredReply>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  const result =
    key === undefined
      ? { ...(await run()), replayed: false }
      : await idempotently(db, { owner: ownerOf(request), key, hash: requestHash(request) }, run);
  if (result.replayed) void reply.header(REPLAYED_HEADER, 'true');
  return reply.code(result.status).send(result.body);
}
