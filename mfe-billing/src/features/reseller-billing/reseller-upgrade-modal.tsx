import styled from 'styled-components';
import type { ResellerPackage } from '@voice/contracts';
import { Button, formatMoney, Modal } from '@voice/ui/core';

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
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface ResellerUpgradeModalProps {
  open: boolean;
  /** Only the packages that cost more than the current one. */
  packages: ResellerPackage[];
  onUpgrade: (pkg: ResellerPackage) => void;
  onClose: () => void;
  upgradingTo?: number;
}

/** The pricier reseller packages, each with an Upgrade button (upgrade only up). */
export function ResellerUpgradeModal({
  open,
  packages,
  onUpgrade,
  onClose,
  upgradingTo,
}: ResellerUpgradeModalProps) {
  return (
    <Modal open={open} title="Upgrade your reseller package" onClose={onClose}>
      <List aria-label="Reseller packages to upgrade to">
        {packages.map((pkg) => (
          <li key={pkg.id}>
            <div>
              <strong>{pkg.name}</strong>
              <span>
                {formatMoney(pkg.price)}/month · {pkg.formatted_voice_agents_limit} voice agents ·{' '}
                {pkg.formatted_minutes_limit} minutes
              </span>
            </div>
            <Button
              size="sm"
              onClick={() => onUpgrade(pkg)}
              busy={upgradingTo === pkg.id}
              disabled={upgradingTo !== undefined}
              aria-label={`Upgrade to ${pkg.name}`}
            >
              Upgrade
            </Button>
          </li>
        ))}
      </List>
    </Modal>
  );
}
