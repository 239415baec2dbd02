import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BookingCalendar } from '@voice/contracts';
import type { Dialect } from '../../../db/database';
import type { DB, Db } from '../../../db/schema';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { assistantPlanLimits, bookingRefusal } from '../../billing';
import type { Mailer } from '../../platform';
import { busyWindowOf, closedReason, freeSlots, slotsOfDay, type Slot } from './availability';
import { readCalendar } from './calendar';
import { sendBookedEmails } from './emails';
import {
  activeBookingsBetween,
  findBookingAssistant,
  insertBooking,
  lockCalendar,
  userEmail,
} from './repository';

/**
 * Booking a slot of an assistant's calendar. No double booking, even when many calls ask for the same slot at
 * once: the slot is checked free in the same transaction as the insert, after the assistant's calendar row is
 * locked (repository lockCalendar), and the unique partial index bookings_active_slot_idx refuses a second active
 * booking of the same start whatever happens; its violation is "That time is no longer available".
 */

export const SLOT_TAKEN = 'That time is no longer available';

export interface BookingDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

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
      /** disabled: the calendar is off; not-a-slot: no slot starts then; taken: that slot is not free. */
      reason: 'disabled' | 'not-a-slot' | 'taken';
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

/** The free slots of a day of the assistant's calendar (the calendar given, or read). */
export async function availableSlots(
  db: Db,
  assistantId: number,
  date: string,
  now = Date.now(),
  calendar?: BookingCalendar,
): Promise<Slot[]> {
  const cal = calendar ?? (await readCalendar(db, assistantId));
  return freeSlots(cal, date, await busyOn(db, assistantId, date, cal.buffer_minutes), now);
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
  return { ok: true, id, slot, calendar };
}
