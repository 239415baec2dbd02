import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { FirstRunProgress } from '@voice/contracts';
import { Card, VisuallyHidden } from '@voice/ui';
import { ASSISTANT_CREATE_PATH, ASSISTANTS_PATH, SUBSCRIPTION_PATH } from '@voice/contracts/paths';

const Panel = styled(Card)`
  margin-bottom: 2rem;
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.125rem;
  }
  > p {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $done: boolean }>`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.85rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $done }) => ($done ? theme.colors.background : theme.colors.surface)};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
  span.hint {
    display: block;
    margin-top: 0.2rem;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    display: inline-block;
    margin-top: 0.4rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  font-weight: 700;
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
  color: ${({ theme, $done }) => ($done ? '#fff' : theme.colors.muted)};
`;

export interface ChecklistStep {
  title: string;
  done: boolean;
  /** What to do next (not done), or what was done. */
  hint: string;
  /** Where to do it; none once done. */
  action: { label: string; to: string } | null;
}

/** The four first steps of a new customer, each ticked from the account's own data. */
export function checklistSteps(progress: FirstRunProgress): ChecklistStep[] {
  const planDone = progress.plan === 'active';
  return [
    {
      title: 'Choose a plan',
      done: planDone,
      hint: planDone
        ? 'Your plan is active.'
        : progress.plan === 'pending'
          ? 'Your payment is not complete yet.'
          : 'Pick the plan that fits your calls.',
      action: planDone
        ? null
        : progress.plan === 'pending'
          ? { label: 'Complete payment', to: SUBSCRIPTION_PATH }
          : { label: 'Choose a plan', to: SUBSCRIPTION_PATH },
    },
    {
      title: 'Create an assistant',
      done: progress.has_assistant,
      hint: progress.has_assistant
        ? 'Your assistant is ready.'
        : 'Tell it about your company and how to answer.',
      action: progress.has_assistant
        ? null
        : { label: 'Create an assistant', to: ASSISTANT_CREATE_PATH },
    },
    {
      title: 'Test it',
      done: progress.has_call,
      hint: progress.has_call
        ? 'Your assistant has taken a call.'
        : 'Place a test call from its card and read the transcript.',
      action: progress.has_call ? null : { label: 'Go to your assistants', to: ASSISTANTS_PATH },
    },
    {
      title: 'Get a phone number',
      done: progress.has_number,
      hint: progress.has_number
        ? 'Callers can reach your assistant.'
        : 'Edit your assistant and pick a number under "Get a phone number".',
      action: progress.has_number ? null : { label: 'Get a number', to: ASSISTANTS_PATH },
    },
  ];
}

/** The first-run checklist above the dashboard's figures, until every step is done. */
export function FirstRunChecklist({ progress }: { progress: FirstRunProgress | null }) {
  if (!progress) return null;
  const steps = checklistSteps(progress);
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  return (
    <Panel as="section" aria-labelledby="first-run-title">
      <h2 id="first-run-title">Get started</h2>
      <p>{`${done} of ${steps.length} steps done: your assistant answers calls once all four are.`}</p>
      <Steps>
        {steps.map((step, index) => (
          <Step key={step.title} $done={step.done}>
            <Mark $done={step.done} aria-hidden="true">
              {step.done ? '✓' : index + 1}
            </Mark>
            <div>
              <strong>
                {step.title}
                <VisuallyHidden>{step.done ? ' (done)' : ' (to do)'}</VisuallyHidden>
              </strong>
              <span className="hint">{step.hint}</span>
              {step.action ? <Link to={step.action.to}>{step.action.label}</Link> : null}
            </div>
          </Step>
        ))}
      </Steps>
    </Panel>
  );
}
