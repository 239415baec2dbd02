import { useSearchParams } from 'react-router-dom';
import { BOOKING_STATUSES, type BookingsQuery, type BookingStatus } from '@voice/contracts';
import { BOOKING_RANGE_INVALID } from '@voice/contracts/schemas';

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

function idParam(value: string | null): string {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? String(id) : '';
}

/** 'YYYY-MM-DD' of a real day, else ''. */
export function dayParam(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : '';
}

function statusParam(value: string | null): BookingStatus | '' {
  return BOOKING_STATUSES.find((status) => status === value) ?? '';
}

/**
 * The bookings list's filters and page, kept in the address so that reload and Back keep them. Any filter
 * change goes back to page 1.
 */
export function useBookingFilters() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const filters: BookingFilters = {
    assistant_id: idParam(params.get('assistant_id')),
    status: statusParam(params.get('status')),
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    search: (params.get('search') ?? '').trim().slice(0, BOOKING_SEARCH_MAX),
  };

  /** Sets filters (an empty value leaves the address) and goes back to page 1. */
  const setFilters = (next: Partial<BookingFilters>) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const name of FILTER_NAMES) {
        const value = next[name];
        if (value === undefined) continue;
        if (value) out.set(name, value);
        else out.delete(name);
      }
      out.delete('page');
      return out;
    });

  const setPage = (next: number) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next > 1) out.set('page', String(next));
      else out.delete('page');
      return out;
    });

  /** The filters as the API takes them (no paging). */
  const apiFilters: Omit<BookingsQuery, 'page' | 'per_page'> = {
    ...(filters.assistant_id ? { assistant_id: Number(filters.assistant_id) } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
  const filtered = FILTER_NAMES.some((name) => filters[name] !== '');
  /** The end date is before the start date: said on the field, nothing is sent. */
  const rangeError =
    filters.from && filters.to && filters.from > filters.to ? BOOKING_RANGE_INVALID : null;

  return { page, filters, apiFilters, filtered, rangeError, setFilters, setPage };
}
