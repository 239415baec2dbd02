import type { ResellerPackage } from '@voice/contracts';
import { Button, formatMoney, Modal } from '@voice/ui/core';
import { ChoiceList } from '../shared/choice-list';

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
      <ChoiceList aria-label="Reseller packages to upgrade to">
        {packages.map((pkg) => (
          <li key={pkg.id}>
            <div>
              <strong>{pkg.name}</strong>
              <span className="price">
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
      </ChoiceList>
    </Modal>
  );
}
