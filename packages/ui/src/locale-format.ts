import { i18n } from '@lingui/core';
// Not '@voice/contracts': that share (its constants and messages) is no part of the sign-in pages' first load.
import { LANGUAGE_LOCALES } from '@voice/contracts/language-locales';
import { isLanguage } from '@voice/contracts/core';

/**
 * Dates, times and numbers in the page's language (the one i18n instance's locale: en-US, es-ES, de-DE), the way
 * every screen shows them. A translated screen re-renders when the language changes, and these read the locale at
 * each call, so a screen's dates change language with its words. One Intl formatter is made per locale and options.
 */
export function currentLocale(): string {
  return LANGUAGE_LOCALES[isLanguage(i18n.locale) ? i18n.locale : 'en'];
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: 'date' | 'number',
  options: object,
  make: (locale: string) => T,
): T {
  const locale = currentLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/** An Intl.DateTimeFormat in the page's locale. */
export function dateFormatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));
}

/** An Intl.NumberFormat in the page's locale. */
export function numberFormatter(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options));
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date ('Nov 29, 2026', '29 nov 2026', '29.11.2026'); `fallback` when missing or unreadable. Options default to
 * the medium date style; pass `timeZone` to show it in a place's own time.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  fallback = '—',
): string {
  const date = toDate(value);
  return date ? dateFormatter(options).format(date) : fallback;
}

/** A date and time ('Nov 29, 2026, 3:04 PM', '29 nov 2026, 15:04'); `fallback` when missing or unreadable. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  fallback = '—',
): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, fallback);
}

/** A number with the locale's grouping and decimal marks ('1,234.5', '1.234,5'). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormatter(options).format(value);
}
