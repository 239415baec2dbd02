import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { serverMessage } from '@voice/api-client';
import type { Package, Subscription } from '@voice/contracts';
import { Badge, Button, formatMoney, Modal } from '@voice/ui/core';
import { formatDate } from '../shared/format';
import { useUpgradePreviewQuery } from './api/get-upgrade-preview';
import { planPrice, SWITCH_DOWN_HINT, upgradeChoice } from './subscription-format';
import { ChoiceList } from '../shared/choice-list';

const Hint = styled.p`
  margin: 1rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

const Summary = styled.section`
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    row-gap: 0.5rem;
    margin: 0 0 1rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    padding-left: 1rem;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dt.total,
  dd.total {
    color: inherit;
    font-weight: 700;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 0.5rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1rem;
`;

export interface UpgradeModalProps {
  open: boolean;
  plans: Package[];
  current: Pick<Subscription, 'package' | 'amount' | 'billing_interval'>;
  /** Confirms the upgrade at the previewed proration time. */
  onUpgrade: (plan: Package, prorationDate: string) => void;
  onClose: () => void;
  upgradingTo?: number;
  busy: boolean;
}

/** What upgrading to `plan` charges today (the server's proration), and the confirmation. */
function UpgradeSummary({
  plan,
  current,
  onConfirm,
  onBack,
  busy,
  upgrading,
}: {
  plan: Package;
  current: UpgradeModalProps['current'];
  onConfirm: (prorationDate: string) => void;
  onBack: () => void;
  busy: boolean;
  upgrading: boolean;
}) {
  const preview = useUpgradePreviewQuery(plan.id);
  const { t } = useLingui();
  const name = plan.name;
  if (preview.isPending) {
    return (
      <p role="status">
        <Trans>Working out what you will pay today...</Trans>
      </p>
    );
  }
  if (preview.isError) {
    return (
      <Summary aria-label={t`Upgrade to ${name}`}>
        <p role="alert">
          {serverMessage(preview.error) ?? t`The price of this upgrade could not be loaded.`}
        </p>
        <Actions>
          <Button variant="secondary" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
        </Actions>
      </Summary>
    );
  }
  const quote = preview.data;
  const until = formatDate(quote.current_period_end);
  const currentName = current.package.name;
  const newAmount = formatMoney(quote.new_amount);
  const amountDue = formatMoney(quote.amount_due);
  return (
    <Summary aria-label={t`Upgrade to ${name}`}>
      <dl>
        <dt>
          <Trans>Unused time on {currentName}</Trans>
        </dt>
        <dd>{formatMoney(-quote.credit)}</dd>
        <dt>
          <Trans>
            {name} until {until}
          </Trans>
        </dt>
        <dd>{formatMoney(quote.charge)}</dd>
        <dt className="total">
          <Trans>Charged today</Trans>
        </dt>
        <dd className="total">{amountDue}</dd>
      </dl>
      <Hint>
        {current.billing_interval === 'yearly' ? (
          <Trans>
            Then {newAmount}/year from {until}. Your billing period and the minutes you used stay as
            they are.
          </Trans>
        ) : (
          <Trans>
            Then {newAmount}/month from {until}. Your billing period and the minutes you used stay
            as they are.
          </Trans>
        )}
      </Hint>
      <Actions>
        <Button onClick={() => onConfirm(quote.proration_date)} busy={upgrading} disabled={busy}>
          <Trans>Pay {amountDue} and upgrade</Trans>
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <Trans>Back</Trans>
        </Button>
      </Actions>
    </Summary>
  );
}

/**
 * Upgrade only to a plan that costs more; same or lower price is disabled and says why (spec 001 §4), with a line
 * on how to switch down. Choosing a plan shows what is charged today (prorated) before the user confirms.
 */
export function UpgradeModal({
  open,
  plans,
  current,
  onUpgrade,
  onClose,
  upgradingTo,
  busy,
}: UpgradeModalProps) {
  const [chosen, setChosen] = useState<Package | null>(null);
  const { t } = useLingui();
  const reasonText = (reason: 'Current plan' | 'Lower or same tier') =>
    reason === 'Current plan' ? t`Current plan` : t`Lower or same tier`;
  const close = () => {
    setChosen(null);
    onClose();
  };
  const hasLower = plans.some(
    (plan) => !upgradeChoice(plan, current).allowed && plan.id !== current.package.id,
  );
  return (
    <Modal open={open} title={t`Upgrade your plan`} onClose={close}>
      {chosen ? (
        <UpgradeSummary
          plan={chosen}
          current={current}
          busy={busy}
          upgrading={upgradingTo === chosen.id}
          onBack={() => setChosen(null)}
          onConfirm={(prorationDate) => onUpgrade(chosen, prorationDate)}
        />
      ) : (
        <>
          <ChoiceList aria-label={t`Plans to upgrade to`}>
            {plans.map((plan) => {
              const choice = upgradeChoice(plan, current);
              const name = plan.name;
              const price = formatMoney(planPrice(plan, current.billing_interval));
              const reason = choice.allowed ? '' : reasonText(choice.reason);
              return (
                <li key={plan.id}>
                  <div>
                    <strong>{plan.name}</strong>
                    <span className="price">
                      {current.billing_interval === 'yearly' ? t`${price}/year` : t`${price}/month`}
                    </span>
                  </div>
                  {choice.allowed ? (
                    <Button
                      size="sm"
                      onClick={() => setChosen(plan)}
                      disabled={busy}
                      aria-label={t`Upgrade to ${name}`}
                    >
                      <Trans>Upgrade</Trans>
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled
                      aria-label={t`${name}: ${reason}`}
                    >
                      {reason}
                    </Button>
                  )}
                </li>
              );
            })}
          </ChoiceList>
          {plans.length === 0 ? (
            <Badge>
              <Trans>No plans available</Trans>
            </Badge>
          ) : null}
          {hasLower ? <Hint>{t(SWITCH_DOWN_HINT)}</Hint> : null}
        </>
      )}
    </Modal>
  );
}
