import styled from 'styled-components';
import { ButtonLink } from '@voice/ui/core';
import { DASHBOARD_PATH, DEMO_REQUEST_PATH, REGISTER_PATH } from '@voice/contracts/paths';
import { REGISTER_FOR_DEMO_PATH } from '../shared/demo-paths';

const Band = styled.section`
  padding: 4.5rem 1.25rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  h2 {
    margin: 0 auto;
    max-width: 40rem;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    line-height: 1.15;
  }
  p {
    margin: 1rem auto 0;
    max-width: 38rem;
    font-size: 1.125rem;
    line-height: 1.6;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 2rem;
  a {
    padding: 0.8rem 1.5rem;
    font-size: 1.0625rem;
  }
  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Outline = styled(ButtonLink)`
  background: transparent;
  color: ${({ theme }) => theme.colors.onPrimary};
  border-color: ${({ theme }) => theme.colors.onPrimary};
  &:hover:not(:disabled) {
    background: transparent;
    filter: none;
    text-decoration: underline;
  }
`;

export interface ClosingCtaProps {
  signedIn: boolean;
  showDemoRequest: boolean;
  appName: string;
  /** The site's own headline and text (blank: the built-in ones). */
  heading?: { title: string; text: string } | undefined;
}

/** The closing call to action: 'Sign up now' (or 'Go to Dashboard') and 'Request Demo' when the flag is on. */
export function ClosingCta({ signedIn, showDemoRequest, appName, heading }: ClosingCtaProps) {
  return (
    <Band aria-labelledby="cta-title">
      <h2 id="cta-title">{heading?.title || 'Ready to Never Miss Another Call?'}</h2>
      <p>
        {heading?.text ||
          `Join the businesses that let ${appName} answer, book and follow up on every call while they focus on their customers. Set up takes minutes.`}
      </p>
      <Actions>
        {signedIn ? (
          <ButtonLink to={DASHBOARD_PATH} variant="secondary">
            Go to Dashboard
          </ButtonLink>
        ) : (
          <ButtonLink to={REGISTER_PATH} variant="secondary">
            Sign up now
          </ButtonLink>
        )}
        {showDemoRequest ? (
          <Outline to={signedIn ? DEMO_REQUEST_PATH : REGISTER_FOR_DEMO_PATH} variant="ghost">
            Request Demo
          </Outline>
        ) : null}
      </Actions>
    </Band>
  );
}
