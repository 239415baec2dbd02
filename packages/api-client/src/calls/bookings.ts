import type {
  ApiEnvelope,
  BookingCalendar,
  BookingCalendarPayload,
  BookingListItem,
  BookingSlot,
  BookingsQuery,
  Paginated,
} from '@voice/contracts';
import { downloadFile, type DownloadedFile } from '../download';
import { http } from '../http';
import { queryParams } from '../query-params';

const calendarUrl = (assistantId: string | number) =>
  `/api/assistants/${encodeURIComponent(String(assistantId))}/booking-calendar`;

/** GET /api/assistants/{id}/booking-calendar: the assistant's calendar (its defaults before a first save). */
export async function getBookingCalendar(
  assistantId: string | number,
): Promise<ApiEnvelope<BookingCalendar>> {
  return (await http.get<ApiEnvelope<BookingCalendar>>(calendarUrl(assistantId))).data;
}

/** PUT /api/assistants/{id}/booking-calendar: the whole calendar; 422 with field errors. */
export async function saveBookingCalendar(
  assistantId: string | number,
  calendar: BookingCalendarPayload,
): Promise<ApiEnvelope<BookingCalendar>> {
  return (await http.put<ApiEnvelope<BookingCalendar>>(calendarUrl(assistantId), calendar)).data;
}

/** GET /api/assistants/{id}/booking-calendar/availability?date=: the free slots of one day. */
export async function getBookingAvailability(
  assistantId: string | number,
  date: string,
): Promise<ApiEnvelope<{ slots: BookingSlot[] }>> {
  return (
    await http.get<ApiEnvelope<{ slots: BookingSlot[] }>>(
      `${calendarUrl(assistantId)}/availability`,
      { params: { date } },
    )
  ).data;
}

/** GET /api/bookings: one page of the bookings the caller may see, filtered. */
export async function listBookings(
  query: BookingsQuery,
): Promise<Paginated<BookingListItem> & { success: boolean }> {
  return (await http.get('/api/bookings', { params: queryParams(query) })).data;
}

/** POST /api/bookings/{id}/cancel: the slot is free again; the cancelled booking is returned. */
export async function cancelBooking(id: number): Promise<ApiEnvelope<BookingListItem>> {
  return (await http.post<ApiEnvelope<BookingListItem>>(`/api/bookings/${id}/cancel`)).data;
}

/** GET /api/bookings/export: the filtered bookings as a CSV file, named by the server (else by the day). */
export async function downloadBookingsCsv(
  query: Omit<BookingsQuery, 'page' | 'per_page'>,
): Promise<DownloadedFile> {
  const today = new Date().toISOString().slice(0, 10);
  return downloadFile('/api/bookings/export', queryParams(query), `bookings-${today}.csv`);
}
