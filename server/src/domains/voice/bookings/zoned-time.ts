import type { Weekday } from '@voice/contracts';

/**
 * Wall-clock times of an IANA zone and UTC instants, with Intl only (Node carries the full tz database; no
 * library needed for the three conversions bookings use). A slot is a wall-clock time of the calendar's zone:
 * 09:00 stays 09:00 across a daylight-saving change, and its UTC instant moves.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** A wall-clock reading: the day ('YYYY-MM-DD') and the minutes since its midnight. */
export interface WallClock {
  date: string;
  minutes: number;
}

/** What the clock of `zone` shows at `instant` (epoch milliseconds). */
export function wallClockAt(zone: string, instant: number): WallClock & { seconds: number } {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(instant))) {
    parts[part.type] = part.value;
  }
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

/** `zone`'s offset from UTC at `instant`, in milliseconds (positive east of Greenwich). */
function offsetAt(zone: string, instant: number): number {
  const clock = wallClockAt(zone, instant);
  const [y, m, d] = clock.date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, 0, clock.minutes, clock.seconds);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The UTC instant (epoch milliseconds) at which `zone`'s clock shows `date` `minutes`; null when that wall-clock
 * time does not exist there (skipped by a daylight-saving change, e.g. 02:30 on a spring-forward night). A time
 * that happens twice (the autumn hour) is its first occurrence.
 */
export function instantOf(zone: string, date: string, minutes: number): number | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const local = Date.UTC(y, m - 1, d, 0, minutes);
  // The offset an hour on either side; the earlier instant that reads back as asked wins.
  const candidates = [
    local - offsetAt(zone, local - 86_400_000 / 2),
    local - offsetAt(zone, local + 86_400_000 / 2),
  ].sort((a, b) => a - b);
  for (const instant of candidates) {
    const clock = wallClockAt(zone, instant);
    if (clock.date === date && clock.minutes === minutes) return instant;
  }
  return null;
}

const WEEKDAY_OF_UTC_DAY: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The weekday of a calendar day ('YYYY-MM-DD'), wherever it is. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAY_OF_UTC_DAY[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'mon';
}

/** The day `days` after `date` ('YYYY-MM-DD'). */
export function addCalendarDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** 'HH:MM' of minutes since midnight. */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** 'Tuesday 2 December' (a day read aloud by the assistant; English, as the tools' sentences are). */
export function spokenDay(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');
}
