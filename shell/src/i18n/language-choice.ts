import {
  LANGUAGE_COOKIE,
  languageCookieOf,
  pageLanguage,
  type Language,
} from '@voice/contracts/core';
import { changeLanguage } from '@voice/ui/core';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language a visitor chose on this site before (its cookie), if any. */
export function chosenLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : languageCookieOf(document.cookie);
}

/** The language the page starts in: the visitor's choice, else the site's default. */
export function startLanguage(siteDefault: unknown): Language {
  return pageLanguage(chosenLanguage(), siteDefault);
}

/**
 * The visitor picks a language: kept in a cookie (the server renders the next pages in it) and applied at once to
 * every screen.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not text
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  await changeLanguage(language);
}
