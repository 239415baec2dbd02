import { WEEKDAYS, type BookingCalendar, type Weekday } from '@voice/contracts';
import type { BookingCalendarInput } from '@voice/contracts/schemas';
import type { Kysely } from 'kysely';
import type { DB, Db } from '../../../db/schema';
import type { AssistantRecord } from '../assistants/repository';
import { findCalendarRow, saveCalendarRow, type CalendarRow } from './repository';

/** An assistant's booking calendar: its defaults, reading the stored row, saving the editor's values. */

const WORKDAY = [{ start: '09:00', end: '17:00' }];

/** A calendar never saved: off, UTC, Monday to Friday 09:00-17:00, 30-minute slots, no buffer, 14 days ahead. */
export function defaultCalendar(): BookingCalendar {
  return {
    enabled: false,
    time_zone: 'UTC',
    slot_minutes: 30,
    buffer_minutes: 0,
    days_ahead: 14,
    hours: {
      mon: WORKDAY,
      tue: WORKDAY,
      wed: WORKDAY,
      thu: WORKDAY,
      fri: WORKDAY,
      sat: [],
      sun: [],
    },
    blocked_dates: [],
    notify_email: null,
  };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The stored hours (JSON text), each weekday's list kept only when it is one of {start, end} strings. */
function hoursOf(text: string): BookingCalendar['hours'] {
  const value = parsed(text);
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const hours = {} as BookingCalendar['hours'];
  for (const day of WEEKDAYS as readonly Weekday[]) {
    const ranges = stored[day];
    hours[day] = Array.isArray(ranges)
      ? ranges.filter(
          (r): r is { start: string; end: string } =>
            typeof r === 'object' &&
            r !== null &&
            typeof (r as { start?: unknown }).start === 'string' &&
            typeof (r as { end?: unknown }).end === 'string',
        )
      : [];
  }
  return hours;
}

function datesOf(text: string): string[] {
  const value = parsed(text);
  return Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
}

export function calendarOf(row: CalendarRow): BookingCalendar {
  return {
    enabled: row.enabled === 1,
    time_zone: row.time_zone,
    slot_minutes: row.slot_minutes,
    buffer_minutes: row.buffer_minutes,
    days_ahead: row.days_ahead,
    hours: hoursOf(row.hours),
    blocked_dates: datesOf(row.blocked_dates),
    notify_email: row.notify_email,
  };
}

/** The assistant's calendar, or the defaults when none was saved. */
export async function readCalendar(db: Db, assistantId: number): Promise<BookingCalendar> {
  const row = await findCalendarRow(db, assistantId);
  return row ? calendarOf(row) : defaultCalendar();
}

/** Saves the editor's calendar (validated by bookingCalendarSchema); blocked dates sorted, once each. */
export async function saveCalendar(
  db: Kysely<DB>,
  assistant: Pick<AssistantRecord, 'id' | 'reseller_id'>,
  input: BookingCalendarInput,
): Promise<BookingCalendar> {
  const hours = {} as BookingCalendar['hours'];
  for (const day of WEEKDAYS) {
    hours[day] = [...input.hours[day]]
      .map((r) => ({ start: r.start, end: r.end }))
      .sort((a, b) => a.start.localeCompare(b.start));
  }
  const blocked = [...new Set(input.blocked_dates)].sort();
  await saveCalendarRow(db, {
    assistant_id: assistant.id,
    reseller_id: assistant.reseller_id,
    enabled: input.enabled ? 1 : 0,
    time_zone: input.time_zone,
    slot_minutes: input.slot_minutes,
    buffer_minutes: input.buffer_minutes,
    days_ahead: input.days_ahead,
    hours: JSON.stringify(hours),
    blocked_dates: JSON.stringify(blocked),
    notify_email: input.notify_email ?? null,
    updated_at: new Date().toISOString(),
  });
  return readCalendar(db, assistant.id);
}
