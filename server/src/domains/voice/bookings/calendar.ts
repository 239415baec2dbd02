import { WEEKDAYS, type BookingCalendar, type Weekday } from '@voice/contracts';
import type { Db } from '../../../db/schema';
import { SecretBoxError, type SecretBox } from '../../../lib/secret-box';
import type { CalcomAccount } from './calcom-client';
import { findCalendarRow, type CalendarRow } from './repository';

/** An assistant's booking calendar: its defaults and reading the stored row (saving it: save-calendar.ts). */

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
    provider: 'builtin',
    calcom_api_key_hint: null,
    calcom_event_type_id: null,
    calcom_base_url: null,
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
    provider: row.provider === 'calcom' ? 'calcom' : 'builtin',
    calcom_api_key_hint: row.calcom_api_key_hint,
    calcom_event_type_id: row.calcom_event_type_id,
    calcom_base_url: row.calcom_base_url,
  };
}

/** The assistant's calendar, or the defaults when none was saved. */
export async function readCalendar(db: Db, assistantId: number): Promise<BookingCalendar> {
  const row = await findCalendarRow(db, assistantId);
  return row ? calendarOf(row) : defaultCalendar();
}

/**
 * The Cal.com account of a calendar kept there, its key opened; null for a built-in calendar, one missing its key or
 * event type, or one whose key was sealed with another secrets key (it must be entered again).
 */
export async function readCalcomAccount(
  db: Db,
  box: SecretBox,
  assistantId: number,
): Promise<CalcomAccount | null> {
  const row = await findCalendarRow(db, assistantId);
  if (
    row?.provider !== 'calcom' ||
    row.calcom_api_key_sealed === null ||
    row.calcom_event_type_id === null
  ) {
    return null;
  }
  let apiKey: string;
  try {
    apiKey = box.open(row.calcom_api_key_sealed);
  } catch (error) {
    if (error instanceof SecretBoxError) return null;
    throw error;
  }
  return { apiKey, eventTypeId: row.calcom_event_type_id, baseUrl: row.calcom_base_url };
}
