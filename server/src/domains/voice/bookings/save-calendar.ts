import { WEEKDAYS, type BookingCalendar } from '@voice/contracts';
import type { BookingCalendarInput } from '@voice/contracts/schemas';
import type { AssistantRecord } from '../assistants/repository';
import { readCalendar } from './calendar';
import { NO_BOOKING_TOOLS, saveBookingTools, type BookingToolDeps } from './remote-tools';
import { findCalendarRow, saveCalendarRow } from './repository';

/**
 * Saves the editor's calendar (validated by bookingCalendarSchema); blocked dates sorted, once each. For an
 * assistant Vapi holds, its booking tools there follow `enabled` first (remote-tools.ts), then the row is saved
 * with their ids.
 */
export async function saveCalendar(
  deps: BookingToolDeps,
  assistant: AssistantRecord,
  input: BookingCalendarInput,
): Promise<BookingCalendar> {
  const hours = {} as BookingCalendar['hours'];
  for (const day of WEEKDAYS) {
    hours[day] = [...input.hours[day]]
      .map((r) => ({ start: r.start, end: r.end }))
      .sort((a, b) => a.start.localeCompare(b.start));
  }
  const blocked = [...new Set(input.blocked_dates)].sort();
  const saved = await findCalendarRow(deps.db, assistant.id);
  const had = saved
    ? {
        check_availability_tool_id: saved.check_availability_tool_id,
        book_appointment_tool_id: saved.book_appointment_tool_id,
      }
    : NO_BOOKING_TOOLS;
  await saveBookingTools(deps, assistant, input.enabled, had, (toolIds) =>
    saveCalendarRow(deps.db, {
      assistant_id: assistant.id,
      reseller_id: assistant.reseller_id,
      enabled: input.enabled ? 1 : 0,
      time_zone: input.time_zone,
      slot_minutes: input.slot_minutes,
      buffer_minutes: input.buffer_minutes,
      days_ahead: input.days_ahead,
      hours: JSON.stringify(hours),
      blocked_dates: JSON.stringify(blocked),
      notify_email: input.notify_email ?? null,
      updated_at: new Date().toISOString(),
      ...toolIds,
    }),
  );
  return readCalendar(deps.db, assistant.id);
}
