import { sql, type Kysely, type Selectable } from 'kysely';
import type { BookingListItem, BookingStatus, DataScope } from '@voice/contracts';
import type { Dialect } from '../../../db/database';
import type { BookingCalendarsTable, DB, Db } from '../../../db/schema';
import { containsPattern, matchesPattern } from '../../../lib/like';
import { paginate, type Page, type PageRequest } from '../../../lib/paginate';
import { withScope } from '../../../lib/scope';
import { emitEvent } from '../../platform';

/** The queries of the booking calendar and its bookings (the services are calendar.ts, booking.ts, ...). */

export type CalendarRow = Selectable<BookingCalendarsTable>;
export type CalendarValues = Omit<CalendarRow, 'id'>;

export async function findCalendarRow(
  db: Db,
  assistantId: number,
): Promise<CalendarRow | undefined> {
  return db
    .selectFrom('booking_calendars')
    .selectAll()
    .where('assistant_id', '=', assistantId)
    .executeTakeFirst();
}

/** Creates or replaces an assistant's calendar (one row per assistant: the unique assistant_id). */
export async function saveCalendarRow(db: Db, values: CalendarValues): Promise<void> {
  const { assistant_id: _assistant, ...changes } = values;
  await db
    .insertInto('booking_calendars')
    .values(values)
    .onConflict((oc) => oc.column('assistant_id').doUpdateSet(changes))
    .execute();
}

/**
 * Serialises the bookings of one assistant inside a transaction, before its bookings are read: PostgreSQL locks
 * the calendar's row until commit; SQLite takes the database's write lock by writing first (a no-op update). The
 * overlap check and the insert then see every booking committed before; the unique index stays the last word.
 */
export async function lockCalendar(trx: Db, dialect: Dialect, assistantId: number): Promise<void> {
  if (dialect === 'postgres') {
    await trx
      .selectFrom('booking_calendars')
      .select('id')
      .where('assistant_id', '=', assistantId)
      .forUpdate()
      .execute();
    return;
  }
  await trx
    .updateTable('booking_calendars')
    .set({ updated_at: sql`updated_at` })
    .where('assistant_id', '=', assistantId)
    .execute();
}

/** An assistant's active bookings that overlap [from, to) (UTC ISO). */
export async function activeBookingsBetween(
  db: Db,
  assistantId: number,
  from: string,
  to: string,
): Promise<{ starts_at: string; ends_at: string }[]> {
  return db
    .selectFrom('bookings')
    .select(['starts_at', 'ends_at'])
    .where('assistant_id', '=', assistantId)
    .where('status', '=', 'booked')
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .orderBy('starts_at')
    .execute();
}

export interface NewBookingValues {
  assistant_id: number;
  reseller_id: number | null;
  user_id: number;
  starts_at: string;
  ends_at: string;
  caller_name: string;
  caller_number: string | null;
  caller_email: string | null;
  reason: string;
  call_id: string | null;
  created_at: string;
  /** Its uid in Cal.com (a calendar kept there). */
  external_uid?: string | null;
}

/**
 * Cancels an assistant's active booking at `startsAt` (a booking Cal.com has since let go of: Cal.com just booked
 * that time again), so that the unique active-slot index takes the new one.
 */
export async function replaceStaleBooking(
  db: Db,
  assistantId: number,
  startsAt: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ status: 'cancelled', cancelled_at: at })
    .where('assistant_id', '=', assistantId)
    .where('starts_at', '=', startsAt)
    .where('status', '=', 'booked')
    .execute();
}

/** Inserts an active booking; throws the unique violation of bookings_active_slot_idx when its start is taken. */
export async function insertBooking(db: Db, values: NewBookingValues): Promise<number> {
  const row = await db
    .insertInto('bookings')
    .values({ ...values, status: 'booked' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // In the booking's transaction (the event outbox): the booking as the bookings list shows it.
  await emitEvent(db, {
    type: 'booking.created',
    resourceType: 'booking',
    resourceId: row.id,
    userId: values.user_id,
    resellerId: values.reseller_id,
    payload: {
      id: row.id,
      status: 'booked',
      assistant_id: values.assistant_id,
      user_id: values.user_id,
      starts_at: values.starts_at,
      ends_at: values.ends_at,
      caller_name: values.caller_name,
      caller_number: values.caller_number,
      caller_email: values.caller_email,
      reason: values.reason,
      call_id: values.call_id,
      created_at: values.created_at,
    },
  });
  return row.id;
}

/** Filters of the list and the export (already validated: contracts bookingFilterFields). */
export interface BookingFilters {
  assistant_id?: number | undefined;
  status?: BookingStatus | string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The bookings of a scope (a user: their assistants', by the assistant's current owner, so that an assistant
 * assigned to someone else takes its bookings along; a reseller admin: its tenant's; platform admins: all).
 */
function scopedBookings(db: Kysely<DB>, scope: DataScope, filters: BookingFilters) {
  let query = withScope(
    db
      .selectFrom('bookings as b')
      .innerJoin('assistants as a', 'a.id', 'b.assistant_id')
      .leftJoin('booking_calendars as c', 'c.assistant_id', 'b.assistant_id'),
    scope,
    { reseller: 'b.reseller_id', owner: 'a.user_id' },
  );
  if (filters.assistant_id !== undefined) {
    query = query.where('b.assistant_id', '=', filters.assistant_id);
  }
  if (filters.status) query = query.where('b.status', '=', filters.status as BookingStatus);
  if (filters.from) query = query.where('b.starts_at', '>=', `${filters.from}T00:00:00.000Z`);
  if (filters.to) query = query.where('b.starts_at', '<', nextDay(filters.to));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    query = query.where((eb) =>
      eb.or([
        matchesPattern(sql.ref('b.caller_name'), pattern),
        matchesPattern(sql.ref('b.caller_number'), pattern),
        matchesPattern(sql.ref('b.caller_email'), pattern),
      ]),
    );
  }
  return query;
}

const LIST_COLUMNS = [
  'b.id',
  'b.assistant_id',
  'a.name as assistant_name',
  'b.starts_at',
  'b.ends_at',
  'b.caller_name',
  'b.caller_number',
  'b.caller_email',
  'b.reason',
  'b.status',
  'b.created_at',
] as const;

type ListRow = Omit<BookingListItem, 'time_zone'> & { time_zone: string | null };

const present = (row: ListRow): BookingListItem => ({ ...row, time_zone: row.time_zone ?? 'UTC' });

/** One page of a scope's bookings, soonest first. */
export async function listBookings(
  db: Kysely<DB>,
  scope: DataScope,
  filters: BookingFilters,
  page: PageRequest,
): Promise<Page<BookingListItem>> {
  const result = await paginate(scopedBookings(db, scope, filters), page, (base) =>
    base
      .select([...LIST_COLUMNS, 'c.time_zone'])
      .orderBy('b.starts_at', 'asc')
      .orderBy('b.id', 'asc'),
  );
  return { data: result.data.map(present), pagination: result.pagination };
}

/** A chunk of the export after the cursor (starts_at, id), soonest first. */
export async function bookingsAfter(
  db: Kysely<DB>,
  scope: DataScope,
  filters: BookingFilters,
  after: { starts_at: string; id: number } | null,
  limit: number,
): Promise<BookingListItem[]> {
  let query = scopedBookings(db, scope, filters).select([...LIST_COLUMNS, 'c.time_zone']);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('b.starts_at', '>', after.starts_at),
        eb.and([eb('b.starts_at', '=', after.starts_at), eb('b.id', '>', after.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('b.starts_at', 'asc')
    .orderBy('b.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(present);
}

/** One booking of the scope, with its tenant (for the emails' brand). */
export async function findBooking(
  db: Kysely<DB>,
  scope: DataScope,
  id: number,
): Promise<{ booking: BookingListItem; resellerId: number | null } | undefined> {
  const row = await scopedBookings(db, scope, {})
    .select([...LIST_COLUMNS, 'c.time_zone', 'b.reseller_id'])
    .where('b.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { reseller_id: resellerId, ...booking } = row;
  return { booking: present(booking), resellerId };
}

/** A booking's uid in Cal.com (null: none, a built-in calendar's). */
export async function externalUidOf(db: Db, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('bookings')
    .select('external_uid')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.external_uid ?? null;
}

/** Cancels an active booking; false when it was not active (already cancelled). */
export async function markCancelled(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ status: 'cancelled', cancelled_at: at })
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A user's email (the assistant's owner, told of new bookings when the calendar names nobody). */
export async function userEmail(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** The dashboard's counts of a user's assistants' bookings: still to come, and taken this month (not cancelled). */
export async function bookingCounts(
  db: Kysely<DB>,
  userId: number,
  now: string,
  monthStart: string,
): Promise<{ upcoming: number; thisMonth: number }> {
  const row = await db
    .selectFrom('bookings as b')
    .innerJoin('assistants as a', 'a.id', 'b.assistant_id')
    .select((eb) => [
      eb.fn
        .sum<number | string>(eb.case().when('b.starts_at', '>=', now).then(1).else(0).end())
        .as('upcoming'),
      eb.fn
        .sum<number | string>(
          eb.case().when('b.created_at', '>=', monthStart).then(1).else(0).end(),
        )
        .as('this_month'),
    ])
    .where('a.user_id', '=', userId)
    .where('b.status', '=', 'booked')
    .executeTakeFirst();
  return { upcoming: Number(row?.upcoming ?? 0), thisMonth: Number(row?.this_month ?? 0) };
}

/** What a booking needs of its assistant: its tenant, owner and name. */
export async function findBookingAssistant(
  db: Db,
  id: number,
): Promise<{ id: number; user_id: number; reseller_id: number | null; name: string } | undefined> {
  return db
    .selectFrom('assistants')
    .select(['id', 'user_id', 'reseller_id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
}
