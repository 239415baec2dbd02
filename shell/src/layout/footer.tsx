import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBranding } from '@voice/ui/core';
import { PRIVACY_PATH, TERMS_PATH } from '@voice/contracts/paths';
import { useLingui } from '@lingui/react/macro';
import { LanguageMenu } from '../i18n/language-menu';

const Bar = styled.footer`
  margin-top: 3rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  max-width: 80rem;
  margin: 0 auto;
  padding: 1.25rem 1rem;
  p {
    margin: 0;
  }
  ul {
    display: flex;
    gap: 1.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** An external URL from branding opens as a plain link; otherwise the app's own page. */
function LegalLink({
  url,
  fallback,
  label,
}: {
  url: string | null;
  fallback: string;
  label: string;
}) {
  if (url) return <a href={url}>{label}</a>;
  return <Link to={fallback}>{label}</Link>;
}

/** Branding footer text (or '© year app name') and the legal links (spec 000 §2). */
export function Footer() {
  const { footerText, appName, termsUrl, privacyUrl } = useBranding();
  const { t } = useLingui();
  return (
    <Bar>
      <Inner>
        <p>{footerText || `© ${new Date().getFullYear()} ${appName}`}</p>
        <nav aria-label={t`Legal`}>
          <ul>
            <li>
              <LegalLink url={termsUrl} fallback={TERMS_PATH} label={t`Terms & Conditions`} />
            </li>
            <li>
              <LegalLink url={privacyUrl} fallback={PRIVACY_PATH} label={t`Privacy Policy`} />
            </li>
          </ul>
        </nav>
        <LanguageMenu />
      </Inner>
    </Bar>
  );
}
