import { CALL_STATUSES, type CallLogsQuery, type CallStatus } from '@voice/contracts';
import { dayParam, idParam, useUrlFilters } from '@voice/ui';

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
  const { page, filters, filtered, setFilters, setPage } = useUrlFilters(
    (params): CallLogFilters => ({
      assistant_id: idParam(params.get('assistant_id')),
      status: statusParam(params.get('status')),
      from: dayParam(params.get('from')),
      to: dayParam(params.get('to')),
      search: phoneSearch(params.get('search')),
      reseller_id: platformAdmin ? idParam(params.get('reseller_id')) : '',
    }),
    FILTER_NAMES,
  );

  /** The filters as the API takes them (no paging). */
  const apiFilters: Omit<CallLogsQuery, 'page' | 'per_page'> = {
    ...(filters.assistant_id ? { assistant_id: Number(filters.assistant_id) } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.reseller_id ? { reseller_id: Number(filters.reseller_id) } : {}),
  };
  /** The end date is before the start date: said on the field, nothing is sent. */
  const rangeError =
    filters.from && filters.to && filters.from > filters.to ? CALL_LOG_RANGE_INVALID : null;

  return { page, filters, apiFilters, filtered, rangeError, setFilters, setPage };
}
