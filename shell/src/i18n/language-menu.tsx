import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { isLanguage, LANGUAGE_NAMES, UI_LANGUAGES } from '@voice/contracts/core';
import { chooseLanguage } from '@voice/ui/core';

const Select = styled.select`
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.375rem;
  padding: 0.25rem 0.5rem;
  min-height: 2.25rem;
`;

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
