const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** 'Jun 10, 2024' in the viewer's time zone; a dash when absent or not a date. */
export function formatDate(value: string | null | undefined): string {
  const parsed = parse(value);
  return parsed ? date.format(parsed) : '—';
}

/** 'Jun 10, 2024, 12:15 PM' in the viewer's time zone; a dash when absent or not a date. */
export function formatDateTime(value: string | null | undefined): string {
  const parsed = parse(value);
  return parsed ? dateTime.format(parsed) : '—';
}

/** 'Active', 'Pending', 'Cancelled'; a dash when absent. */
export function capitalise(value: string | null | undefined): string {
  if (!value) return '—';
  return value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
}
