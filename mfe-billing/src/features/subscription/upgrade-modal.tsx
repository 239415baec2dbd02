import { useState } from 'react';
import styled from 'styled-components';
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

const perInterval = (interval: Subscription['billing_interval']) =>
  interval === 'yearly' ? '/year' : '/month';

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
  if (preview.isPending) return <p role="status">Working out what you will pay today...</p>;
  if (preview.isError) {
    return (
      <Summary aria-label={`Upgrade to ${plan.name}`}>
        <p role="alert">
          {serverMessage(preview.error) ?? 'The price of this upgrade could not be loaded.'}
        </p>
        <Actions>
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        </Actions>
      </Summary>
    );
  }
  const quote = preview.data;
  const until = formatDate(quote.current_period_end);
  return (
    <Summary aria-label={`Upgrade to ${plan.name}`}>
      <dl>
        <dt>Unused time on {current.package.name}</dt>
        <dd>{formatMoney(-quote.credit)}</dd>
        <dt>
          {plan.name} until {until}
        </dt>
        <dd>{formatMoney(quote.charge)}</dd>
        <dt className="total">Charged today</dt>
        <dd className="total">{formatMoney(quote.amount_due)}</dd>
      </dl>
      <Hint>
        Then {formatMoney(quote.new_amount)}
        {perInterval(current.billing_interval)} from {until}. Your billing period and the minutes
        you used stay as they are.
      </Hint>
      <Actions>
        <Button onClick={() => onConfirm(quote.proration_date)} busy={upgrading} disabled={busy}>
          Pay {formatMoney(quote.amount_due)} and upgrade
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
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
  const close = () => {
    setChosen(null);
    onClose();
  };
  const hasLower = plans.some(
    (plan) => !upgradeChoice(plan, current).allowed && plan.id !== current.package.id,
  );
  return (
    <Modal open={open} title="Upgrade your plan" onClose={close}>
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
          <ChoiceList aria-label="Plans to upgrade to">
            {plans.map((plan) => {
              const choice = upgradeChoice(plan, current);
              return (
                <li key={plan.id}>
                  <div>
                    <strong>{plan.name}</strong>
                    <span className="price">
                      {formatMoney(planPrice(plan, current.billing_interval))}
                      {perInterval(current.billing_interval)}
                    </span>
                  </div>
                  {choice.allowed ? (
                    <Button
                      size="sm"
                      onClick={() => setChosen(plan)}
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
          </ChoiceList>
          {plans.length === 0 ? <Badge>No plans available</Badge> : null}
          {hasLower ? <Hint>{SWITCH_DOWN_HINT}</Hint> : null}
        </>
      )}
    </Modal>
  );
}
