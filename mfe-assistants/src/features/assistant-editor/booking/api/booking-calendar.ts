import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBookingAvailability, getBookingCalendar, saveBookingCalendar } from '@voice/api-client';
import type { BookingCalendar, BookingCalendarPayload, BookingSlot } from '@voice/contracts';

/** Every query of one assistant's calendar (the calendar and its days' free slots) starts with this key. */
export const bookingCalendarKey = (assistantId: string) =>
  ['booking-calendar', assistantId] as const;

function checked<T>(reply: { data?: T } | undefined): T {
  if (!reply || typeof reply.data !== 'object' || reply.data === null) {
    throw new Error('Unexpected reply from the server');
  }
  return reply.data;
}

/** GET /api/assistants/{id}/booking-calendar. */
export function bookingCalendarQueryOptions(assistantId: string) {
  return queryOptions({
    queryKey: [...bookingCalendarKey(assistantId), 'settings'] as const,
    queryFn: async (): Promise<BookingCalendar> => checked(await getBookingCalendar(assistantId)),
  });
}

export function useBookingCalendarQuery(assistantId: string) {
  return useQuery(bookingCalendarQueryOptions(assistantId));
}

/** GET /api/assistants/{id}/booking-calendar/availability?date=: the saved calendar's free slots of a day. */
export function useBookingAvailabilityQuery(assistantId: string, date: string) {
  return useQuery({
    queryKey: [...bookingCalendarKey(assistantId), 'availability', date] as const,
    queryFn: async (): Promise<BookingSlot[]> => {
      const data = checked(await getBookingAvailability(assistantId, date));
      if (!Array.isArray(data.slots)) throw new Error('Unexpected reply from the server');
      return data.slots;
    },
    enabled: date !== '',
  });
}

/**
 * PUT /api/assistants/{id}/booking-calendar (its own request: the assistant's Save does not send it). The saved
 * calendar replaces the cached one, and the free slots are read again.
 */
export function useSaveBookingCalendar(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (calendar: BookingCalendarPayload): Promise<BookingCalendar> =>
      checked(await saveBookingCalendar(assistantId, calendar)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(bookingCalendarQueryOptions(assistantId).queryKey, saved);
      await queryClient.invalidateQueries({
        queryKey: [...bookingCalendarKey(assistantId), 'availability'],
      });
    },
  });
}
