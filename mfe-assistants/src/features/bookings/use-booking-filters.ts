import { BOOKING_STATUSES, type BookingsQuery, type BookingStatus } from '@voice/contracts';
import { BOOKING_RANGE_INVALID } from '@voice/contracts/schemas';
import { dayParam, idParam, useUrlFilters } from '@voice/ui';

/** The longest search the box sends. */
export const BOOKING_SEARCH_MAX = 100;

/** The list's filters as the address keeps them ('' = not filtered). */
export interface BookingFilters {
  assistant_id: string;
  status: BookingStatus | '';
  from: string;
  to: string;
  search: string;
}

const FILTER_NAMES: readonly (keyof BookingFilters)[] = [
  'assistant_id',
  'status',
  'from',
  'to',
  'search',
];

function statusParam(value: string | null): BookingStatus | '' {
  return BOOKING_STATUSES.find((status) => status === value) ?? '';
}

const readFilters = (params: URLSearchParams): BookingFilters => ({
  assistant_id: idParam(params.get('assistant_id')),
  status: statusParam(params.get('status')),
  from: dayParam(params.get('from')),
  to: dayParam(params.get('to')),
  search: (params.get('search') ?? '').trim().slice(0, BOOKING_SEARCH_MAX),
});

/**
 * The bookings list's filters and page, kept in the address so that reload and Back keep them. Any filter
 * change goes back to page 1.
 */
export function useBookingFilters() {
  const { page, filters, filtered, setFilters, setPage } = useUrlFilters(readFilters, FILTER_NAMES);

  /** The filters as the API takes them (no paging). */
  const apiFilters: Omit<BookingsQuery, 'page' | 'per_page'> = {
    ...(filters.assistant_id ? { assistant_id: Number(filters.assistant_id) } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
  /** The end date is before the start date: said on the field, nothing is sent. */
  const rangeError =
    filters.from && filters.to && filters.from > filters.to ? BOOKING_RANGE_INVALID : null;

  return { page, filters, apiFilters, filtered, rangeError, setFilters, setPage };
}
