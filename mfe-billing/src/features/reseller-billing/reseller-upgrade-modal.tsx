import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <Modal open={open} title={t`Upgrade your reseller package`} onClose={onClose}>
      <ChoiceList aria-label={t`Reseller packages to upgrade to`}>
        {packages.map((pkg) => {
          const name = pkg.name;
          const price = formatMoney(pkg.price);
          const agents = pkg.formatted_voice_agents_limit;
          const minutes = pkg.formatted_minutes_limit;
          return (
            <li key={pkg.id}>
              <div>
                <strong>{pkg.name}</strong>
                <span className="price">
                  <Trans>
                    {price}/month · {agents} voice agents · {minutes} minutes
                  </Trans>
                </span>
              </div>
              <Button
                size="sm"
                onClick={() => onUpgrade(pkg)}
                busy={upgradingTo === pkg.id}
                disabled={upgradingTo !== undefined}
                aria-label={t`Upgrade to ${name}`}
              >
                <Trans>Upgrade</Trans>
              </Button>
            </li>
          );
        })}
      </ChoiceList>
    </Modal>
  );
}
