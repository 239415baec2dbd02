import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { isLanguage, UI_LANGUAGES, type Language } from '@voice/contracts/core';
import { chooseLanguage } from './language-choice';

const Select = styled.select`
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.375rem;
  padding: 0.25rem 0.5rem;
  min-height: 2.25rem;
`;

/** Each language in its own words (never translated: a visitor finds their own). */
/* eslint-disable lingui/no-unlocalized-strings -- each name in its own language, the same in every catalog */
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The page's language, changed at once for every screen and kept for the next visits (a cookie). */
export function LanguageMenu() {
  const { i18n, t } = useLingui();
  return (
    <Select
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(event) => {
        const language = event.target.value;
        if (isLanguage(language)) void chooseLanguage(language);
      }}
    >
      {UI_LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </Select>
  );
}
