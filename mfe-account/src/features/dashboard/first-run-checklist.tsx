import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FirstRunProgress } from '@voice/contracts';
import { Card, VisuallyHidden } from '@voice/ui';
import { checklistSteps } from './first-run-steps';

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

/** The first-run checklist above the dashboard's figures, until every step is done. */
export function FirstRunChecklist({ progress }: { progress: FirstRunProgress | null }) {
  // Re-renders in the page's language (the steps' text comes from the one i18n instance).
  const { t } = useLingui();
  if (!progress) return null;
  const steps = checklistSteps(progress);
  const done = steps.filter((step) => step.done).length;
  const total = steps.length;
  if (done === total) return null;
  return (
    <Panel as="section" aria-labelledby="first-run-title">
      <h2 id="first-run-title">
        <Trans>Get started</Trans>
      </h2>
      <p>{t`${done} of ${total} steps done: your assistant answers calls once all four are.`}</p>
      <Steps>
        {steps.map((step, index) => (
          <Step key={step.title} $done={step.done}>
            <Mark $done={step.done} aria-hidden="true">
              {step.done ? '✓' : index + 1}
            </Mark>
            <div>
              <strong>
                {step.title}
                <VisuallyHidden>{step.done ? t` (done)` : t` (to do)`}</VisuallyHidden>
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
