import { BOOKING_PROVIDERS, BOOKING_STATUSES } from '../entities/booking';
import { dataReply, fileReply, pagedList } from './common';
import { json } from './json';

/** An opening range of a weekday, 'HH:MM' wall-clock times of the calendar's zone (end may be '24:00'). */
export const OpeningRangeSchema = json.object({ start: json.string, end: json.string });
const dayHours = json.array(OpeningRangeSchema);

/** GET/PUT /api/assistants/{id}/booking-calendar data (the defaults when none was saved). */
export const BookingCalendarSchema = json.object({
  enabled: json.boolean,
  time_zone: json.string,
  slot_minutes: json.integer,
  buffer_minutes: json.integer,
  days_ahead: json.integer,
  hours: json.object({
    mon: dayHours,
    tue: dayHours,
    wed: dayHours,
    thu: dayHours,
    fri: dayHours,
    sat: dayHours,
    sun: dayHours,
  }),
  /** Days of the calendar's zone ('YYYY-MM-DD') with no slot. */
  blocked_dates: json.array(json.string),
  /** Who is told of a new booking; null: the assistant's owner. */
  notify_email: json.nullableString,
  /** builtin: the hours above give the free times; calcom: a Cal.com event type gives them and takes the bookings. */
  provider: json.enumOf(BOOKING_PROVIDERS),
  /** A hint of the saved Cal.com API key ('cal_live_…••••abcd'; the key itself is never returned); null: none. */
  calcom_api_key_hint: json.nullableString,
  calcom_event_type_id: json.nullableInteger,
  /** Null: https://api.cal.com. */
  calcom_base_url: json.nullableString,
});
export const BookingCalendarReply = dataReply(BookingCalendarSchema);

/** A free slot: UTC ISO instants. */
export const BookingSlotSchema = json.object({ starts_at: json.string, ends_at: json.string });
/** GET /api/assistants/{id}/booking-calendar/availability?date= data: the day's free slots, in order. */
export const BookingAvailabilityReply = dataReply(
  json.object({ slots: json.array(BookingSlotSchema) }),
);

/** A booking as the lists show it (times UTC ISO; time_zone: its calendar's, to show them in). */
export const BookingListItemSchema = json.object({
  id: json.integer,
  assistant_id: json.integer,
  assistant_name: json.string,
  starts_at: json.string,
  ends_at: json.string,
  time_zone: json.string,
  caller_name: json.string,
  caller_number: json.nullableString,
  caller_email: json.nullableString,
  reason: json.string,
  status: json.enumOf(BOOKING_STATUSES),
  created_at: json.string,
});
/** GET /api/bookings: {success, data, pagination}, soonest first. */
export const BookingListReply = pagedList(BookingListItemSchema);
/** POST /api/bookings/{id}/cancel data: the booking, cancelled. */
export const BookingReply = dataReply(BookingListItemSchema);
export const BookingCsvReply = fileReply(
  'text/csv',
  'Every filtered booking as CSV (an attachment, streamed), soonest first, with a header row; times in UTC and ' +
    "in the calendar's zone; cells starting with = + - @ tab or CR are prefixed with ' (no spreadsheet formulas).",
);

/** The reply to a voice platform's tool-calls message (Vapi's ServerMessageResponseToolCalls). */
export const VoiceToolResultsReply = json.object({
  results: json.array(
    json.object(
      {
        toolCallId: json.string,
        name: json.string,
        result: json.string,
        error: json.string,
        /** check_availability: the day its result reads and that day's free local times ('HH:MM'). */
        metadata: json.object({ date: json.string, times: json.array(json.string) }),
      },
      ['result', 'error', 'metadata'],
    ),
  ),
});
