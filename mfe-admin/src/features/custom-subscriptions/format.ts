import { formatDate as formatLocaleDate } from '@voice/ui';

const DAY: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
};

/** 'Mar 5, 2026' (UTC, in the page's language), or '—' without a date. */
export function formatDate(value: string | null | undefined): string {
  return formatLocaleDate(value, DAY);
}

/** Copies text to the clipboard; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
