import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { CALCOM_API_VERSIONS, CALCOM_SHAPES } from '../../src/domains/voice/bookings/calcom-shapes';
import { instantOf, wallClockAt } from '../../src/domains/voice/bookings/zoned-time';
import { describeErrors } from './openapi-ajv';

/**
 * A local Cal.com speaking the API v2 shapes of calcom-shapes.ts: GET /v2/event-types/{id}, GET /v2/slots and
 * POST /v2/bookings and POST /v2/bookings/{uid}/cancel, each with its Bearer key and cal-api-version checked, the query or body checked with ajv
 * against the shapes (a violation is recorded and answered 400, as Cal.com's validation does), and its replies
 * checked too. One event type; its free slots are 09:00 to 12:00 of the asked zone, every `lengthInMinutes`, less
 * the times booked here. A time booked twice is refused with 400, as Cal.com refuses it.
 */

export interface CalcomRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  version: string | undefined;
  body: unknown;
}

export interface CalcomMock {
  base: string;
  apiKey: string;
  eventTypeId: number;
  requests: CalcomRequest[];
  /** Shape violations of requests or of the mock's replies (a passing test expects none). */
  violations: string[];
  /** Booked starts (UTC ISO) with their uid. */
  booked: Map<string, string>;
  /** The uids cancelled through the API. */
  cancelled: string[];
  /** A key Cal.com accepts (the test may revoke it). */
  validKeys: Set<string>;
  /** Each reply waits this long (a time-out test). */
  delayMs: number;
  lengthInMinutes: number;
  close(): Promise<void>;
}

const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
addFormats(ajv);
const validators = Object.fromEntries(
  Object.entries(CALCOM_SHAPES).map(([name, schema]) => [name, ajv.compile(schema)]),
) as Record<keyof typeof CALCOM_SHAPES, ReturnType<typeof ajv.compile>>;

/** The schema's violations of `value`, each prefixed with the shape's name. */
function violationsOf(shape: keyof typeof CALCOM_SHAPES, value: unknown): string[] {
  const validate = validators[shape];
  return validate(value) ? [] : describeErrors(validate.errors).map((e) => `${shape}: ${e}`);
}

/** An instant as Cal.com writes slots: ISO 8601 with the zone's offset ('2026-12-02T09:00:00.000+01:00'). */
function withOffset(instant: number, zone: string): string {
  const wall = wallClockAt(zone, instant);
  const local = Date.UTC(
    Number(wall.date.slice(0, 4)),
    Number(wall.date.slice(5, 7)) - 1,
    Number(wall.date.slice(8, 10)),
    0,
    wall.minutes,
    wall.seconds,
  );
  const offset = Math.round((local - instant) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${new Date(local).toISOString().slice(0, 23)}${sign}${hh}:${mm}`;
}

const error = (code: string, message: string) => ({
  status: 'error',
  timestamp: new Date().toISOString(),
  error: { code, message },
});

export async function startCalcomMock(): Promise<CalcomMock> {
  const mock: CalcomMock = {
    base: '',
    apiKey: 'cal_live_0123456789abcdef0123',
    eventTypeId: 42,
    requests: [],
    violations: [],
    booked: new Map(),
    cancelled: [],
    validKeys: new Set(),
    delayMs: 0,
    lengthInMinutes: 30,
    close: async () => undefined,
  };
  mock.validKeys.add(mock.apiKey);
  let uids = 0;

  function answer(
    method: string,
    path: string,
    query: Record<string, string>,
    body: unknown,
  ): { status: number; reply: unknown; shape?: keyof typeof CALCOM_SHAPES } {
    if (method === 'GET' && path === `/v2/event-types/${mock.eventTypeId}`) {
      return {
        status: 200,
        shape: 'EventTypeReply',
        reply: {
          status: 'success',
          data: {
            id: mock.eventTypeId,
            lengthInMinutes: mock.lengthInMinutes,
            title: 'Check-up',
            slug: 'check-up',
          },
        },
      };
    }
    if (method === 'GET' && path.startsWith('/v2/event-types/')) {
      return {
        status: 404,
        shape: 'ErrorReply',
        reply: error('NotFoundException', 'Event type not found'),
      };
    }
    if (method === 'GET' && path === '/v2/slots') {
      const problems = violationsOf('SlotsQuery', query);
      if (problems.length > 0) {
        mock.violations.push(...problems);
        return { status: 400, reply: error('BadRequestException', problems.join('; ')) };
      }
      if (Number(query.eventTypeId) !== mock.eventTypeId) {
        return { status: 404, reply: error('NotFoundException', 'Event type not found') };
      }
      const zone = query.timeZone ?? 'UTC';
      const data: Record<string, { start: string }[]> = {};
      for (let day = query.start ?? ''; day <= (query.end ?? '');) {
        const slots: { start: string }[] = [];
        for (let at = 9 * 60; at + mock.lengthInMinutes <= 12 * 60; at += mock.lengthInMinutes) {
          const instant = instantOf(zone, day, at);
          if (instant === null || mock.booked.has(new Date(instant).toISOString())) continue;
          slots.push({ start: withOffset(instant, zone) });
        }
        data[day] = slots;
        const next = new Date(`${day}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        day = next.toISOString().slice(0, 10);
      }
      return { status: 200, shape: 'SlotsReply', reply: { status: 'success', data } };
    }
    if (method === 'POST' && path === '/v2/bookings') {
      const problems = violationsOf('CreateBookingBody', body);
      if (problems.length > 0) {
        mock.violations.push(...problems);
        return { status: 400, reply: error('BadRequestException', problems.join('; ')) };
      }
      const { start, attendee } = body as { start: string; attendee: { name: string } };
      const startsAt = new Date(start).toISOString();
      if (mock.booked.has(startsAt)) {
        return {
          status: 400,
          shape: 'ErrorReply',
          reply: error(
            'BadRequestException',
            'User either already has booking at this time or is not available',
          ),
        };
      }
      uids += 1;
      const uid = `calcom-uid-${uids}`;
      mock.booked.set(startsAt, uid);
      const end = new Date(Date.parse(startsAt) + mock.lengthInMinutes * 60_000).toISOString();
      return {
        status: 201,
        shape: 'BookingReply',
        reply: {
          status: 'success',
          data: {
            id: uids,
            uid,
            title: `Check-up between ${attendee.name}`,
            status: 'accepted',
            start: startsAt,
            end,
            duration: mock.lengthInMinutes,
            eventTypeId: mock.eventTypeId,
          },
        },
      };
    }
    const cancel = /^\/v2\/bookings\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const problems = violationsOf('CancelBookingBody', body ?? {});
      if (problems.length > 0) {
        mock.violations.push(...problems);
        return { status: 400, reply: error('BadRequestException', problems.join('; ')) };
      }
      const uid = decodeURIComponent(cancel[1] ?? '');
      const start = [...mock.booked].find(([, booked]) => booked === uid)?.[0];
      if (start === undefined) {
        return { status: 404, reply: error('NotFoundException', `Booking ${uid} not found`) };
      }
      mock.booked.delete(start);
      mock.cancelled.push(uid);
      return {
        status: 200,
        shape: 'CancelBookingReply',
        reply: { status: 'success', data: { uid, status: 'cancelled', start } },
      };
    }
    return { status: 404, reply: error('NotFoundException', `No route ${method} ${path}`) };
  }

  const expectedVersion = (method: string, path: string): string =>
    path === '/v2/slots'
      ? CALCOM_API_VERSIONS.slots
      : method === 'POST'
        ? CALCOM_API_VERSIONS.bookings
        : CALCOM_API_VERSIONS.eventTypes;

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://calcom.local');
      const text = Buffer.concat(parts).toString('utf8');
      let body: unknown = null;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        mock.violations.push(`${req.method} ${url.pathname}: the body is not JSON`);
      }
      const seen: CalcomRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization,
        version: req.headers['cal-api-version'] as string | undefined,
        body,
      };
      mock.requests.push(seen);
      const reply = (status: number, payload: unknown) => {
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(payload));
        };
        if (mock.delayMs > 0) setTimeout(send, mock.delayMs);
        else send();
      };
      if (seen.version !== expectedVersion(seen.method, seen.path)) {
        mock.violations.push(
          `${seen.method} ${seen.path}: cal-api-version ${String(seen.version)}`,
        );
      }
      const key = /^Bearer (.+)$/.exec(seen.authorization ?? '')?.[1];
      if (!key || !mock.validKeys.has(key)) {
        reply(401, error('UnauthorizedException', 'Invalid API key'));
        return;
      }
      const answered = answer(seen.method, seen.path, seen.query, body);
      if (answered.shape) mock.violations.push(...violationsOf(answered.shape, answered.reply));
      reply(answered.status, answered.reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mock.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  mock.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return mock;
}
