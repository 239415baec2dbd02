import {
  BookingAvailabilityReply,
  BookingCalendarReply,
  BookingCsvReply,
  BookingListReply,
  BookingReply,
  ErrorReply,
} from '@voice/contracts/replies';
import {
  bookingCalendarSchema,
  bookingDaySchema,
  bookingFilterFields,
} from '@voice/contracts/schemas';
import { object } from 'yup';
import { pathIdField } from '../../../lib/id-fields';
import { pagingFields } from '../../../lib/paging';
import { replies, tagged } from '../../../lib/route-schema';
import { assistantIdParamsSchema } from '../assistants/schemas';

/** GET /api/bookings?page&per_page&assistant_id&status&from&to&search */
export const bookingsQuerySchema = object({ ...pagingFields(15), ...bookingFilterFields });
/** GET /api/bookings/export: the same filters. */
export const bookingsExportQuerySchema = object(bookingFilterFields);
export const bookingIdParamsSchema = object({
  id: pathIdField('The booking id must be an integer.'),
});

export const bookingSchemas = tagged('Bookings', {
  /** The assistant's calendar (the defaults when none was saved). */
  calendar: {
    summary: "Show an assistant's booking calendar",
    params: assistantIdParamsSchema,
    response: replies({ 200: BookingCalendarReply }, [401, 404, 422]),
  },
  /**
   * 403 when turning booking on and the assistant owner's plan does not include it; 422 also when Cal.com refuses
   * the key or knows no such event type; 502 when Cal.com does not answer.
   */
  saveCalendar: {
    summary: "Save an assistant's booking calendar",
    params: assistantIdParamsSchema,
    body: bookingCalendarSchema,
    response: { ...replies({ 200: BookingCalendarReply }, [401, 403, 404, 422]), 502: ErrorReply },
  },
  /**
   * The free slots of one day of the calendar (a preview for the editor: also while the calendar is off); 502 when
   * a Cal.com calendar's Cal.com fails (the message says how).
   */
  availability: {
    summary: "List an assistant's free booking slots",
    params: assistantIdParamsSchema,
    querystring: bookingDaySchema,
    response: { ...replies({ 200: BookingAvailabilityReply }, [401, 404, 422]), 502: ErrorReply },
  },
  list: {
    summary: 'List bookings',
    querystring: bookingsQuerySchema,
    response: replies({ 200: BookingListReply }, [401, 422]),
  },
  export: {
    summary: 'Download bookings as CSV',
    querystring: bookingsExportQuerySchema,
    response: replies({ 200: BookingCsvReply }, [401, 422]),
  },
  /** 404 for a booking outside the caller's scope; 409 when already cancelled. */
  cancel: {
    summary: 'Cancel a booking',
    params: bookingIdParamsSchema,
    response: {
      ...replies({ 200: BookingReply }, [401, 404, 422]),
      409: ErrorReply,
      // A booking made in Cal.com that Cal.com did not cancel (the message says why).
      502: ErrorReply,
    },
  },
});
