import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AppConfig } from '../../../config';
import {
  hostOf,
  isPublicAddress,
  PrivateTargetError,
  publicOnlyLookup,
} from '../../../lib/private-address';
import { secretBoxFor, type SecretBox } from '../../../lib/secret-box';
import { CALCOM_API_VERSIONS, CALCOM_DEFAULT_BASE_URL } from './calcom-shapes';

/**
 * The Cal.com API v2 calls of a calendar kept in Cal.com (shapes and their sources: calcom-shapes.ts): the event
 * type (checked when the calendar is saved), its free slots of a day, and a booking. Every request carries the
 * client's API key as a Bearer token, the cal-api-version its endpoint documents, and a time limit
 * (WEBHOOK_TIMEOUT_MS, the limit of every request we make to a client's systems). The API address may be another
 * Cal.com (self-hosted, or the tests' local one); it is guarded like webhook targets (lib/private-address.ts)
 * unless WEBHOOK_ALLOW_PRIVATE_TARGETS. Every failure is a CalcomFailure whose message says what went wrong in
 * words the editor and the caller's assistant can use.
 */

export interface CalcomAccount {
  apiKey: string;
  eventTypeId: number;
  /** Null: https://api.cal.com. */
  baseUrl: string | null;
}

export interface CalcomDeps {
  box: SecretBox;
  allowPrivateTargets: boolean;
  timeoutMs: number;
}

export function calcomDepsFor(config: AppConfig): CalcomDeps {
  return {
    box: secretBoxFor(config),
    allowPrivateTargets: config.webhooks.allowPrivateTargets,
    timeoutMs: config.webhooks.timeoutMs,
  };
}

export type CalcomFailureKind =
  'key' | 'event-type' | 'taken' | 'timeout' | 'unreachable' | 'refused';

export const CALCOM_KEY_REFUSED = 'Cal.com refused the API key.';
export const CALCOM_TIMEOUT = 'Cal.com did not answer in time.';
export const CALCOM_KEY_MISSING =
  'The calendar has no usable Cal.com API key; enter it again in the booking calendar.';
export const CALCOM_UNREACHABLE = 'Cal.com could not be reached.';
export const calcomEventTypeMissing = (id: number) =>
  `Cal.com has no event type ${id} for this API key.`;

export class CalcomFailure extends Error {
  constructor(
    readonly kind: CalcomFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'CalcomFailure';
  }
}

const MAX_REPLY_BYTES = 1024 * 1024;

interface Reply {
  status: number;
  body: unknown;
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Cal.com's own words of an error reply ({status: 'error', error: {message}}), when it has some. */
function errorMessageOf(body: unknown): string | null {
  const error = isObject(body) && isObject(body.error) ? body.error : null;
  const message = error && typeof error.message === 'string' ? error.message.trim() : '';
  return message === '' ? null : message.slice(0, 300);
}

function send(
  deps: CalcomDeps,
  account: CalcomAccount,
  method: 'GET' | 'POST',
  path: string,
  version: string,
  payload?: unknown,
): Promise<Reply> {
  const url = new URL(path, account.baseUrl ?? CALCOM_DEFAULT_BASE_URL);
  const host = hostOf(url);
  if (!deps.allowPrivateTargets && net.isIP(host) !== 0 && !isPublicAddress(host)) {
    return Promise.reject(new PrivateTargetError(host, host));
  }
  const body = payload === undefined ? null : JSON.stringify(payload);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Reply>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method,
        headers: {
          authorization: `Bearer ${account.apiKey}`,
          'cal-api-version': version,
          accept: 'application/json',
          ...(body !== null
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
        },
        signal: AbortSignal.timeout(deps.timeoutMs),
        agent: false,
        ...(deps.allowPrivateTargets ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        const parts: Buffer[] = [];
        let size = 0;
        res.on('data', (part: Buffer) => {
          size += part.length;
          if (size > MAX_REPLY_BYTES) {
            req.destroy(new Error('The reply is too large'));
            return;
          }
          parts.push(part);
        });
        res.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          let parsed: unknown = null;
          try {
            parsed = text === '' ? null : JSON.parse(text);
          } catch {
            parsed = null;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** One request; a network failure or a time-out becomes a CalcomFailure, a 401/403 the key's. */
async function calcom(
  deps: CalcomDeps,
  account: CalcomAccount,
  method: 'GET' | 'POST',
  path: string,
  version: string,
  payload?: unknown,
): Promise<Reply> {
  let reply: Reply;
  try {
    reply = await send(deps, account, method, path, version, payload);
  } catch (error) {
    const name = (error as Error | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new CalcomFailure('timeout', CALCOM_TIMEOUT);
    }
    if (error instanceof PrivateTargetError) {
      throw new CalcomFailure(
        'unreachable',
        `${CALCOM_UNREACHABLE} Its address points to a private, loopback or link-local network.`,
      );
    }
    throw new CalcomFailure('unreachable', CALCOM_UNREACHABLE);
  }
  if (reply.status === 401 || reply.status === 403) {
    throw new CalcomFailure('key', CALCOM_KEY_REFUSED);
  }
  return reply;
}

function unexpected(reply: Reply): CalcomFailure {
  const said = errorMessageOf(reply.body);
  return new CalcomFailure(
    'refused',
    `Cal.com answered ${reply.status}${said ? `: ${said}` : ' with an unexpected reply'}.`,
  );
}

const successData = (reply: Reply): JsonObject | null =>
  reply.status >= 200 &&
  reply.status < 300 &&
  isObject(reply.body) &&
  reply.body.status === 'success' &&
  isObject(reply.body.data)
    ? reply.body.data
    : null;

export interface CalcomEventType {
  id: number;
  lengthInMinutes: number;
  title: string;
}

/** GET /v2/event-types/{id}: the event type the calendar books (its length is the slots' length). */
export async function calcomEventType(
  deps: CalcomDeps,
  account: CalcomAccount,
): Promise<CalcomEventType> {
  const reply = await calcom(
    deps,
    account,
    'GET',
    `/v2/event-types/${account.eventTypeId}`,
    CALCOM_API_VERSIONS.eventTypes,
  );
  if (reply.status === 404) {
    throw new CalcomFailure('event-type', calcomEventTypeMissing(account.eventTypeId));
  }
  const data = successData(reply);
  const length = data?.lengthInMinutes;
  if (!data || typeof length !== 'number' || !Number.isInteger(length) || length < 1) {
    throw unexpected(reply);
  }
  return {
    id: account.eventTypeId,
    lengthInMinutes: length,
    title: typeof data.title === 'string' ? data.title : '',
  };
}

/** GET /v2/slots for one day of `timeZone`: the free slots' starts (epoch ms), in time order. */
export async function calcomSlots(
  deps: CalcomDeps,
  account: CalcomAccount,
  date: string,
  timeZone: string,
): Promise<number[]> {
  const query = new URLSearchParams({
    eventTypeId: String(account.eventTypeId),
    start: date,
    end: date,
    timeZone,
  });
  const reply = await calcom(
    deps,
    account,
    'GET',
    `/v2/slots?${query.toString()}`,
    CALCOM_API_VERSIONS.slots,
  );
  if (reply.status === 404) {
    throw new CalcomFailure('event-type', calcomEventTypeMissing(account.eventTypeId));
  }
  const data = successData(reply);
  if (!data) throw unexpected(reply);
  const starts: number[] = [];
  for (const slots of Object.values(data)) {
    if (!Array.isArray(slots)) continue;
    for (const slot of slots) {
      const at = isObject(slot) && typeof slot.start === 'string' ? Date.parse(slot.start) : NaN;
      if (Number.isFinite(at)) starts.push(at);
    }
  }
  return [...new Set(starts)].sort((a, b) => a - b);
}

export interface CalcomBookingRequest {
  startsAt: number;
  name: string;
  email: string;
  timeZone: string;
  /** E.164 only (Cal.com refuses other forms); otherwise left out. */
  phoneNumber: string | null;
  metadata: Record<string, string>;
}

export interface CalcomBooking {
  uid: string;
  startsAt: number;
  endsAt: number;
}

const E164 = /^\+[1-9]\d{1,14}$/;
/** Cal.com's words when a time cannot be booked (a 400, as a 409 is). */
const TAKEN_WORDS =
  /already has booking|not available|no available users|unavailable|taken|conflict/i;

/** POST /v2/bookings. A time Cal.com no longer offers is a 'taken' CalcomFailure. */
export async function calcomBook(
  deps: CalcomDeps,
  account: CalcomAccount,
  booking: CalcomBookingRequest,
): Promise<CalcomBooking> {
  const phone = booking.phoneNumber !== null && E164.test(booking.phoneNumber);
  const reply = await calcom(deps, account, 'POST', '/v2/bookings', CALCOM_API_VERSIONS.bookings, {
    start: new Date(booking.startsAt).toISOString(),
    eventTypeId: account.eventTypeId,
    attendee: {
      name: booking.name,
      email: booking.email,
      timeZone: booking.timeZone,
      ...(phone ? { phoneNumber: booking.phoneNumber } : {}),
    },
    metadata: booking.metadata,
  });
  const said = errorMessageOf(reply.body);
  if (reply.status === 409 || (reply.status === 400 && said !== null && TAKEN_WORDS.test(said))) {
    throw new CalcomFailure('taken', said ?? 'That time is no longer available.');
  }
  if (reply.status === 404) {
    throw new CalcomFailure('event-type', calcomEventTypeMissing(account.eventTypeId));
  }
  const data = successData(reply);
  const startsAt = typeof data?.start === 'string' ? Date.parse(data.start) : NaN;
  const endsAt = typeof data?.end === 'string' ? Date.parse(data.end) : NaN;
  if (!data || typeof data.uid !== 'string' || data.uid === '' || !Number.isFinite(startsAt)) {
    throw unexpected(reply);
  }
  return { uid: data.uid, startsAt, endsAt: Number.isFinite(endsAt) ? endsAt : startsAt };
}

/**
 * POST /v2/bookings/{uid}/cancel. A booking Cal.com no longer has (404) counts as cancelled; any other refusal is
 * a CalcomFailure.
 */
export async function calcomCancel(
  deps: CalcomDeps,
  account: CalcomAccount,
  uid: string,
  reason: string,
): Promise<void> {
  const reply = await calcom(
    deps,
    account,
    'POST',
    `/v2/bookings/${encodeURIComponent(uid)}/cancel`,
    CALCOM_API_VERSIONS.bookings,
    { cancellationReason: reason },
  );
  if (reply.status === 404) return;
  if (!successData(reply)) throw unexpected(reply);
}
