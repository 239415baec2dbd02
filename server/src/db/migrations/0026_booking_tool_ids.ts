import type { AnyDb, MigrationFactory } from './helpers';

/**
 * The booking calendar's two function tools on the voice platform holding the assistant (voice/bookings):
 * booking_calendars.check_availability_tool_id and book_appointment_tool_id, set while the calendar is on for an
 * assistant Vapi holds (null: none, as in the sandbox), so that a save updates them, turning it off deletes them
 * and the assistant's saves keep them in model.toolIds (assistantToolIds). Two columns, one per tool, rather than
 * a JSON list: each is read and replaced on its own.
 */
export const bookingToolIds: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('booking_calendars')
      .addColumn('check_availability_tool_id', 'varchar(255)')
      .execute();
    await db.schema
      .alterTable('booking_calendars')
      .addColumn('book_appointment_tool_id', 'varchar(255)')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema
      .alterTable('booking_calendars')
      .dropColumn('book_appointment_tool_id')
      .execute();
    await db.schema
      .alterTable('booking_calendars')
      .dropColumn('check_availability_tool_id')
      .execute();
  },
});
