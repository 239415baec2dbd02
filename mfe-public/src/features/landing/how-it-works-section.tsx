import styled from 'styled-components';
import type { Step } from './landing-content';
import { LandingSection } from './landing-section';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 2rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const StepItem = styled.li`
  counter-increment: step;
  text-align: center;
  &::before {
    content: counter(step);
    display: flex;
    align-items: center;
    justify-content: center;
    width: 3rem;
    height: 3rem;
    margin: 0 auto 1rem;
    border-radius: 50%;
    font-size: 1.25rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
  }
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0 auto;
    max-width: 22rem;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const COUNTS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];

/** The steps from sign-up to the first answered call (the built-in three, or the site's own). */
export function HowItWorksSection({ steps }: { steps: Step[] }) {
  return (
    <LandingSection
      id="how-it-works"
      titleId="how-title"
      eyebrow="How It Works"
      title={`Live in ${COUNTS[steps.length - 1] ?? steps.length} Simple Step${steps.length === 1 ? '' : 's'}`}
      lead="No developers, no hardware and no new phone system."
    >
      <Steps>
        {steps.map((step) => (
          <StepItem key={`${step.title}\n${step.text}`}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </StepItem>
        ))}
      </Steps>
    </LandingSection>
  );
}
