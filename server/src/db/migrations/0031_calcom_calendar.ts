import type { AnyDb, MigrationFactory } from './helpers';

/**
 * A booking calendar kept in Cal.com (voice/bookings/calcom-client.ts) instead of our built-in hours:
 * - booking_calendars.provider: 'builtin' (our opening hours) or 'calcom' (Cal.com's event type gives the free
 *   times and takes the bookings); calcom_api_key_sealed: the client's Cal.com API key, sealed with
 *   lib/secret-box.ts (never returned); calcom_api_key_hint: its masked form the editor shows, kept at save so
 *   that reading the calendar opens no secret; calcom_event_type_id; calcom_base_url (null: https://api.cal.com).
 * - bookings.external_uid: the booking's uid in Cal.com, so that a booking made there is still one of our rows
 *   (the Bookings page, the dashboard) and can be traced back to Cal.com.
 */
export const calcomCalendar: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('booking_calendars')
      .addColumn('provider', 'varchar(16)', (c) => c.notNull().defaultTo('builtin'))
      .execute();
    await db.schema
      .alterTable('booking_calendars')
      .addColumn('calcom_api_key_sealed', 'text')
      .execute();
    await db.schema
      .alterTable('booking_calendars')
      .addColumn('calcom_api_key_hint', 'varchar(64)')
      .execute();
    await db.schema
      .alterTable('booking_calendars')
      .addColumn('calcom_event_type_id', 'integer')
      .execute();
    await db.schema
      .alterTable('booking_calendars')
      .addColumn('calcom_base_url', 'varchar(255)')
      .execute();
    await db.schema.alterTable('bookings').addColumn('external_uid', 'varchar(255)').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('bookings').dropColumn('external_uid').execute();
    for (const column of [
      'calcom_base_url',
      'calcom_event_type_id',
      'calcom_api_key_hint',
      'calcom_api_key_sealed',
      'provider',
    ]) {
      await db.schema.alterTable('booking_calendars').dropColumn(column).execute();
    }
  },
});
