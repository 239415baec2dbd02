/**
 * The part of Cal.com's API v2 the Cal.com calendar adapter (calcom-client.ts) relies on, as JSON schemas: what it
 * sends and what it reads back. Written from Cal.com's API reference; the tests check every request the adapter
 * makes against these schemas with ajv, and the local Cal.com of the tests answers in these shapes.
 *
 * Sources (Cal.com API v2 reference, https://cal.com/docs/api-reference/v2):
 * - slots/get-available-time-slots-for-an-event-type: GET /v2/slots?eventTypeId&start&end&timeZone, header
 *   cal-api-version 2024-09-04; reply {status: 'success', data: {'YYYY-MM-DD': [{start: ISO 8601 with offset}]}}.
 * - bookings/create-a-booking: POST /v2/bookings, header cal-api-version 2024-08-13, body {start (UTC ISO 8601),
 *   eventTypeId, attendee {name, email, timeZone, phoneNumber?}, metadata?}; reply {status: 'success', data:
 *   {uid, start, end, ...}}.
 * - bookings/cancel-a-booking: POST /v2/bookings/{bookingUid}/cancel, header cal-api-version 2024-08-13, body
 *   {cancellationReason?}; reply {status: 'success', data: {...}}.
 * - event-types/get-an-event-type: GET /v2/event-types/{eventTypeId}, header cal-api-version 2024-06-14; reply
 *   {status: 'success', data: {id, lengthInMinutes, title, ...}}.
 * - Every request: Authorization: Bearer <the client's API key>. Errors: {status: 'error', error: {code, message}}
 *   with 401 (a key Cal.com refuses), 404 (no such event type), 400/409 (the time cannot be booked).
 */

export const CALCOM_API_VERSIONS = {
  slots: '2024-09-04',
  bookings: '2024-08-13',
  eventTypes: '2024-06-14',
} as const;

export const CALCOM_DEFAULT_BASE_URL = 'https://api.cal.com';

const isoInstant = { type: 'string', format: 'date-time' } as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** JSON schemas (draft-07, ajv) of the requests and replies above, by name. */
export const CALCOM_SHAPES = {
  /** GET /v2/slots: the query string's parameters (all strings, as sent). */
  SlotsQuery: {
    type: 'object',
    required: ['eventTypeId', 'start', 'end', 'timeZone'],
    additionalProperties: false,
    properties: {
      eventTypeId: { type: 'string', pattern: '^[1-9]\\d*$' },
      start: day,
      end: day,
      timeZone: { type: 'string', minLength: 1 },
    },
  },
  SlotsReply: {
    type: 'object',
    required: ['status', 'data'],
    properties: {
      status: { const: 'success' },
      data: {
        type: 'object',
        propertyNames: day,
        additionalProperties: {
          type: 'array',
          items: {
            type: 'object',
            required: ['start'],
            properties: { start: isoInstant, end: isoInstant },
          },
        },
      },
    },
  },
  /** POST /v2/bookings: the body. */
  CreateBookingBody: {
    type: 'object',
    required: ['start', 'eventTypeId', 'attendee'],
    additionalProperties: false,
    properties: {
      start: isoInstant,
      eventTypeId: { type: 'integer', minimum: 1 },
      attendee: {
        type: 'object',
        required: ['name', 'email', 'timeZone'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', minLength: 1 },
          email: { type: 'string', format: 'email' },
          timeZone: { type: 'string', minLength: 1 },
          phoneNumber: { type: 'string', pattern: '^\\+[1-9]\\d{1,14}$' },
        },
      },
      metadata: {
        type: 'object',
        maxProperties: 50,
        additionalProperties: { type: 'string', maxLength: 500 },
      },
    },
  },
  BookingReply: {
    type: 'object',
    required: ['status', 'data'],
    properties: {
      status: { const: 'success' },
      data: {
        type: 'object',
        required: ['uid', 'start', 'end'],
        properties: { uid: { type: 'string', minLength: 1 }, start: isoInstant, end: isoInstant },
      },
    },
  },
  /** POST /v2/bookings/{uid}/cancel: the body. */
  CancelBookingBody: {
    type: 'object',
    additionalProperties: false,
    properties: { cancellationReason: { type: 'string', maxLength: 500 } },
  },
  CancelBookingReply: {
    type: 'object',
    required: ['status', 'data'],
    properties: { status: { const: 'success' }, data: { type: 'object' } },
  },
  EventTypeReply: {
    type: 'object',
    required: ['status', 'data'],
    properties: {
      status: { const: 'success' },
      data: {
        type: 'object',
        required: ['id', 'lengthInMinutes'],
        properties: {
          id: { type: 'integer' },
          lengthInMinutes: { type: 'integer', minimum: 1 },
          title: { type: 'string' },
        },
      },
    },
  },
  ErrorReply: {
    type: 'object',
    required: ['status', 'error'],
    properties: {
      status: { const: 'error' },
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;
