import type { BookingListItem, DataScope } from '@voice/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { keysetChunks, type CsvColumn } from '../../../lib/csv';
import { bookingsAfter, type BookingFilters } from './repository';
import { clockText, wallClockAt } from './zoned-time';

/** The bookings export: every filtered booking of the scope, soonest first, read in keyset chunks. */

export const EXPORT_CHUNK = 500;

export const BOOKING_CSV_COLUMNS: CsvColumn[] = [
  ['id', 'Booking ID'],
  ['local_start', 'Start (local)'],
  ['time_zone', 'Time zone'],
  ['starts_at', 'Start (UTC)'],
  ['ends_at', 'End (UTC)'],
  ['assistant_name', 'Assistant'],
  ['caller_name', 'Caller'],
  ['caller_number', 'Caller number'],
  ['caller_email', 'Caller email'],
  ['reason', 'Reason'],
  ['status', 'Status'],
  ['created_at', 'Booked at (UTC)'],
];

/** 'YYYY-MM-DD HH:MM' of the start in the calendar's zone. */
function localStart(booking: BookingListItem): string {
  const clock = wallClockAt(booking.time_zone, Date.parse(booking.starts_at));
  return `${clock.date} ${clockText(clock.minutes)}`;
}

export async function* bookingCsvRows(
  db: Kysely<DB>,
  scope: DataScope,
  filters: BookingFilters,
  chunk = EXPORT_CHUNK,
): AsyncGenerator<object> {
  const rows = keysetChunks(
    (after: { starts_at: string; id: number } | null, limit) =>
      bookingsAfter(db, scope, filters, after, limit),
    (row) => ({ starts_at: row.starts_at, id: row.id }),
    chunk,
  );
  for await (const row of rows) yield { ...row, local_start: localStart(row) };
}
