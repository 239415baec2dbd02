import type { Insertable, Kysely } from 'kysely';
import type { BookingsTable, DB } from '../../src/db/schema';
import type { BookingCalendar } from '@voice/contracts';
import type { FastifyInstance } from 'fastify';
import { signVoiceWebhook } from '../../src/domains/calls/ingestion/webhook-auth';
import { BOOKING_TOOLS_PATH } from '../../src/domains/voice';
import { insertPlan, insertSubscription } from './billing';
import { request } from './test-app';

/** The booking tests' calendars, days and tool-calls messages. */

const DAY = [{ start: '09:00', end: '12:00' }];

/** A calendar open every day 09:00-12:00 (30-minute slots), on. */
export function openCalendar(values: Partial<BookingCalendar> = {}): BookingCalendar {
  return {
    enabled: true,
    time_zone: 'Europe/London',
    slot_minutes: 30,
    buffer_minutes: 0,
    days_ahead: 14,
    hours: { mon: DAY, tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: DAY, sun: DAY },
    blocked_dates: [],
    notify_email: null,
    provider: 'builtin',
    calcom_api_key_hint: null,
    calcom_event_type_id: null,
    calcom_base_url: null,
    ...values,
  };
}

/** The day `days` from today in `zone`, 'YYYY-MM-DD'. */
export function dayIn(zone: string, days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** A Vapi tool-calls message for one function call (the documented ToolCall: arguments as a JSON string). */
export function toolCallsBody(
  vapiAssistantId: string,
  name: string,
  args: Record<string, unknown>,
  options: { callId?: string; customerNumber?: string; toolCallId?: string } = {},
): string {
  return JSON.stringify({
    message: {
      type: 'tool-calls',
      call: {
        id: options.callId ?? 'call-tools-1',
        assistantId: vapiAssistantId,
        ...(options.customerNumber ? { customer: { number: options.customerNumber } } : {}),
      },
      toolCallList: [
        {
          id: options.toolCallId ?? 'tool-call-1',
          type: 'function',
          function: { name, arguments: JSON.stringify(args) },
        },
      ],
    },
  });
}

/** Posts a tool-calls body to the booking tools, HMAC-signed with `secret` (none: unsigned). */
export function postTools(app: FastifyInstance, body: string, secret?: string, at = new Date()) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return request(app, {
    method: 'POST',
    url: BOOKING_TOOLS_PATH,
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(secret
        ? { 'x-timestamp': timestamp, 'x-signature': signVoiceWebhook(secret, timestamp, body) }
        : {}),
    },
  });
}

/** The one result of a tool-calls reply. */
export function toolResult(res: { json(): unknown }): {
  toolCallId: string;
  name: string;
  result?: string;
  error?: string;
  metadata?: { date: string; times: string[] };
} {
  const results = (res.json() as { results: ReturnType<typeof toolResult>[] }).results;
  if (results.length !== 1 || !results[0])
    throw new Error(`expected one result: ${JSON.stringify(results)}`);
  return results[0];
}

/** A booking row the list tests insert (the rest filled in). */
export type NewBooking = Omit<
  Insertable<BookingsTable>,
  'ends_at' | 'reason' | 'status' | 'created_at'
> &
  Partial<Pick<Insertable<BookingsTable>, 'ends_at' | 'reason' | 'status' | 'created_at'>>;

/** Subscribes a user to a new plan that includes booking (or not): the plan's id. */
export async function subscribeToPlan(
  db: Kysely<DB>,
  user: { id: number; resellerId: number | null },
  booking = true,
): Promise<number> {
  const plan = await insertPlan(db, {
    price: 49,
    name: `Booking ${booking ? 'on' : 'off'} ${user.id}`,
  });
  await db
    .updateTable('packages')
    .set({ booking_enabled: booking ? 1 : 0 })
    .where('id', '=', plan)
    .execute();
  await insertSubscription(db, {
    user_id: user.id,
    reseller_id: user.resellerId,
    package_id: plan,
    amount: 49,
    reference: `sub_booking_${user.id}`,
    current_period_start: new Date(Date.now() - 5 * 86_400_000).toISOString(),
    current_period_end: new Date(Date.now() + 25 * 86_400_000).toISOString(),
  });
  return plan;
}
