import styled from 'styled-components';
import type { Package } from '@voice/contracts';
import { Badge, Button, formatMoney, Modal } from '@voice/ui/core';
import { upgradeChoice } from './subscription-format';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  strong {
    display: block;
  }
  span.price {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface UpgradeModalProps {
  open: boolean;
  plans: Package[];
  current: Package;
  onUpgrade: (plan: Package) => void;
  onClose: () => void;
  upgradingTo?: number;
  busy: boolean;
}

/** Upgrade only to a plan that costs more; same or lower price is disabled and says why (spec 001 §4). */
export function UpgradeModal({
  open,
  plans,
  current,
  onUpgrade,
  onClose,
  upgradingTo,
  busy,
}: UpgradeModalProps) {
  return (
    <Modal open={open} title="Upgrade your plan" onClose={onClose}>
      <List aria-label="Plans to upgrade to">
        {plans.map((plan) => {
          const choice = upgradeChoice(plan, current);
          return (
            <li key={plan.id}>
              <div>
                <strong>{plan.name}</strong>
                <span className="price">{formatMoney(plan.price)}/month</span>
              </div>
              {choice.allowed ? (
                <Button
                  size="sm"
                  onClick={() => onUpgrade(plan)}
                  busy={upgradingTo === plan.id}
                  disabled={busy}
                  aria-label={`Upgrade to ${plan.name}`}
                >
                  Upgrade
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled
                  aria-label={`${plan.name}: ${choice.reason}`}
                >
                  {choice.reason}
                </Button>
              )}
            </li>
          );
        })}
      </List>
      {plans.length === 0 ? <Badge>No plans available</Badge> : null}
    </Modal>
  );
}
