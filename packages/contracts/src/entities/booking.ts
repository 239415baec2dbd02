import type { Static } from 'typebox';
import type {
  BookingCalendarSchema,
  BookingListItemSchema,
  BookingSlotSchema,
} from '../replies/bookings';

/**
 * The built-in booking calendar of an assistant and the bookings its calls take: GET/PUT
 * /api/assistants/{id}/booking-calendar, its availability preview, GET /api/bookings (and its export and cancel).
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;

/** Where a calendar's free times come from and its bookings go: our opening hours, or a Cal.com event type. */
export const BOOKING_PROVIDERS = ['builtin', 'calcom'] as const;
export type BookingProvider = (typeof BOOKING_PROVIDERS)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** An assistant's calendar: opening hours are wall-clock times of time_zone; dates are days of that zone. */
export type BookingCalendar = Static<typeof BookingCalendarSchema>;
/** What PUT sends: the calendar, with a new Cal.com API key when one is entered (absent: the saved one is kept). */
export type BookingCalendarPayload = BookingCalendar & { calcom_api_key?: string };
/** A free slot (UTC instants). */
export type BookingSlot = Static<typeof BookingSlotSchema>;
/** A row of GET /api/bookings. */
export type BookingListItem = Static<typeof BookingListItemSchema>;

/** Filters of GET /api/bookings and its export (dates 'YYYY-MM-DD', UTC days of the start, inclusive). */
export interface BookingsQuery {
  page?: number;
  per_page?: number;
  assistant_id?: number;
  status?: BookingStatus | '';
  from?: string;
  to?: string;
  /** In the caller's name, number or email. */
  search?: string;
}
