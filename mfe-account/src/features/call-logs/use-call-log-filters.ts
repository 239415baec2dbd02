import { useSearchParams } from 'react-router-dom';
import { CALL_STATUSES, type CallLogsQuery, type CallStatus } from '@voice/contracts';

/** The same words as the server's filter schema (@voice/contracts/schemas, not loaded here: no yup). */
export const CALL_LOG_RANGE_INVALID = 'The end date must be on or after the start date.';

/** The list's filters as the address keeps them ('' = not filtered). */
export interface CallLogFilters {
  assistant_id: string;
  status: CallStatus | '';
  from: string;
  to: string;
  search: string;
  reseller_id: string;
}

export type FilterName = keyof CallLogFilters;

const FILTER_NAMES: readonly FilterName[] = [
  'assistant_id',
  'status',
  'from',
  'to',
  'search',
  'reseller_id',
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

/**
 * Digits and '+' of a phone search (the server matches the digits), at most 32 characters; '' without a
 * digit (the server refuses a search with none).
 */
export function phoneSearch(value: string | null): string {
  const kept = (value ?? '').replace(/[^\d+]/g, '').slice(0, 32);
  return /\d/.test(kept) ? kept : '';
}

function statusParam(value: string | null): CallStatus | '' {
  return (CALL_STATUSES as readonly string[]).includes(value ?? '') ? (value as CallStatus) : '';
}

/**
 * The call-log list's filters and page, kept in the address so that reload and Back keep them. Any filter
 * change goes back to page 1; the reseller filter is read only for platform admins.
 */
export function useCallLogFilters(platformAdmin: boolean) {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const filters: CallLogFilters = {
    assistant_id: idParam(params.get('assistant_id')),
    status: statusParam(params.get('status')),
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    search: phoneSearch(params.get('search')),
    reseller_id: platformAdmin ? idParam(params.get('reseller_id')) : '',
  };

  /** Sets filters (an empty value leaves the address) and goes back to page 1. */
  const setFilters = (next: Partial<CallLogFilters>, options: { replace?: boolean } = {}) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const name of FILTER_NAMES) {
          const value = next[name];
          if (value === undefined) continue;
          if (value) out.set(name, value);
          else out.delete(name);
        }
        out.delete('page');
        return out;
      },
      { replace: options.replace ?? false },
    );

  const setPage = (next: number) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next > 1) out.set('page', String(next));
      else out.delete('page');
      return out;
    });

  /** The filters as the API takes them (no paging). */
  const apiFilters: Omit<CallLogsQuery, 'page' | 'per_page'> = {
    ...(filters.assistant_id ? { assistant_id: Number(filters.assistant_id) } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.reseller_id ? { reseller_id: Number(filters.reseller_id) } : {}),
  };
  const filtered = FILTER_NAMES.some((name) => filters[name] !== '');
  /** The end date is before the start date: said on the field, nothing is sent. */
  const rangeError =
    filters.from && filters.to && filters.from > filters.to ? CALL_LOG_RANGE_INVALID : null;

  return { page, filters, apiFilters, filtered, rangeError, setFilters, setPage };
}
