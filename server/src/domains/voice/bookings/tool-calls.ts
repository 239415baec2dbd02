import { isCalendarDay, minutesOfDay } from '@voice/contracts/schemas';
import type { BookingCalendar } from '@voice/contracts';
import { closedReason, type Slot } from './availability';
import { availableSlots, bookingOpen, bookSlot, SLOT_TAKEN, type BookingDeps } from './booking';
import { readCalendar } from './calendar';
import { CalcomFailure } from './calcom-client';
import { findBookingAssistant } from './repository';
import { addCalendarDays, spokenDay, wallClockAt } from './zoned-time';

/**
 * The two function tools of the booking calendar, as the voice platform calls them during a call: Vapi sends a
 * `tool-calls` server message to the tools' server URL (BOOKING_TOOLS_PATH, served by the calls domain with the
 * tenant's webhook credential) and reads back `{results: [{toolCallId, name, result}]}`; each result is a short
 * sentence the model reads aloud. The sandbox test call goes through the same endpoint.
 */

export const BOOKING_TOOLS_PATH = '/api/voice-tools/bookings';
export const CHECK_AVAILABILITY = 'check_availability';
export const BOOK_APPOINTMENT = 'book_appointment';

/** The tools' definitions (name, description, JSON-schema parameters) for the voice platform's function tools. */
export const BOOKING_TOOL_FUNCTIONS = [
  {
    name: CHECK_AVAILABILITY,
    description: 'Lists the free appointment times of one day. Ask the caller which day first.',
    parameters: {
      type: 'object',
      properties: {
        date: { type: 'string', description: 'The day, as YYYY-MM-DD.' },
      },
      required: ['date'],
    },
  },
  {
    name: BOOK_APPOINTMENT,
    description:
      'Books a free appointment time for the caller. Check availability first and confirm the time, ' +
      'name and reason with the caller.',
    parameters: {
      type: 'object',
      properties: {
        starts_at: {
          type: 'string',
          description: 'The start, a local time of the calendar, as YYYY-MM-DDTHH:MM.',
        },
        name: { type: 'string', description: "The caller's name." },
        phone: {
          type: 'string',
          description: "The caller's phone number, if not the one calling.",
        },
        email: { type: 'string', description: "The caller's email, for a confirmation." },
        reason: { type: 'string', description: 'What the appointment is for.' },
      },
      required: ['starts_at', 'name', 'reason'],
    },
  },
] as const;

/** One tool call of the message: its id, function name and arguments (an object). */
export interface ToolCallRequest {
  id: string;
  name: string;
  args: Record<string, unknown>;
}

export interface ToolCallResult {
  toolCallId: string;
  name: string;
  result?: string;
  error?: string;
  /** check_availability: the day whose free times the result reads (the next free day when the asked one has none). */
  metadata?: FreeTimes;
}

/** Free times of a day: the day ('YYYY-MM-DD') and its slots' local starts ('HH:MM'). */
export interface FreeTimes {
  date: string;
  times: string[];
}

/** A tool's sentence, and what it found for a program to read. */
interface Answer {
  text: string;
  found?: FreeTimes;
}

/** What the message says of its call: its id and the caller's number. */
export interface ToolCallContext {
  callId: string | null;
  customerNumber: string | null;
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textAt = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function argumentsOf(value: unknown): JsonObject {
  if (isObject(value)) return value;
  if (typeof value !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * The tool calls of a `tool-calls` message's toolCallList. Vapi's documented ToolCall is {id, type, function:
 * {name, arguments (a JSON string)}}; its examples also show {id, name, arguments (an object)}: both are read.
 */
export function toolCallsOf(message: JsonObject): ToolCallRequest[] {
  const list = Array.isArray(message.toolCallList) ? message.toolCallList : [];
  const calls: ToolCallRequest[] = [];
  for (const item of list) {
    if (!isObject(item)) continue;
    const id = textAt(item.id);
    const fn = isObject(item.function) ? item.function : {};
    const name = textAt(fn.name) ?? textAt(item.name);
    if (id === null || name === null) continue;
    calls.push({ id, name, args: argumentsOf(fn.arguments ?? item.arguments) });
  }
  return calls;
}

/** The call's id and caller number (message.call.customer, else message.customer). */
export function toolCallContextOf(message: JsonObject): ToolCallContext {
  const call = isObject(message.call) ? message.call : {};
  const customer = isObject(call.customer)
    ? call.customer
    : isObject(message.customer)
      ? message.customer
      : {};
  return { callId: textAt(call.id), customerNumber: textAt(customer.number) };
}

export const BOOKING_UNAVAILABLE = 'Booking appointments is not available for this line.';
export const CALCOM_EMAIL_NEEDED =
  "Please ask for the caller's email address: the calendar needs it to book.";

/** What the assistant is told when the external calendar fails (Cal.com's failure says why, for the call log). */
export function calendarTrouble(failure: CalcomFailure): string {
  return `The calendar cannot be used right now (${failure.message}) Please offer to take a message instead.`;
}

/** Days a Cal.com calendar's next free day is looked for (each is one request to Cal.com, during the call). */
const CALCOM_NEXT_DAYS = 7;
const MAX_TIMES_READ = 12;

function timesOf(slots: readonly Slot[]): string {
  const shown = slots.slice(0, MAX_TIMES_READ).map((s) => s.local);
  const more = slots.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/** The next day after `date` with a free slot, within the bookable days, with its slots. */
async function nextFreeDay(
  deps: BookingDeps,
  assistantId: number,
  calendar: BookingCalendar,
  date: string,
  now: number,
): Promise<{ date: string; slots: Slot[] } | null> {
  const last = calendar.provider === 'calcom' ? addCalendarDays(date, CALCOM_NEXT_DAYS) : null;
  for (let day = addCalendarDays(date, 1); ; day = addCalendarDays(day, 1)) {
    const reason = closedReason(calendar, day, now);
    if (reason === 'too-far' || (last !== null && day > last)) return null;
    if (reason !== null) continue;
    const slots = await availableSlots(deps, assistantId, day, now, calendar);
    if (slots.length > 0) return { date: day, slots };
  }
}

async function checkAvailability(
  deps: BookingDeps,
  assistantId: number,
  args: JsonObject,
  now: number,
): Promise<Answer> {
  const date = textAt(args.date);
  if (date === null || !isCalendarDay(date)) {
    return { text: 'Please give the day as a date, year-month-day, for example 2026-12-02.' };
  }
  const calendar = await readCalendar(deps.db, assistantId);
  const assistant = await findBookingAssistant(deps.db, assistantId);
  if (!assistant || !(await bookingOpen(deps.db, calendar, assistant.user_id))) {
    return { text: BOOKING_UNAVAILABLE };
  }
  const day = spokenDay(date);
  const closed = closedReason(calendar, date, now);
  if (closed === 'past') {
    const today = spokenDay(wallClockAt(calendar.time_zone, now).date);
    return { text: `${day} has passed. Today is ${today}.` };
  }
  if (closed === 'too-far') {
    return {
      text: `Appointments can be booked up to ${calendar.days_ahead} days ahead, so not on ${day} yet.`,
    };
  }
  const slots =
    closed === 'blocked' ? [] : await availableSlots(deps, assistantId, date, now, calendar);
  const found = (on: string, free: readonly Slot[]): FreeTimes => ({
    date: on,
    times: free.map((slot) => slot.local),
  });
  if (slots.length > 0) {
    return { text: `Free times on ${day}: ${timesOf(slots)}.`, found: found(date, slots) };
  }
  const next = await nextFreeDay(deps, assistantId, calendar, date, now);
  const none =
    closed === 'blocked' ? `We are closed on ${day}.` : `There are no free times on ${day}.`;
  return next
    ? {
        text: `${none} The next free day is ${spokenDay(next.date)}: ${timesOf(next.slots)}.`,
        found: found(next.date, next.slots),
      }
    : {
        text: `${none} There is no free time in the days that can be booked.`,
        found: found(date, []),
      };
}

const LOCAL_START = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::00)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The free slots of the day nearest to the wall-clock `time` ('HH:MM'), three at most, in time order. */
function nearest(slots: readonly Slot[], time: string): Slot[] {
  const asked = minutesOfDay(time) ?? 0;
  const distance = (slot: Slot) => Math.abs((minutesOfDay(slot.local) ?? 0) - asked);
  return [...slots]
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, 3)
    .sort((a, b) => a.startsAt - b.startsAt);
}

async function bookAppointment(
  deps: BookingDeps,
  assistantId: number,
  args: JsonObject,
  context: ToolCallContext,
  now: number,
): Promise<string> {
  const match = LOCAL_START.exec(textAt(args.starts_at) ?? '');
  if (!match?.[1] || !match[2] || !isCalendarDay(match[1])) {
    return 'Please give the start as a local date and time, for example 2026-12-02T09:30.';
  }
  const [date, time] = [match[1], match[2]];
  const name = textAt(args.name);
  if (name === null) return "Please ask for the caller's name.";
  const reason = textAt(args.reason);
  if (reason === null) return 'Please ask what the appointment is for.';
  const email = textAt(args.email);
  if (email !== null && (!EMAIL.test(email) || email.length > 255)) {
    return 'That email address does not look right. Please ask for it again.';
  }
  const phone = textAt(args.phone) ?? context.customerNumber;
  const outcome = await bookSlot(
    deps,
    {
      assistantId,
      date,
      time,
      callerName: name.slice(0, 255),
      callerNumber: phone ? phone.slice(0, 32) : null,
      callerEmail: email,
      reason: reason.slice(0, 1000),
      callId: context.callId,
    },
    now,
  );
  const day = spokenDay(date);
  if (outcome.ok) return `Booked for ${day} at ${time}.`;
  if (outcome.reason === 'disabled') return BOOKING_UNAVAILABLE;
  if (outcome.reason === 'email') return CALCOM_EMAIL_NEEDED;
  if (outcome.reason === 'calendar-failed') return calendarTrouble(outcome.failure);
  const slots = await availableSlots(deps, assistantId, date, now, outcome.calendar);
  const nearby =
    slots.length > 0
      ? `Free times nearby: ${timesOf(nearest(slots, time))}.`
      : `There are no free times left on ${day}.`;
  if (outcome.reason === 'taken') return `${SLOT_TAKEN}. ${nearby}`;
  return `There is no appointment starting at ${time} on ${day}. ${nearby}`;
}

/** Told of each answered call with how long it took (the call log's tool calls). */
export type ToolCallAnswered = (
  call: ToolCallRequest,
  result: ToolCallResult,
  durationMs: number,
) => Promise<void>;

/** Answers each tool call of the message, in order (an unknown tool gets an error). */
export async function answerBookingToolCalls(
  deps: BookingDeps,
  assistantId: number,
  message: JsonObject,
  now = Date.now(),
  answered?: ToolCallAnswered,
): Promise<ToolCallResult[]> {
  const context = toolCallContextOf(message);
  const results: ToolCallResult[] = [];
  for (const call of toolCallsOf(message)) {
    const started = performance.now();
    const base = { toolCallId: call.id, name: call.name };
    try {
      if (call.name === CHECK_AVAILABILITY) {
        const answer = await checkAvailability(deps, assistantId, call.args, now);
        results.push({
          ...base,
          result: answer.text,
          ...(answer.found ? { metadata: answer.found } : {}),
        });
      } else if (call.name === BOOK_APPOINTMENT) {
        const result = await bookAppointment(deps, assistantId, call.args, context, now);
        results.push({ ...base, result });
      } else {
        results.push({ ...base, error: `Unknown tool: ${call.name}.` });
      }
    } catch (error) {
      // A Cal.com calendar that fails while reading free times: the assistant is told, the call goes on.
      if (!(error instanceof CalcomFailure)) throw error;
      results.push({ ...base, result: calendarTrouble(error) });
    }
    const result = results.at(-1);
    if (answered && result) await answered(call, result, performance.now() - started);
  }
  return results;
}
