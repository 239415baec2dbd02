import { t } from '@lingui/core/macro';
import { formatDate, formatNumber as formatLocaleNumber } from '@voice/ui';

/** 125 -> '2m 5s', 45 -> '45s', 3725 -> '1h 2m 5s'. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (hours > 0) return t`${hours}h ${minutes}m ${seconds}s`;
  if (minutes > 0) return t`${minutes}m ${seconds}s`;
  return t`${seconds}s`;
}

/** Whole numbers as they are, others with at most one decimal, grouped by the page's language. */
export function formatNumber(value: number): string {
  return formatLocaleNumber(value, { maximumFractionDigits: 1 });
}

/** A call's start time in the page's language, or null when missing or unreadable. */
export function formatStartTime(iso: string | null): string | null {
  return formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }, '') || null;
}
