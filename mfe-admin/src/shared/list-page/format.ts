import { formatDate } from '@voice/ui';

const DAY: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
};

/** "Jan 5, 2026" (UTC, in the page's language), or "—" without a date. */
export function formatDay(value: string | null): string {
  return formatDate(value, DAY);
}

/** "Jan 5, 2026 – Feb 5, 2026", or "—" before the period has started. */
export function formatPeriod(start: string | null, end: string | null): string {
  return start ? `${formatDay(start)} – ${formatDay(end)}` : '—';
}
