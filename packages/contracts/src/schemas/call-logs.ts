import { object, string } from 'yup';
import { CALL_STATUSES } from '../entities/dashboard';
import { rowId } from './fields';

/**
 * The filters of the call-log lists and their CSV exports (CallLogsQuery of entities/call-log.ts), one schema so the
 * screens and the server refuse the same filters: assistant, status badge, a range of UTC days (inclusive) and a
 * phone search. The server adds paging (page, per_page) and, on the admin routes, reseller_id; the screens validate
 * their filter form with the same rules. Blank query parameters mean "not given".
 */

export const CALL_LOG_DATE_INVALID = 'The date must be a valid date (YYYY-MM-DD).';
export const CALL_LOG_RANGE_INVALID = 'The end date must be on or after the start date.';
export const CALL_LOG_STATUS_INVALID = 'The selected status is invalid.';
export const CALL_LOG_SEARCH_INVALID =
  'The search may only contain a phone number: digits, spaces and + - ( ) .';
export const CALL_LOG_ASSISTANT_INVALID = 'The assistant id must be an integer.';
export const CALL_LOG_RESELLER_INVALID = 'The reseller id must be an integer.';

const blank = (value: unknown, original: unknown) => (original === '' ? undefined : value);

/** Is 'YYYY-MM-DD' a real calendar day (no 2026-02-30)? */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A list's range of UTC days (inclusive), blank meaning "not given": `from` and `to` must be real days
 * ('YYYY-MM-DD' strings compare as dates), and `to` on or after `from` (a malformed from is reported on its own
 * field). The call logs and the bookings each pass their own messages.
 */
export function dayRangeFields(dayInvalid: string, rangeInvalid: string) {
  const day = () =>
    string()
      .transform(blank)
      .trim()
      .test('calendar-day', dayInvalid, (value) => value === undefined || isCalendarDay(value))
      .optional();
  return {
    from: day(),
    to: day().test('range', rangeInvalid, function after(to) {
      const from: unknown = this.parent.from;
      return (
        to === undefined ||
        typeof from !== 'string' ||
        !isCalendarDay(from) ||
        !isCalendarDay(to) ||
        from <= to
      );
    }),
  };
}

/** The digits a phone search looks for ('+1 (555) 010-0' -> '15550100'); '' when none. */
export function phoneSearchDigits(search: string): string {
  return search.replace(/\D/g, '');
}

function idField(message: string) {
  return rowId(message).transform(blank).optional();
}

/** The shared filter fields (spread them into a query schema with paging, or use callLogFiltersSchema). */
export const callLogFilterFields = {
  assistant_id: idField(CALL_LOG_ASSISTANT_INVALID),
  status: string()
    .transform(blank)
    .oneOf([...CALL_STATUSES], CALL_LOG_STATUS_INVALID)
    .optional(),
  ...dayRangeFields(CALL_LOG_DATE_INVALID, CALL_LOG_RANGE_INVALID),
  search: string()
    .transform(blank)
    .trim()
    .max(40, 'The search may not be greater than 40 characters.')
    .matches(/^[\d\s+().-]*$/, CALL_LOG_SEARCH_INVALID)
    .test(
      'digits',
      'The search must contain at least one digit.',
      (value) => value === undefined || value === '' || phoneSearchDigits(value) !== '',
    )
    .optional(),
};

/** reseller_id of the admin lists (platform admins: one reseller's calls). */
export const callLogResellerField = idField(CALL_LOG_RESELLER_INVALID);

/** The filters of GET /api/call-logs(/export) (and, with reseller_id, of the admin routes). */
export const callLogFiltersSchema = object(callLogFilterFields);

/** The filters of GET /api/admin/call-logs(/export). */
export const adminCallLogFiltersSchema = object({
  ...callLogFilterFields,
  reseller_id: callLogResellerField,
});
