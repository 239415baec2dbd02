import { WEEKDAYS, type BookingCalendar } from '@voice/contracts';
import { CALCOM_API_KEY_REQUIRED, type BookingCalendarInput } from '@voice/contracts/schemas';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import { isPrivateLiteralTarget } from '../../../lib/private-address';
import { SecretBoxError } from '../../../lib/secret-box';
import { maskSecret } from '../../billing';
import type { AssistantRecord } from '../assistants/repository';
import { readCalendar } from './calendar';
import {
  CalcomFailure,
  calcomDepsFor,
  calcomEventType,
  type CalcomAccount,
  type CalcomDeps,
} from './calcom-client';
import { NO_BOOKING_TOOLS, saveBookingTools, type BookingToolDeps } from './remote-tools';
import { findCalendarRow, saveCalendarRow, type CalendarRow } from './repository';

/**
 * Saves the editor's calendar (validated by bookingCalendarSchema); blocked dates sorted, once each. For an
 * assistant Vapi holds, its booking tools there follow `enabled` first (remote-tools.ts), then the row is saved
 * with their ids.
 *
 * A calendar kept in Cal.com is checked there before anything is saved: the key (a new one, or the one saved) must
 * open its event type (GET /v2/event-types/{id}); a refusal is the field's error, and the event type's length
 * becomes the slot length. The key is sealed (lib/secret-box.ts) and only its masked hint is ever shown; back to
 * the built-in calendar, the key and the Cal.com settings are forgotten.
 */

export const CALCOM_PRIVATE_ADDRESS =
  'The Cal.com API address must not point to a private, loopback or link-local address.';

interface CalcomSettings {
  calcom_api_key_sealed: string | null;
  calcom_api_key_hint: string | null;
  calcom_event_type_id: number | null;
  calcom_base_url: string | null;
  /** The event type's length (the slot length of a Cal.com calendar). */
  slotMinutes: number | null;
}

const NO_CALCOM: CalcomSettings = {
  calcom_api_key_sealed: null,
  calcom_api_key_hint: null,
  calcom_event_type_id: null,
  calcom_base_url: null,
  slotMinutes: null,
};

/** A saved key, opened; null when sealed with another secrets key (then it must be entered again). */
function openedOrNull(calcom: CalcomDeps, sealed: string): string | null {
  try {
    return calcom.box.open(sealed);
  } catch (error) {
    if (error instanceof SecretBoxError) return null;
    throw error;
  }
}

/** The Cal.com settings to save, once Cal.com accepted the key and knows the event type; 422/502 otherwise. */
async function checkedCalcom(
  calcom: CalcomDeps,
  input: BookingCalendarInput,
  saved: CalendarRow | undefined,
): Promise<CalcomSettings> {
  const eventTypeId = input.calcom_event_type_id;
  const baseUrl = input.calcom_base_url ?? null;
  const savedKey =
    saved?.provider === 'calcom' && saved.calcom_api_key_sealed !== null
      ? saved.calcom_api_key_sealed
      : null;
  const apiKey =
    input.calcom_api_key ?? (savedKey !== null ? openedOrNull(calcom, savedKey) : null);
  const errors: Record<string, string[]> = {};
  if (apiKey === null) errors.calcom_api_key = [CALCOM_API_KEY_REQUIRED];
  if (baseUrl !== null && !calcom.allowPrivateTargets && isPrivateLiteralTarget(baseUrl)) {
    errors.calcom_base_url = [CALCOM_PRIVATE_ADDRESS];
  }
  if (
    apiKey === null ||
    eventTypeId === null ||
    eventTypeId === undefined ||
    errors.calcom_base_url
  ) {
    throw new ValidationFailed(errors);
  }
  const account: CalcomAccount = { apiKey, eventTypeId, baseUrl };
  let length: number;
  try {
    length = (await calcomEventType(calcom, account)).lengthInMinutes;
  } catch (error) {
    if (!(error instanceof CalcomFailure)) throw error;
    if (error.kind === 'key') throw new ValidationFailed({ calcom_api_key: [error.message] });
    if (error.kind === 'event-type') {
      throw new ValidationFailed({ calcom_event_type_id: [error.message] });
    }
    throw new HttpError(502, `${error.message} The calendar was not saved; please try again.`);
  }
  return {
    calcom_api_key_sealed:
      input.calcom_api_key !== undefined ? calcom.box.seal(apiKey) : (savedKey ?? null),
    calcom_api_key_hint: maskSecret(apiKey),
    calcom_event_type_id: eventTypeId,
    calcom_base_url: baseUrl,
    slotMinutes: length,
  };
}

export async function saveCalendar(
  deps: BookingToolDeps,
  assistant: AssistantRecord,
  input: BookingCalendarInput,
  calcom: CalcomDeps = calcomDepsFor(deps.config),
): Promise<BookingCalendar> {
  const hours = {} as BookingCalendar['hours'];
  for (const day of WEEKDAYS) {
    hours[day] = [...input.hours[day]]
      .map((r) => ({ start: r.start, end: r.end }))
      .sort((a, b) => a.start.localeCompare(b.start));
  }
  const blocked = [...new Set(input.blocked_dates)].sort();
  const saved = await findCalendarRow(deps.db, assistant.id);
  const provider = input.provider === 'calcom' ? 'calcom' : 'builtin';
  const { slotMinutes, ...calcomColumns } =
    provider === 'calcom' ? await checkedCalcom(calcom, input, saved) : NO_CALCOM;
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
      slot_minutes: slotMinutes ?? input.slot_minutes,
      buffer_minutes: input.buffer_minutes,
      days_ahead: input.days_ahead,
      hours: JSON.stringify(hours),
      blocked_dates: JSON.stringify(blocked),
      notify_email: input.notify_email ?? null,
      updated_at: new Date().toISOString(),
      provider,
      ...calcomColumns,
      ...toolIds,
    }),
  );
  return readCalendar(deps.db, assistant.id);
}
