import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LANGUAGE_LOCALES, pageLanguage, type Language } from '@voice/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { findRecipientAccounts } from './recipient-repository';
import { messages as de } from '../../../locales/de';
import { messages as en } from '../../../locales/en';
import { messages as es } from '../../../locales/es';

// The emails' words in the recipient's language: the server's own catalog (server/src/locales, lingui.config.js).
// The server runs without the Lingui macros, so each message is a descriptor with an explicit id that the
// extractor reads: i18n._(/*i18n*/ { id: 'email.x', message: 'English text {name}', values: { name } }).

const CATALOGS: Readonly<Record<Language, Messages>> = { en, es, de };

const instances = new Map<Language, I18n>();

/** The translations of one language (made once per language, then shared). */
export function emailI18n(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } });
    instances.set(language, i18n);
  }
  return i18n;
}

/** What an email's words are written with: the recipient's language, its translations and its locale. */
export interface EmailLocale {
  language: Language;
  i18n: I18n;
  /** The Intl locale dates, numbers and money are formatted in (LANGUAGE_LOCALES). */
  locale: string;
}

export function emailLocale(language: Language): EmailLocale {
  return { language, i18n: emailI18n(language), locale: LANGUAGE_LOCALES[language] };
}

/** The English source (the words every email had before it was translated). */
export const ENGLISH: EmailLocale = emailLocale('en');

/**
 * The recipient's language: the user's own (users.language, Profile > Language) when the address is a user's,
 * the account on the email's tenant first, else the site's default language.
 */
export async function recipientLanguage(
  db: Kysely<DB>,
  to: string,
  resellerId: number | null,
  siteDefault: Language,
): Promise<Language> {
  const rows = await findRecipientAccounts(db, to);
  // The account on this tenant decides (its null: the site's); else another account's own choice.
  const own =
    rows.find((row) => row.reseller_id === resellerId) ?? rows.find((row) => row.language);
  return pageLanguage(own?.language, siteDefault);
}

/** An amount in its currency as the recipient reads it, e.g. $150.00 / 150,00 US$ (an unknown code follows the number). */
export function formatEmailAmount(
  amount: number,
  currency: string,
  { locale }: EmailLocale,
): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** A day as the recipient reads it: 28 November 2026, 28 de noviembre de 2026, 28. November 2026 (UTC). */
export function formatEmailDate(iso: string | Date, { language, locale }: EmailLocale): string {
  // English emails keep the day-month-year order they always had (en-GB).
  return new Date(iso).toLocaleDateString(language === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A moment in UTC as the recipient reads it (English: the form the emails always had, Date#toUTCString). */
export function formatEmailDateTime(
  when: string | Date,
  { language, locale }: EmailLocale,
): string {
  const date = new Date(when);
  if (language === 'en') return date.toUTCString();
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}
