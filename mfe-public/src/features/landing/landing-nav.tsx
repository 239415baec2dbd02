import styled from 'styled-components';
import { ButtonLink } from '@voice/ui/core';
import { DASHBOARD_PATH, REGISTER_PATH } from '@voice/contracts/paths';
import type { Branding } from '@voice/contracts';

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
  branding: Branding;
  signedIn: boolean;
}

/** The bands' ids and the header's names for them, in the page's order. */
const ANCHORS = [
  ['hear-it', 'Hear It'],
  ['features', 'Your Needs Met'],
  ['pricing', 'Pricing'],
  ['industries', 'Industries'],
  ['integrations', 'Integrations'],
  ['testimonials', 'Testimonials'],
  ['faqs', 'FAQs'],
] as const;

/** The landing page's header anchors (spec 000 §2), then Get Started, or Dashboard when a token is stored. */
export function LandingNav({ branding, signedIn }: LandingNavProps) {
  const { siteContent: c, isMainHost, showTestimonials, showPricing } = branding;
  // The bands below-the-fold.tsx hides: pricing by its flag, the testimonials switched off or (without its own)
  // on a reseller's site, and a list of the site's own copy that is empty (the lists' bands have the lists' names;
  // Hear It and Your Needs Met are always there).
  const lists: Partial<Record<string, unknown>> | null | undefined = c;
  const shown = (id: string) =>
    id === 'pricing'
      ? showPricing
      : id === 'testimonials'
        ? showTestimonials && (c?.testimonials ? c.testimonials.length > 0 : isMainHost)
        : (lists?.[id] as unknown[] | null | undefined)?.length !== 0;
  return (
    <Bar>
      <Inner>
        <Sections aria-label="Page sections">
          <Anchors>
            {ANCHORS.map(([id, label]) =>
              shown(id) ? (
                <li key={id}>
                  <a href={`#${id}`}>{label}</a>
                </li>
              ) : null,
            )}
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
