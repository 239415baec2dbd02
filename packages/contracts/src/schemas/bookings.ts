import { array, boolean, number, object, string, type InferType } from 'yup';
import {
  BOOKING_PROVIDERS,
  BOOKING_STATUSES,
  WEEKDAY_NAMES,
  type Weekday,
} from '../entities/booking';
import { dayRangeFields, isCalendarDay } from './call-logs';
import { EMAIL_INVALID, rowId } from './fields';

/**
 * The built-in booking calendar of an assistant (PUT /api/assistants/{id}/booking-calendar) and the filters of the
 * bookings list and its CSV export: one schema each, so that the editor and the server refuse the same values
 * with the same messages.
 */

export const BOOKING_LIMITS = {
  slotMinutes: { min: 5, max: 480 },
  bufferMinutes: { min: 0, max: 240 },
  daysAhead: { min: 1, max: 365 },
  /** Opening ranges per weekday. */
  rangesPerDay: 12,
  blockedDates: 366,
} as const;

export const TIME_ZONE_REQUIRED = 'The time zone is required.';
export const TIME_ZONE_INVALID =
  'The time zone must be a known IANA time zone (e.g. Europe/London).';
export const TIME_INVALID = 'The time must be HH:MM (24-hour clock, e.g. 09:00).';
export const RANGE_END_BEFORE_START = 'The end must be after the start.';
export const SLOT_MINUTES_INVALID = `The slot length must be a whole number of minutes from ${BOOKING_LIMITS.slotMinutes.min} to ${BOOKING_LIMITS.slotMinutes.max}.`;
export const BUFFER_MINUTES_INVALID = `The buffer must be a whole number of minutes from ${BOOKING_LIMITS.bufferMinutes.min} to ${BOOKING_LIMITS.bufferMinutes.max}.`;
export const DAYS_AHEAD_INVALID = `The days ahead must be a whole number from ${BOOKING_LIMITS.daysAhead.min} to ${BOOKING_LIMITS.daysAhead.max}.`;
export const BLOCKED_DATE_INVALID = 'The date must be a valid date (YYYY-MM-DD).';
export const BOOKING_DATE_INVALID = 'The date must be a valid date (YYYY-MM-DD).';
export const BOOKING_STATUS_INVALID = 'The selected status is invalid.';
export const BOOKING_RANGE_INVALID = 'The end date must be on or after the start date.';
export const BOOKING_ASSISTANT_INVALID = 'The assistant id must be an integer.';
export const BOOKING_PROVIDER_INVALID = 'The calendar must be the built-in one or Cal.com.';
export const CALCOM_API_KEY_REQUIRED = 'The Cal.com API key is required.';
export const CALCOM_API_KEY_INVALID = 'The Cal.com API key may not be greater than 255 characters.';
export const CALCOM_EVENT_TYPE_INVALID =
  "The Cal.com event type id must be a whole number (the number in the event type's address).";
export const CALCOM_BASE_URL_INVALID =
  'The Cal.com API address must be an http(s) address, e.g. https://api.cal.com.';

/** The message of a weekday whose ranges overlap: 'The opening hours of Monday overlap.' */
export const rangesOverlapMessage = (day: Weekday) =>
  `The opening hours of ${WEEKDAY_NAMES[day]} overlap.`;

/** Is `zone` an IANA time zone name this runtime knows (Intl refuses unknown ones)? */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** 'HH:MM' (00:00 to 23:59; '24:00' too when `endOfDay`, a range open until midnight) -> minutes of the day. */
export function minutesOfDay(value: string, endOfDay = false): number | null {
  if (endOfDay && value === '24:00') return 24 * 60;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const blank = (value: unknown, original: unknown) => (original === '' ? undefined : value);

function wholeNumber(limits: { min: number; max: number }, message: string) {
  return number()
    .typeError(message)
    .required(message)
    .integer(message)
    .min(limits.min, message)
    .max(limits.max, message);
}

const openingRange = object({
  start: string()
    .trim()
    .required(TIME_INVALID)
    .test('time', TIME_INVALID, (value) => minutesOfDay(value) !== null),
  end: string()
    .trim()
    .required(TIME_INVALID)
    .test('time', TIME_INVALID, (value) => minutesOfDay(value, true) !== null)
    .test('after-start', RANGE_END_BEFORE_START, function after(end) {
      const start = minutesOfDay(String(this.parent.start ?? ''));
      const stop = minutesOfDay(end, true);
      return start === null || stop === null || stop > start;
    }),
});

function dayRanges(day: Weekday) {
  return array()
    .of(openingRange)
    .max(BOOKING_LIMITS.rangesPerDay, `At most ${BOOKING_LIMITS.rangesPerDay} ranges a day.`)
    .default([])
    .test('no-overlap', rangesOverlapMessage(day), (ranges) => {
      const spans = (ranges ?? [])
        .map((r) => [minutesOfDay(r.start), minutesOfDay(r.end, true)] as const)
        .filter((s): s is readonly [number, number] => s[0] !== null && s[1] !== null)
        .sort((a, b) => a[0] - b[0]);
      return spans.every((span, i) => i === 0 || span[0] >= (spans[i - 1]?.[1] ?? 0));
    });
}

/** The calendar as the editor sends it and the server stores it. */
export const bookingCalendarSchema = object({
  enabled: boolean().typeError('The enabled flag must be true or false.').required().default(false),
  time_zone: string()
    .trim()
    .required(TIME_ZONE_REQUIRED)
    .max(64, TIME_ZONE_INVALID)
    .test('zone', TIME_ZONE_INVALID, (value) => isTimeZone(value)),
  slot_minutes: wholeNumber(BOOKING_LIMITS.slotMinutes, SLOT_MINUTES_INVALID),
  buffer_minutes: wholeNumber(BOOKING_LIMITS.bufferMinutes, BUFFER_MINUTES_INVALID),
  days_ahead: wholeNumber(BOOKING_LIMITS.daysAhead, DAYS_AHEAD_INVALID),
  hours: object({
    mon: dayRanges('mon'),
    tue: dayRanges('tue'),
    wed: dayRanges('wed'),
    thu: dayRanges('thu'),
    fri: dayRanges('fri'),
    sat: dayRanges('sat'),
    sun: dayRanges('sun'),
  }).required('The opening hours are required.'),
  blocked_dates: array()
    .of(
      string()
        .trim()
        .required(BLOCKED_DATE_INVALID)
        .test('day', BLOCKED_DATE_INVALID, (value) => isCalendarDay(value)),
    )
    .max(BOOKING_LIMITS.blockedDates, `At most ${BOOKING_LIMITS.blockedDates} blocked dates.`)
    .default([]),
  notify_email: string()
    .transform(blank)
    .trim()
    .email(EMAIL_INVALID)
    .max(255, 'The notification email may not be greater than 255 characters.')
    .nullable()
    .default(null),
  provider: string()
    .oneOf([...BOOKING_PROVIDERS], BOOKING_PROVIDER_INVALID)
    .required(BOOKING_PROVIDER_INVALID)
    .default('builtin'),
  /** Write-only: a new key; absent or blank keeps the saved one (the server asks for one when none is saved). */
  calcom_api_key: string().transform(blank).trim().max(255, CALCOM_API_KEY_INVALID).optional(),
  calcom_event_type_id: number()
    .transform(blank)
    .typeError(CALCOM_EVENT_TYPE_INVALID)
    .integer(CALCOM_EVENT_TYPE_INVALID)
    .min(1, CALCOM_EVENT_TYPE_INVALID)
    .max(2_147_483_647, CALCOM_EVENT_TYPE_INVALID)
    .nullable()
    .default(null)
    .when('provider', {
      is: 'calcom',
      then: (field) => field.required(CALCOM_EVENT_TYPE_INVALID),
    }),
  calcom_base_url: string()
    .transform(blank)
    .trim()
    .max(255, CALCOM_BASE_URL_INVALID)
    .test('http-url', CALCOM_BASE_URL_INVALID, (value) => {
      if (value === null || value === undefined) return true;
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.search;
      } catch {
        return false;
      }
    })
    .nullable()
    .default(null),
});

export type BookingCalendarInput = InferType<typeof bookingCalendarSchema>;

/** ?date= of the availability preview: one day of the calendar's zone. */
export const bookingDaySchema = object({
  date: string()
    .trim()
    .required(BOOKING_DATE_INVALID)
    .test('day', BOOKING_DATE_INVALID, (value) => isCalendarDay(value)),
});

/**
 * The filters of GET /api/bookings and its export: assistant, status, a range of UTC days of the start
 * (inclusive), and a search in the caller's name, number or email. Blank parameters mean "not given".
 */
export const bookingFilterFields = {
  assistant_id: rowId(BOOKING_ASSISTANT_INVALID).transform(blank).optional(),
  status: string()
    .transform(blank)
    .oneOf([...BOOKING_STATUSES], BOOKING_STATUS_INVALID)
    .optional(),
  ...dayRangeFields(BOOKING_DATE_INVALID, BOOKING_RANGE_INVALID),
  search: string()
    .transform(blank)
    .trim()
    .max(100, 'The search may not be greater than 100 characters.')
    .optional(),
};

export const bookingFiltersSchema = object(bookingFilterFields);
