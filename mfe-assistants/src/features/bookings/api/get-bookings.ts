import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listBookings } from '@voice/api-client';
import type { BookingListItem, BookingsQuery, Paginated } from '@voice/contracts';

/** Rows per page of the bookings list. */
export const BOOKINGS_PAGE_SIZE = 20;

/** Every bookings query starts with this key (a cancel refreshes them all). */
export const bookingsKey = ['bookings'] as const;

async function loadBookings(query: BookingsQuery): Promise<Paginated<BookingListItem>> {
  const reply = await listBookings({ ...query, per_page: BOOKINGS_PAGE_SIZE });
  if (!reply || !Array.isArray(reply.data) || typeof reply.pagination !== 'object') {
    throw new Error('Unexpected reply from the server');
  }
  return { data: reply.data, pagination: reply.pagination };
}

/** GET /api/bookings: one page of one filter (the server scopes the rows by the caller's role). */
export function bookingsQueryOptions(query: BookingsQuery, enabled = true) {
  return queryOptions({
    enabled,
    queryKey: [...bookingsKey, 'list', query] as const,
    queryFn: () => loadBookings(query),
    placeholderData: keepPreviousData,
  });
}

/** `enabled` false: filters the server would refuse (an end date before the start date) are not sent. */
export function useBookingsQuery(query: BookingsQuery, enabled = true) {
  return useQuery(bookingsQueryOptions(query, enabled));
}
