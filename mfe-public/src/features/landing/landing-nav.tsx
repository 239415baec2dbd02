import styled from 'styled-components';
import { ButtonLink } from '@voice/ui/core';
import { DASHBOARD_PATH, REGISTER_PATH } from '@voice/contracts/paths';
import type { ShownLists } from './site-copy';

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  max-width: 72rem;
  margin: 0 auto;
  padding: 0.5rem 1.25rem;
`;

const Sections = styled.nav`
  flex: 1;
  min-width: 0;
`;

const Anchors = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0.25rem 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
  a {
    display: inline-block;
    padding: 0.45rem 0.7rem;
    border-radius: 6px;
    white-space: nowrap;
    font-size: 0.9375rem;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.colors.background};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: -3px;
  }
`;

const Cta = styled.div`
  flex: none;
`;

export interface LandingNavProps {
  showPricing: boolean;
  /** The bands the site shows of those that may be hidden (site-copy.ts). */
  shown: ShownLists;
  signedIn: boolean;
}

/** The landing page's header anchors (spec 000 §2), then Get Started, or Dashboard when a token is stored. */
export function LandingNav({ showPricing, shown, signedIn }: LandingNavProps) {
  const anchors: { href: string; label: string }[] = [
    { href: '#hear-it', label: 'Hear It' },
    { href: '#features', label: 'Your Needs Met' },
    ...(showPricing ? [{ href: '#pricing', label: 'Pricing' }] : []),
    ...(shown.industries ? [{ href: '#industries', label: 'Industries' }] : []),
    ...(shown.integrations ? [{ href: '#integrations', label: 'Integrations' }] : []),
    ...(shown.testimonials ? [{ href: '#testimonials', label: 'Testimonials' }] : []),
    ...(shown.faqs ? [{ href: '#faqs', label: 'FAQs' }] : []),
  ];
  return (
    <Bar>
      <Inner>
        <Sections aria-label="Page sections">
          <Anchors>
            {anchors.map((anchor) => (
              <li key={anchor.href}>
                <a href={anchor.href}>{anchor.label}</a>
              </li>
            ))}
          </Anchors>
        </Sections>
        <Cta>
          {signedIn ? (
            <ButtonLink to={DASHBOARD_PATH} size="sm">
              Dashboard
            </ButtonLink>
          ) : (
            <ButtonLink to={REGISTER_PATH} size="sm">
              Get Started
            </ButtonLink>
          )}
        </Cta>
      </Inner>
    </Bar>
  );
}
