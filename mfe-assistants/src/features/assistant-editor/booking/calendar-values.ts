import { WEEKDAYS, type BookingCalendar, type BookingCalendarPayload } from '@voice/contracts';

/** One opening range of a weekday. */
export type OpeningRange = BookingCalendar['hours']['mon'][number];

/** The range a weekday gets when hours are added: the day's last range's end to an hour later, else 9 to 5. */
export function nextRange(ranges: readonly OpeningRange[]): OpeningRange {
  const last = ranges[ranges.length - 1];
  if (!last || !/^\d{2}:\d{2}$/.test(last.end)) return { start: '09:00', end: '17:00' };
  const [hours = 0, minutes = 0] = last.end.split(':').map(Number);
  const end = Math.min(hours * 60 + minutes + 60, 23 * 60 + 59);
  const hh = String(Math.floor(end / 60)).padStart(2, '0');
  const mm = String(end % 60).padStart(2, '0');
  return { start: last.end, end: `${hh}:${mm}` };
}

/**
 * The form's values: the calendar, with the notify address as text ('' = the assistant owner's) and the Cal.com
 * settings as text: a new API key ('' = keep the saved one), the event type id and the API address ('' = Cal.com's).
 */
export type CalendarFormValues = Omit<
  BookingCalendar,
  'notify_email' | 'calcom_event_type_id' | 'calcom_base_url'
> & {
  notify_email: string;
  calcom_api_key: string;
  calcom_event_type_id: string;
  calcom_base_url: string;
};

export function formValuesOf(calendar: BookingCalendar): CalendarFormValues {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => [day, (calendar.hours?.[day] ?? []).map((r) => ({ ...r }))]),
  ) as BookingCalendar['hours'];
  return {
    ...calendar,
    hours,
    blocked_dates: [...(calendar.blocked_dates ?? [])],
    notify_email: calendar.notify_email ?? '',
    provider: calendar.provider ?? 'builtin',
    calcom_api_key: '',
    calcom_event_type_id:
      calendar.calcom_event_type_id === null || calendar.calcom_event_type_id === undefined
        ? ''
        : String(calendar.calcom_event_type_id),
    calcom_base_url: calendar.calcom_base_url ?? '',
  };
}

/**
 * What PUT sends: the notify address trimmed (none: null), blocked days once each, in order; the Cal.com settings
 * only with Cal.com chosen, a new key only when one was typed (none: the saved key is kept).
 */
export function payloadOf(values: CalendarFormValues): BookingCalendarPayload {
  const email = values.notify_email.trim();
  const {
    calcom_api_key: key,
    calcom_event_type_id: eventType,
    calcom_base_url: base,
    ...rest
  } = values;
  const calcom = values.provider === 'calcom';
  const typedKey = key.trim();
  return {
    ...rest,
    notify_email: email === '' ? null : email,
    blocked_dates: [...new Set(values.blocked_dates)].sort(),
    calcom_event_type_id: calcom && eventType.trim() !== '' ? Number(eventType.trim()) : null,
    calcom_base_url: calcom && base.trim() !== '' ? base.trim() : null,
    ...(calcom && typedKey !== '' ? { calcom_api_key: typedKey } : {}),
  };
}

/** Every IANA zone the browser knows, with the calendar's own kept even when the browser lacks it. */
export function timeZoneOptions(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(known);
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** The form's dotted path of a server error key: 'hours.mon[0].start' -> 'hours.mon.0.start'. */
function dottedPath(key: string): string {
  return key.replace(/\[(\d+)\]/g, '.$1');
}

/** An input's id from its form path. */
export function calendarFieldId(path: string): string {
  return `booking-${dottedPath(path).replace(/[._]/g, '-')}`;
}
