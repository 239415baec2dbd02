import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BookingCalendar } from '@voice/contracts';
import { minutesOfDay } from '@voice/contracts/schemas';
import type { Dialect } from '../../../db/database';
import type { DB, Db } from '../../../db/schema';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { assistantPlanLimits, bookingRefusal } from '../../billing';
import type { Mailer } from '../../platform';
import { busyWindowOf, closedReason, freeSlots, slotsOfDay, type Slot } from './availability';
import { readCalcomAccount, readCalendar } from './calendar';
import {
  CALCOM_KEY_MISSING,
  calcomBook,
  CalcomFailure,
  calcomSlots,
  type CalcomDeps,
} from './calcom-client';
import { sendBookedEmails } from './emails';
import {
  activeBookingsBetween,
  findBookingAssistant,
  insertBooking,
  lockCalendar,
  replaceStaleBooking,
  userEmail,
} from './repository';
import { clockText, instantOf, wallClockAt } from './zoned-time';

/**
 * Booking a slot of an assistant's calendar. No double booking, even when many calls ask for the same slot at
 * once: the slot is checked free in the same transaction as the insert, after the assistant's calendar row is
 * locked (repository lockCalendar), and the unique partial index bookings_active_slot_idx refuses a second active
 * booking of the same start whatever happens; its violation is "That time is no longer available".
 *
 * A calendar kept in Cal.com (provider 'calcom') asks Cal.com instead: its free slots of the day (GET /v2/slots)
 * and the booking (POST /v2/bookings, which refuses a time already taken); a booking Cal.com accepted is stored
 * in our bookings table too, with its Cal.com uid, for the Bookings page, the dashboard and the emails. Our days
 * ahead and blocked dates still apply; Cal.com's event type decides the rest.
 */

export const SLOT_TAKEN = 'That time is no longer available';

export interface BookingDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  mailer: Mailer;
  log: FastifyBaseLogger;
  calcom: CalcomDeps;
}

/** What reading free slots needs (the built-in calendar reads the database only). */
export type SlotDeps = Pick<BookingDeps, 'db' | 'calcom'>;

export interface BookingRequest {
  /** Our assistant id. */
  assistantId: number;
  /** A day of the calendar's zone and a wall-clock time there. */
  date: string;
  time: string;
  callerName: string;
  callerNumber: string | null;
  callerEmail: string | null;
  reason: string;
  callId: string | null;
}

export type BookingOutcome =
  | { ok: true; id: number; slot: Slot; calendar: BookingCalendar }
  | {
      ok: false;
      /**
       * disabled: the calendar is off; not-a-slot: no slot starts then; taken: that slot is not free; email: Cal.com
       * needs the caller's email to book.
       */
      reason: 'disabled' | 'not-a-slot' | 'taken' | 'email';
      calendar: BookingCalendar;
    }
  | {
      ok: false;
      /** The external calendar failed (a refused key, a time-out...): Cal.com's failure says what. */
      reason: 'calendar-failed';
      failure: CalcomFailure;
      calendar: BookingCalendar;
    };

/**
 * May the assistant's calls book? Its calendar is on and its owner's plan includes booking (billing's plan limits:
 * a plan downgraded or lapsed after the calendar was turned on stops the bookings, not the calendar's settings).
 */
export async function bookingOpen(
  db: Kysely<DB>,
  calendar: BookingCalendar,
  ownerUserId: number,
): Promise<boolean> {
  return calendar.enabled && bookingRefusal(await assistantPlanLimits(db, ownerUserId)) === null;
}

/** The assistant's active bookings around `date`, as spans. */
async function busyOn(db: Db, assistantId: number, date: string, bufferMinutes: number) {
  const window = busyWindowOf(date, bufferMinutes);
  const rows = await activeBookingsBetween(db, assistantId, window.from, window.to);
  return rows.map((r) => ({ startsAt: Date.parse(r.starts_at), endsAt: Date.parse(r.ends_at) }));
}

/** The Cal.com account of a calendar kept there; a CalcomFailure when its key is missing or unreadable. */
async function calcomAccountOf(deps: SlotDeps, assistantId: number) {
  const account = await readCalcomAccount(deps.db, deps.calcom.box, assistantId);
  if (!account) throw new CalcomFailure('key', CALCOM_KEY_MISSING);
  return account;
}

/** A Cal.com slot as ours: its start, end (the event type's length, kept as slot_minutes) and local start. */
function slotAt(calendar: BookingCalendar, startsAt: number): Slot {
  return {
    startsAt,
    endsAt: startsAt + calendar.slot_minutes * 60_000,
    local: clockText(wallClockAt(calendar.time_zone, startsAt).minutes),
  };
}

/**
 * The free slots of a day of the assistant's calendar (the calendar given, or read). A Cal.com calendar's come
 * from Cal.com (a CalcomFailure when it fails), kept to the day asked in the calendar's zone.
 */
export async function availableSlots(
  deps: SlotDeps,
  assistantId: number,
  date: string,
  now = Date.now(),
  calendar?: BookingCalendar,
): Promise<Slot[]> {
  const cal = calendar ?? (await readCalendar(deps.db, assistantId));
  if (cal.provider === 'calcom') {
    if (closedReason(cal, date, now) !== null) return [];
    const account = await calcomAccountOf(deps, assistantId);
    const starts = await calcomSlots(deps.calcom, account, date, cal.time_zone);
    return starts
      .map((at) => slotAt(cal, at))
      .filter(
        (slot) => slot.startsAt >= now && wallClockAt(cal.time_zone, slot.startsAt).date === date,
      );
  }
  return freeSlots(cal, date, await busyOn(deps.db, assistantId, date, cal.buffer_minutes), now);
}

type BookingAssistant = NonNullable<Awaited<ReturnType<typeof findBookingAssistant>>>;

/**
 * Books a Cal.com calendar's slot there, then keeps it in our table. Cal.com is the judge of whether the time is
 * free; an active row of ours at the same start is then stale (cancelled in Cal.com since) and is replaced.
 */
async function bookWithCalcom(
  deps: BookingDeps,
  request: BookingRequest,
  assistant: BookingAssistant,
  calendar: BookingCalendar,
  now: number,
): Promise<BookingOutcome> {
  if (request.callerEmail === null) return { ok: false, reason: 'email', calendar };
  // Cal.com judges the time: one it does not offer (taken, or off its grid) is refused as taken.
  const minutes = minutesOfDay(request.time);
  const startsAt = minutes === null ? null : instantOf(calendar.time_zone, request.date, minutes);
  if (startsAt === null || startsAt < now) return { ok: false, reason: 'not-a-slot', calendar };
  let booked;
  try {
    booked = await calcomBook(deps.calcom, await calcomAccountOf(deps, assistant.id), {
      startsAt,
      name: request.callerName,
      email: request.callerEmail,
      timeZone: calendar.time_zone,
      phoneNumber: request.callerNumber,
      metadata: {
        assistant_id: String(assistant.id),
        ...(request.callId !== null ? { call_id: request.callId.slice(0, 500) } : {}),
        reason: request.reason.slice(0, 500),
      },
    });
  } catch (error) {
    if (!(error instanceof CalcomFailure)) throw error;
    if (error.kind === 'taken') return { ok: false, reason: 'taken', calendar };
    deps.log.warn({ assistant: assistant.id, kind: error.kind }, 'Cal.com booking failed');
    return { ok: false, reason: 'calendar-failed', failure: error, calendar };
  }
  const slot: Slot = {
    startsAt: booked.startsAt,
    endsAt:
      booked.endsAt > booked.startsAt ? booked.endsAt : slotAt(calendar, booked.startsAt).endsAt,
    local: slotAt(calendar, booked.startsAt).local,
  };
  const start = new Date(slot.startsAt).toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    await replaceStaleBooking(trx, assistant.id, start, new Date(now).toISOString());
    return insertBooking(trx, {
      assistant_id: assistant.id,
      reseller_id: assistant.reseller_id,
      user_id: assistant.user_id,
      starts_at: start,
      ends_at: new Date(slot.endsAt).toISOString(),
      caller_name: request.callerName,
      caller_number: request.callerNumber,
      caller_email: request.callerEmail,
      reason: request.reason,
      call_id: request.callId,
      created_at: new Date(now).toISOString(),
      external_uid: booked.uid,
    });
  });
  await notifyBooked(deps, assistant, calendar, request, slot);
  return { ok: true, id, slot, calendar };
}

async function notifyBooked(
  deps: BookingDeps,
  assistant: BookingAssistant,
  calendar: BookingCalendar,
  request: BookingRequest,
  slot: Slot,
): Promise<void> {
  const notify = calendar.notify_email ?? (await userEmail(deps.db, assistant.user_id));
  await sendBookedEmails(
    deps,
    {
      startsAt: new Date(slot.startsAt).toISOString(),
      timeZone: calendar.time_zone,
      assistantName: assistant.name,
      resellerId: assistant.reseller_id,
      callerName: request.callerName,
      callerNumber: request.callerNumber,
      callerEmail: request.callerEmail,
      reason: request.reason,
    },
    notify,
  );
}

/** Books the slot starting at `date` `time` if it is free; then sends the confirmation and the alert. */
export async function bookSlot(
  deps: BookingDeps,
  request: BookingRequest,
  now = Date.now(),
): Promise<BookingOutcome> {
  const assistant = await findBookingAssistant(deps.db, request.assistantId);
  const calendar = await readCalendar(deps.db, request.assistantId);
  if (!assistant || !(await bookingOpen(deps.db, calendar, assistant.user_id))) {
    return { ok: false, reason: 'disabled', calendar };
  }
  if (calendar.provider === 'calcom') {
    if (closedReason(calendar, request.date, now) !== null) {
      return { ok: false, reason: 'not-a-slot', calendar };
    }
    return bookWithCalcom(deps, request, assistant, calendar, now);
  }
  // A time that is no slot of a bookable day (past, too far ahead, blocked, off the grid) is not "taken".
  const slot = slotsOfDay(calendar, request.date).find((s) => s.local === request.time);
  if (!slot || slot.startsAt < now || closedReason(calendar, request.date, now) !== null) {
    return { ok: false, reason: 'not-a-slot', calendar };
  }
  let id: number | null;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      await lockCalendar(trx, deps.dialect, request.assistantId);
      const busy = await busyOn(trx, request.assistantId, request.date, calendar.buffer_minutes);
      const free = freeSlots(calendar, request.date, busy, now);
      if (!free.some((s) => s.startsAt === slot.startsAt)) return null;
      return insertBooking(trx, {
        assistant_id: assistant.id,
        reseller_id: assistant.reseller_id,
        user_id: assistant.user_id,
        starts_at: new Date(slot.startsAt).toISOString(),
        ends_at: new Date(slot.endsAt).toISOString(),
        caller_name: request.callerName,
        caller_number: request.callerNumber,
        caller_email: request.callerEmail,
        reason: request.reason,
        call_id: request.callId,
        created_at: new Date(now).toISOString(),
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    id = null;
  }
  if (id === null) return { ok: false, reason: 'taken', calendar };
  await notifyBooked(deps, assistant, calendar, request, slot);
  return { ok: true, id, slot, calendar };
}
