import styled from 'styled-components';
import { Badge, Button } from '@voice/ui/core';
import { YEARLY_SAVING_LABEL, type Billing } from './plan-format';

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
}

/** Monthly / Yearly switch; Yearly advertises the 20% saving (spec 001 §2, §9). */
export function BillingToggle({ billing, onChange }: BillingToggleProps) {
  return (
    <Wrap>
      <Group role="group" aria-label="Billing period">
        <Button
          variant={billing === 'monthly' ? 'primary' : 'ghost'}
          aria-pressed={billing === 'monthly'}
          onClick={() => onChange('monthly')}
        >
          Monthly
        </Button>
        <Button
          variant={billing === 'yearly' ? 'primary' : 'ghost'}
          aria-pressed={billing === 'yearly'}
          onClick={() => onChange('yearly')}
        >
          Yearly <Badge tone="success">{YEARLY_SAVING_LABEL}</Badge>
        </Button>
      </Group>
    </Wrap>
  );
}
