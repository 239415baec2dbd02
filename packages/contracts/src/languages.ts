// The languages the product speaks, and how a page picks one: the visitor's own choice (a cookie the language menu
// sets) when it is one of these, else the site's default language (a reseller chooses its own).

/** Every shipped language; each app has one catalog per language (lingui.config.js). */
export const UI_LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof UI_LANGUAGES)[number];

/** Each language in its own words, as the menus list it (never translated: a visitor finds their own). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
};

/** The language a site speaks when nothing else is chosen. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps a visitor's choice (read by the server to render the page in it). */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** The page's language: the visitor's choice when it is a shipped language, else the site's default. */
export function pageLanguage(chosen: unknown, siteDefault: unknown): Language {
  if (isLanguage(chosen)) return chosen;
  return isLanguage(siteDefault) ? siteDefault : DEFAULT_LANGUAGE;
}

/** The value of the language cookie in a Cookie header (or document.cookie), if any. */
export function languageCookieOf(cookieHeader: string | undefined | null): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
