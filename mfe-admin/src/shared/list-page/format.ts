const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Jan 5, 2026" (UTC), or "—" without a date. */
export function formatDay(value: string | null): string {
  return value ? dayFormat.format(new Date(value)) : '—';
}

/** "Jan 5, 2026 – Feb 5, 2026", or "—" before the period has started. */
export function formatPeriod(start: string | null, end: string | null): string {
  return start ? `${formatDay(start)} – ${formatDay(end)}` : '—';
}
