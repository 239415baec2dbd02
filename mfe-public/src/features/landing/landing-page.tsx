import styled from 'styled-components';
import { useSession } from '@voice/session';
import { ButtonLink, useBranding } from '@voice/ui';

// The landing page is the first screen most visitors load: keep it small. No formik, no yup, no
// schema imports here (ARCHITECTURE.md budgets); the session store and the UI kit are shared singletons.

const Hero = styled.section`
  padding: 4.5rem 1.25rem 4rem;
  background:
    radial-gradient(circle at 15% 20%, ${({ theme }) => theme.colors.primary}1f 0, transparent 45%),
    radial-gradient(
      circle at 85% 10%,
      ${({ theme }) => theme.colors.secondary}26 0,
      transparent 40%
    ),
    ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: 60rem;
  margin: 0 auto;
  text-align: center;
`;

const Eyebrow = styled.p`
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
  margin: 0 auto;
  max-width: 18ch;
  font-size: clamp(2.25rem, 6vw, 3.75rem);
  line-height: 1.08;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
`;

const Subtitle = styled.p`
  margin: 1.25rem auto 0;
  max-width: 40rem;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.muted};
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
`;

const Points = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
  max-width: 60rem;
  margin: 0 auto;
  padding: 3rem 1.25rem 4rem;
  list-style: none;
`;

const Point = styled.li`
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin: 0 0 0.35rem;
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const DEFAULT_SUBTITLE =
  'An AI phone assistant that answers every call around the clock, books appointments and captures every lead, so your team can focus on the work that matters.';

const POINTS = [
  {
    title: 'Answers every call, 24/7',
    text: 'Nights, weekends and busy hours: no caller hears a voicemail again.',
  },
  {
    title: 'Books appointments',
    text: 'Your assistant schedules visits and adds caller details to your CRM.',
  },
  {
    title: 'Speaks 70+ languages',
    text: 'Greet every customer in their own language, with a natural voice.',
  },
];

/** / (spec 000 §2 Landing page): the hero and the essentials; the full landing comes later. */
export default function LandingPage() {
  const { slogan, description } = useBranding();
  const signedIn = useSession((s) => Boolean(s.token));

  return (
    <>
      <Hero aria-labelledby="hero-title">
        <Inner>
          {slogan ? <Eyebrow>{slogan}</Eyebrow> : null}
          <Title id="hero-title">Stop Losing Customers to Missed Calls!</Title>
          <Subtitle>{description || DEFAULT_SUBTITLE}</Subtitle>
          <Actions>
            {signedIn ? (
              <ButtonLink to="/dashboard">Dashboard</ButtonLink>
            ) : (
              <ButtonLink to="/register">Get Started</ButtonLink>
            )}
            <ButtonLink to="/pricing" variant="secondary">
              View Pricing
            </ButtonLink>
          </Actions>
        </Inner>
      </Hero>
      <section aria-label="Why businesses choose us">
        <Points>
          {POINTS.map((point) => (
            <Point key={point.title}>
              <h2>{point.title}</h2>
              <p>{point.text}</p>
            </Point>
          ))}
        </Points>
      </section>
    </>
  );
}
