import { minutesOfDay } from '@voice/contracts/schemas';
import type { BookingCalendar } from '@voice/contracts';
import { addCalendarDays, clockText, instantOf, wallClockAt, weekdayOf } from './zoned-time';

/**
 * The free slots of a calendar's day. Pure: the calendar, the assistant's active bookings near that day and the
 * time now are given. Rules:
 * - a day is bookable from today (in the calendar's zone) for days_ahead days (today counts: 1 = today only),
 *   and not when it is a blocked date;
 * - each opening range of the day's weekday gives slots from its start, one every slot + buffer minutes, each
 *   ending within the range; the times are wall-clock times of the zone, so a slot whose start does not exist
 *   that day (skipped by a daylight-saving change) is left out, and a slot's length is real time;
 * - a slot starting before now is gone; one that comes within buffer minutes of an active booking (either side) is
 *   taken.
 */

/** An active booking's span (epoch milliseconds). */
export interface BusySpan {
  startsAt: number;
  endsAt: number;
}

export interface Slot {
  /** Epoch milliseconds. */
  startsAt: number;
  endsAt: number;
  /** The wall-clock start in the calendar's zone, 'HH:MM'. */
  local: string;
}

export type Calendar = Pick<
  BookingCalendar,
  'time_zone' | 'slot_minutes' | 'buffer_minutes' | 'days_ahead' | 'hours' | 'blocked_dates'
>;

/** Why a day has no slot at all (the sentence the assistant says about it comes from this). */
export type ClosedReason = 'past' | 'too-far' | 'blocked' | null;

/** Is `date` a day callers may book (today up to days_ahead - 1 days later, not blocked)? */
export function closedReason(calendar: Calendar, date: string, now: number): ClosedReason {
  const today = wallClockAt(calendar.time_zone, now).date;
  if (date < today) return 'past';
  if (date > addCalendarDays(today, calendar.days_ahead - 1)) return 'too-far';
  if (calendar.blocked_dates.includes(date)) return 'blocked';
  return null;
}

/** Every slot of the day's opening hours, free or not (no check of now, bookings or bookable days). */
export function slotsOfDay(calendar: Calendar, date: string): Slot[] {
  const slotMs = calendar.slot_minutes * 60_000;
  const step = calendar.slot_minutes + calendar.buffer_minutes;
  const slots: Slot[] = [];
  for (const range of calendar.hours[weekdayOf(date)]) {
    const start = minutesOfDay(range.start);
    const end = minutesOfDay(range.end, true);
    if (start === null || end === null) continue;
    for (let at = start; at + calendar.slot_minutes <= end; at += step) {
      const startsAt = instantOf(calendar.time_zone, date, at);
      if (startsAt === null) continue;
      slots.push({ startsAt, endsAt: startsAt + slotMs, local: clockText(at) });
    }
  }
  return slots.sort((a, b) => a.startsAt - b.startsAt);
}

/** Does a slot come within `bufferMs` of a busy span? */
export function clashes(slot: BusySpan, busy: readonly BusySpan[], bufferMs: number): boolean {
  return busy.some(
    (b) => b.startsAt < slot.endsAt + bufferMs && b.endsAt + bufferMs > slot.startsAt,
  );
}

/** The free slots of `date` (a day of the calendar's zone), in time order. */
export function freeSlots(
  calendar: Calendar,
  date: string,
  busy: readonly BusySpan[],
  now: number,
): Slot[] {
  if (closedReason(calendar, date, now) !== null) return [];
  const bufferMs = calendar.buffer_minutes * 60_000;
  return slotsOfDay(calendar, date).filter(
    (slot) => slot.startsAt >= now && !clashes(slot, busy, bufferMs),
  );
}

/**
 * The UTC span to read an assistant's bookings over for `date`'s slots: the day's widest possible extent in any
 * zone (UTC-14 to UTC+14), widened by the buffer.
 */
export function busyWindowOf(date: string, bufferMinutes: number): { from: string; to: string } {
  const dayStart = Date.parse(`${date}T00:00:00Z`);
  const margin = (14 * 60 + bufferMinutes + 1) * 60_000;
  return {
    from: new Date(dayStart - margin - 86_400_000).toISOString(),
    to: new Date(dayStart + 86_400_000 + margin + 86_400_000).toISOString(),
  };
}
