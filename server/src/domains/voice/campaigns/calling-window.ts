import { timeZoneOfNumber } from '@voice/contracts/phone';
import type { CallingWindow } from '../../../db/schema';

/**
 * A campaign's calling hours are read in each contact's own time zone (the contact's, else the one its number
 * tells, else the campaign's): the wall clock there decides, through Intl, so daylight-saving days are right
 * (a 09:00 opening is 09:00 local on the day the clocks change, whatever the UTC offset that day).
 */

type Weekday = keyof CallingWindow;
const WEEKDAYS: Record<string, Weekday> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};
const MINUTE = 60_000;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The weekday and the minute of the day on the wall clock of `zone` at `at`. */
export function wallClock(zone: string, at: number): { weekday: Weekday; minute: number } {
  let weekday: Weekday = 'mon';
  let hour = 0;
  let minute = 0;
  for (const part of formatFor(zone).formatToParts(at)) {
    if (part.type === 'weekday') weekday = WEEKDAYS[part.value] ?? 'mon';
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { weekday, minute: hour * 60 + minute };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Is `at` inside the day's calling hours on the wall clock of `zone` (start included, end excluded)? */
export function isWithinWindow(window: CallingWindow, zone: string, at: number): boolean {
  const clock = wallClock(zone, at);
  const hours = window[clock.weekday];
  if (!hours) return false;
  return clock.minute >= minutesOf(hours.start) && clock.minute < minutesOf(hours.end);
}

/**
 * The next instant at or after `at` when the window is open in `zone` (`at` itself when it is open now); null
 * when the window has no day at all. Jumps from opening to opening (and to the next local midnight past a closed
 * day), then corrects for a clock change on the way, so that it costs a handful of Intl reads, not a scan.
 */
export function nextWindowOpening(window: CallingWindow, zone: string, at: number): number | null {
  if (!Object.values(window).some((hours) => hours !== null)) return null;
  if (isWithinWindow(window, zone, at)) return at;
  let t = Math.ceil(at / MINUTE) * MINUTE;
  for (let step = 0; step < 40; step += 1) {
    const clock = wallClock(zone, t);
    const hours = window[clock.weekday];
    const start = hours ? minutesOf(hours.start) : null;
    const end = hours ? minutesOf(hours.end) : null;
    if (start !== null && end !== null && clock.minute >= start && clock.minute < end) {
      // Past a spring-forward gap the wall clock may read later than the opening: step back to it if it exists.
      const back = t - (clock.minute - start) * MINUTE;
      if (back >= at && isWithinWindow(window, zone, back)) {
        const earlier = wallClock(zone, back);
        if (earlier.weekday === clock.weekday) return back;
      }
      return t;
    }
    if (start !== null && clock.minute < start) t += (start - clock.minute) * MINUTE;
    else t += (1440 - clock.minute) * MINUTE;
  }
  return null;
}

/** The zone a contact's hours are read in: its own, else its number's (one-zone areas), else the campaign's. */
export function contactTimeZone(
  contact: { time_zone: string | null; phone_e164: string },
  campaignZone: string,
): string {
  return contact.time_zone ?? timeZoneOfNumber(contact.phone_e164) ?? campaignZone;
}
