import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { RESELLER_WIZARD_STEPS } from '@voice/contracts';
import { VisuallyHidden } from '@voice/ui';
import { STEP_LABELS } from './step-labels';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0 0 1.75rem;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.35rem;
  text-align: center;
  font-size: 0.875rem;
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 500)};
  color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.muted : theme.colors.text)};
  /* A long step name (German, Spanish) wraps inside its quarter of a phone's width. */
  min-width: 0;
  overflow-wrap: anywhere;
  hyphens: auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    font-size: 0.75rem;
  }
  &::before {
    counter-increment: step;
    content: ${({ $state }) => ($state === 'done' ? "'✓'" : 'counter(step)')};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    border-radius: 999px;
    border: 2px solid
      ${({ theme, $state }) => ($state === 'next' ? theme.colors.border : theme.colors.primary)};
    background: ${({ theme, $state }) =>
      $state === 'next' ? theme.colors.surface : theme.colors.primary};
    color: ${({ theme, $state }) =>
      $state === 'next' ? theme.colors.muted : theme.colors.onPrimary};
    font-weight: 700;
  }
`;

/** '1 Company Info, 2 Hosting, 3 Admin Details, 4 Choose Package', with the current step marked. */
export function StepIndicator({ current }: { current: number }) {
  const { t } = useLingui();
  return (
    <List aria-label={t`Registration steps`}>
      {RESELLER_WIZARD_STEPS.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <Item key={label} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span>
              {t(STEP_LABELS[label])}
              {state === 'done' ? (
                <VisuallyHidden>
                  {' '}
                  <Trans>(completed)</Trans>
                </VisuallyHidden>
              ) : null}
            </span>
          </Item>
        );
      })}
    </List>
  );
}
