import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Package } from '@voice/contracts';
import { Badge, Button } from '@voice/ui/core';
import { yearlySavingLabel, type Billing } from './plan-format';

const Group = styled.div`
  display: inline-flex;
  gap: 0.5rem;
  padding: 0.35rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  > button {
    border-radius: 999px;
  }
`;

const Wrap = styled.div`
  display: flex;
  justify-content: center;
  margin: 0 0 2rem;
`;

export interface BillingToggleProps {
  billing: Billing;
  onChange: (billing: Billing) => void;
  /** The plans shown: Yearly advertises the saving they all give (none while they load, or when one gives none). */
  plans: readonly Pick<Package, 'price' | 'yearly_price'>[];
}

/** Monthly / Yearly switch; Yearly says 'Save N%' in spec 001's words (§2, §9), N from the tenant's plans. */
export function BillingToggle({ billing, onChange, plans }: BillingToggleProps) {
  const { t, i18n } = useLingui();
  const saving = yearlySavingLabel(plans, i18n);
  return (
    <Wrap>
      <Group role="group" aria-label={t`Billing period`}>
        <Button
          variant={billing === 'monthly' ? 'primary' : 'ghost'}
          aria-pressed={billing === 'monthly'}
          onClick={() => onChange('monthly')}
        >
          <Trans>Monthly</Trans>
        </Button>
        <Button
          variant={billing === 'yearly' ? 'primary' : 'ghost'}
          aria-pressed={billing === 'yearly'}
          onClick={() => onChange('yearly')}
        >
          <Trans>Yearly</Trans> {saving ? <Badge tone="success">{saving}</Badge> : null}
        </Button>
      </Group>
    </Wrap>
  );
}
