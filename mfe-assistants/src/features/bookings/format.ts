import { dateFormatter } from '@voice/ui';

/**
 * Intl's formatter in the page's language and `timeZone`, or in the browser's own zone when the name is not one
 * Intl knows.
 */
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  try {
    return dateFormatter({ ...options, timeZone });
  } catch {
    return dateFormatter(options);
  }
}

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A booking's slot as the caller was told it, in the calendar's time zone: 'Mon, Dec 7, 2026, 9:00 AM – 9:30 AM'
 * ('' when the start is not a date).
 */
export function formatSlot(startsAt: string, endsAt: string, timeZone: string): string {
  const start = validDate(startsAt);
  if (!start) return '';
  const day = formatter(
    {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    },
    timeZone,
  ).format(start);
  const end = validDate(endsAt);
  if (!end) return day;
  return `${day} – ${formatter({ hour: 'numeric', minute: '2-digit' }, timeZone).format(end)}`;
}

/** A free slot's start and end times only ('9:00 AM – 9:30 AM'), in the calendar's time zone. */
export function formatSlotTimes(startsAt: string, endsAt: string, timeZone: string): string {
  const times = formatter({ hour: 'numeric', minute: '2-digit' }, timeZone);
  const start = validDate(startsAt);
  const end = validDate(endsAt);
  if (!start || !end) return '';
  return `${times.format(start)} – ${times.format(end)}`;
}
