import { languageCookieOf, pageLanguage, type Language } from '@voice/contracts/core';

/** The language a visitor chose on this site before (its cookie), if any. */
export function chosenLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : languageCookieOf(document.cookie);
}

/** The language the page starts in: the visitor's choice, else the site's default. */
export function startLanguage(siteDefault: unknown): Language {
  return pageLanguage(chosenLanguage(), siteDefault);
}
