import type { Language } from './languages';

/**
 * The locale each language formats dates, numbers and money in (Intl). Not in '@voice/contracts/core': the first load
 * of a public page formats nothing but English prices (packages/ui money.ts).
 */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-US',
  es: 'es-ES',
  de: 'de-DE',
};
