import styled from 'styled-components';
import { DEMO_REQUEST_PATH, PRICING_PATH, REGISTER_PATH } from '@voice/contracts/paths';
import { REGISTER_FOR_DEMO_PATH } from '../shared/demo-paths';
import { ButtonLink } from '@voice/ui/core';
import { AnchorButton } from './anchor-button';
import { SAMPLE_CALL } from './hero-content';
import { HERO_PATHS, SvgIcon } from './hero-icons';
import type { Branding } from '@voice/contracts';

const Hero = styled.section`
  padding: 4.5rem 0 4rem;
  scroll-margin-top: 4.5rem;
  background:
    radial-gradient(circle at 12% 18%, ${({ theme }) => theme.colors.primary}1f 0, transparent 45%),
    radial-gradient(
      circle at 88% 12%,
      ${({ theme }) => theme.colors.secondary}26 0,
      transparent 42%
    ),
    ${({ theme }) => theme.colors.surface};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 3rem 0;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
  gap: 3rem;
  align-items: center;
  max-width: 72rem;
  margin: 0 auto;
  padding: 0 1.25rem;
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2.5rem;
    text-align: center;
  }
`;

const Slogan = styled.p`
  display: inline-block;
  margin: 0 0 1.25rem;
  padding: 0.3rem 0.85rem;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2.25rem, 5.5vw, 3.6rem);
  line-height: 1.08;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
`;

const Subtitle = styled.p`
  margin: 1.25rem 0 0;
  max-width: 38rem;
  font-size: 1.125rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.muted};
  @media (max-width: 960px) {
    margin-left: auto;
    margin-right: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 2rem;
  a {
    padding: 0.8rem 1.5rem;
    font-size: 1.0625rem;
  }
  @media (max-width: 960px) {
    justify-content: center;
  }
`;

const Promises = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 1.5rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  svg {
    color: ${({ theme }) => theme.colors.secondaryText};
  }
  @media (max-width: 960px) {
    justify-content: center;
  }
`;

const CallCard = styled.figure`
  margin: 0;
  padding: 1.25rem;
  border-radius: 18px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 20px 45px rgba(17, 24, 39, 0.12);
  text-align: left;
  figcaption {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding-bottom: 0.9rem;
    margin-bottom: 0.9rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Live = styled.span`
  margin-left: auto;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

const Lines = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li<{ $assistant: boolean }>`
  max-width: 88%;
  padding: 0.6rem 0.85rem;
  border-radius: 14px;
  font-size: 0.9375rem;
  line-height: 1.45;
  align-self: ${({ $assistant }) => ($assistant ? 'flex-start' : 'flex-end')};
  color: ${({ theme, $assistant }) => ($assistant ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $assistant }) =>
    $assistant ? theme.colors.primary : theme.colors.background};
  border: 1px solid
    ${({ theme, $assistant }) => ($assistant ? theme.colors.primary : theme.colors.border)};
`;

const Speaker = styled.span`
  display: block;
  font-size: 0.75rem;
  font-weight: 700;
  opacity: 0.85;
`;

const DEFAULT_SUBTITLE =
  'An AI phone assistant that answers every call around the clock, books appointments and captures every lead, so your team can focus on the work that matters.';

export interface HeroSectionProps {
  /**
   * The site's slogan, description and flags, and its own copy (/admin/site-content): its headline, text and
   * sample call replace the built-in ones.
   */
  branding: Branding;
  /** Signed out, the demo button registers first (and says so), then opens the demo. */
  signedIn?: boolean;
}

const PROMISES = ['Live in minutes', 'No setup fees', 'Cancel anytime'];

/** The hero ('Hear It'): the promise, the demo or Get Started button, View Pricing and a sample call. */
export function HeroSection({ branding, signedIn = false }: HeroSectionProps) {
  const { slogan, description, siteContent: content, showDemoRequest, showPricing } = branding;
  const lines = content?.demo.lines;
  return (
    <Hero id="hear-it" aria-labelledby="hero-title">
      <Layout>
        <div>
          {slogan ? <Slogan>{slogan}</Slogan> : null}
          <Title id="hero-title">
            {content?.hero.title || 'Stop Losing Customers to Missed Calls!'}
          </Title>
          <Subtitle>{content?.hero.subtitle || description || DEFAULT_SUBTITLE}</Subtitle>
          <Actions>
            {showDemoRequest ? (
              // Signed out, the registration page says why it comes first, then opens the demo.
              <ButtonLink to={signedIn ? DEMO_REQUEST_PATH : REGISTER_FOR_DEMO_PATH}>
                Try Our Demo Assistant
              </ButtonLink>
            ) : (
              <ButtonLink to={REGISTER_PATH}>Get Started</ButtonLink>
            )}
            {showPricing ? (
              <AnchorButton href="#pricing" $variant="secondary" $size="md">
                View Pricing
              </AnchorButton>
            ) : (
              <ButtonLink to={PRICING_PATH} variant="secondary">
                View Pricing
              </ButtonLink>
            )}
          </Actions>
          <Promises aria-label="Why it is easy to start">
            {PROMISES.map((promise) => (
              <li key={promise}>
                <SvgIcon path={HERO_PATHS.check} size={18} /> {promise}
              </li>
            ))}
          </Promises>
        </div>
        <CallCard>
          <figcaption>
            <SvgIcon path={HERO_PATHS.phone} size={20} /> Hear it in action
            <Live>Live call</Live>
          </figcaption>
          <Lines>
            {(lines?.length ? lines : SAMPLE_CALL).map((line, index) => (
              <Line key={index} $assistant={line.speaker === 'assistant'}>
                <Speaker>{line.speaker === 'assistant' ? 'AI Assistant' : 'Caller'}</Speaker>
                {line.text}
              </Line>
            ))}
          </Lines>
        </CallCard>
      </Layout>
    </Hero>
  );
}
