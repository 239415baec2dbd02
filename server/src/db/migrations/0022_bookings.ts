import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * The built-in booking calendar (voice/bookings):
 * - booking_calendars: one per assistant (unique, removed with it): the time zone (IANA name), the opening hours per
 *   weekday and the blocked days as JSON, the slot length, the buffer between appointments, how many days ahead a
 *   caller may book, and who is told of a new booking (null: the assistant's owner).
 * - bookings: the appointments taken by the assistant's calls, times as UTC instants; status 'booked' or
 *   'cancelled'. bookings_active_slot_idx is unique over the ACTIVE rows only (a partial index, on both
 *   databases): two concurrent calls booking the same slot of an assistant cannot both commit, whatever the
 *   isolation level, while a cancelled booking leaves its slot free to book again.
 */
export const bookings: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('booking_calendars'), dialect)
        .addColumn('assistant_id', 'integer', (c) =>
          c.notNull().unique().references('assistants.id').onDelete('cascade'),
        )
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('cascade'),
        )
        .addColumn('enabled', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('time_zone', 'varchar(64)', notNull)
        .addColumn('slot_minutes', 'integer', notNull)
        .addColumn('buffer_minutes', 'integer', notNull)
        .addColumn('days_ahead', 'integer', notNull)
        .addColumn('hours', t.json, notNull)
        .addColumn('blocked_dates', t.json, notNull)
        .addColumn('notify_email', 'varchar(255)')
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();

      await withId(db.schema.createTable('bookings'), dialect)
        .addColumn('assistant_id', 'integer', (c) =>
          c.notNull().references('assistants.id').onDelete('cascade'),
        )
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('starts_at', t.timestamp, notNull)
        .addColumn('ends_at', t.timestamp, notNull)
        .addColumn('caller_name', 'varchar(255)', notNull)
        .addColumn('caller_number', 'varchar(32)')
        .addColumn('caller_email', 'varchar(255)')
        .addColumn('reason', 'varchar(1000)', notNull)
        .addColumn('status', 'varchar(20)', notNull)
        .addColumn('call_id', 'varchar(255)')
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('cancelled_at', t.timestamp)
        .execute();
      // A literal in the predicate: SQLite refuses bound parameters in an index's WHERE.
      await sql`create unique index bookings_active_slot_idx on bookings (assistant_id, starts_at)
        where status = 'booked'`.execute(db);
      // An assistant's bookings in time order (availability, the assistant filter; a user's scope goes through
      // their assistants) and a tenant's (a reseller admin's scope), soonest first.
      for (const [name, column] of [
        ['bookings_assistant_start_idx', 'assistant_id'],
        ['bookings_reseller_start_idx', 'reseller_id'],
      ] as const) {
        await db.schema.createIndex(name).on('bookings').columns([column, 'starts_at']).execute();
      }
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('bookings').execute();
      await db.schema.dropTable('booking_calendars').execute();
    },
  };
};
