import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Branding } from '@voice/ui/core';
import { formatDate } from '@voice/ui';
import { HOME_PATH } from '@voice/contracts/paths';

/** The date the texts below were last revised. */
export const LEGAL_LAST_UPDATED = '2026-11-21T00:00:00.000Z';

/** A legal page's revision date in the page's language: 'November 21, 2026'. */
export function legalDate(value: string): string {
  return formatDate(value, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Who the legal texts speak for: the tenant (reseller) on its subdomain, the platform elsewhere. */
export interface LegalParty {
  /** The company name, or the app name when the tenant has none. */
  company: string;
  appName: string;
  email: string | null;
  website: string | null;
}

export function legalParty(branding: Branding): LegalParty {
  return {
    company: branding.companyName?.trim() || branding.appName,
    appName: branding.appName,
    email: branding.supportEmail,
    website: branding.website,
  };
}

export interface LegalSection {
  id: string;
  title: MessageDescriptor;
  body: ReactNode;
}

/** The legal pages' article: the built-in pages' and a reseller's own. */
export const LegalArticle = styled.article`
  max-width: 48rem;
  margin: 0 auto;
  padding: 3rem 1.25rem 2rem;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.text};
  h1 {
    margin: 0;
    font-size: clamp(2rem, 5vw, 2.5rem);
    line-height: 1.15;
    /* Long words (German 'Geschäftsbedingungen') fit a phone's width, or else break rather than run off it. */
    overflow-wrap: break-word;
    hyphens: auto;
    @media (max-width: 480px) {
      font-size: 1.625rem;
    }
  }
  h2 {
    margin: 2.5rem 0 0.75rem;
    font-size: 1.375rem;
    line-height: 1.3;
    scroll-margin-top: 5rem;
  }
  p,
  ul {
    margin: 0 0 1rem;
  }
  ul {
    padding-left: 1.35rem;
  }
  li {
    margin-bottom: 0.35rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export const LegalUpdated = styled.p`
  && {
    margin: 0.5rem 0 1.5rem;
  }
  color: ${({ theme }) => theme.colors.muted};
`;

const Notice = styled.p`
  padding: 0.85rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.background};
`;

const Contents = styled.nav`
  margin: 1.5rem 0 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  ol {
    margin: 0;
    padding-left: 1.35rem;
    columns: 2 16rem;
    column-gap: 2rem;
  }
`;

/** How to reach the company: its support email, otherwise the contact form on the home page. */
export function ContactWay({ party }: { party: LegalParty }) {
  const { email } = party;
  if (email) {
    return (
      <Trans>
        by email at <a href={`mailto:${email}`}>{email}</a>
      </Trans>
    );
  }
  return (
    <Trans>
      through the contact form on our <Link to={`${HOME_PATH}#contact`}>home page</Link>
    </Trans>
  );
}

export interface LegalPageProps {
  title: string;
  /** Where the tenant publishes its own version of this document, if it does (naming its link). */
  externalNotice: ReactNode;
  intro: ReactNode;
  sections: LegalSection[];
}

/** Layout of /privacy and /terms: the page's h1, the revision date, a table of contents, the sections. */
export function LegalPage({ title, externalNotice, intro, sections }: LegalPageProps) {
  const { t } = useLingui();
  const updated = legalDate(LEGAL_LAST_UPDATED);
  return (
    <LegalArticle aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <LegalUpdated>
        <Trans>Last updated: {updated}</Trans>
      </LegalUpdated>
      {externalNotice ? <Notice>{externalNotice}</Notice> : null}
      {intro}
      <Contents aria-labelledby="legal-contents">
        <h2 id="legal-contents">
          <Trans>Contents</Trans>
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.title)}</a>
            </li>
          ))}
        </ol>
      </Contents>
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>
            {index + 1}. {t(section.title)}
          </h2>
          {section.body}
        </section>
      ))}
    </LegalArticle>
  );
}
