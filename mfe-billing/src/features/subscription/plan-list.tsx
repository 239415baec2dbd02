import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Package } from '@voice/contracts';
import { Badge, Button, Card, formatMoney, GridList } from '@voice/ui';
import { planListItems, type Billing } from '../pricing/plan-format';
import { yearlyPerMonth } from './subscription-format';

const PlanCard = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  ul {
    margin: 0.75rem 0 1rem;
    padding-left: 1.1rem;
    flex: 1;
  }
`;

const Price = styled.p`
  margin: 0.5rem 0 0;
  font-size: 1.5rem;
  font-weight: 700;
  span {
    font-size: 0.9375rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Muted = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

export interface PlanListProps {
  plans: Package[];
  billing: Billing;
  /** The plan of the live subscription (marked 'Current plan'), if any. */
  currentPlanId: number | null;
  /** Shows a Subscribe button on each plan (only without a live subscription). */
  onSubscribe?: (plan: Package) => void;
  subscribingTo?: number;
  /** Offers "Switch at renewal" on the plans it accepts (cheaper than the live subscription). */
  switchDown?: { allowed: (plan: Package) => boolean; onSwitch: (plan: Package) => void };
  switchingTo?: number;
  /** The plan a downgrade is scheduled to (marked 'Starts at renewal'). */
  scheduledPlanId?: number | null;
  busy: boolean;
}

/** The tenant's plans; yearly prices also shown divided by 12 per month (spec 001 §2, §9). */
export function PlanList({
  plans,
  billing,
  currentPlanId,
  onSubscribe,
  subscribingTo,
  switchDown,
  switchingTo,
  scheduledPlanId = null,
  busy,
}: PlanListProps) {
  const { t, i18n } = useLingui();
  return (
    <GridList $min="240px" aria-label={t`Available plans`}>
      {plans.map((plan) => {
        const name = plan.name;
        const yearlyPrice = formatMoney(plan.yearly_price);
        return (
          <li key={plan.id}>
            <PlanCard>
              <h3>{plan.name}</h3>
              {billing === 'yearly' ? (
                <>
                  <Price>
                    {formatMoney(yearlyPerMonth(plan))}
                    <span>{t`/month`}</span>
                  </Price>
                  <Muted>
                    <Trans>{yearlyPrice} billed yearly</Trans>
                  </Muted>
                </>
              ) : (
                <Price>
                  {formatMoney(plan.price)}
                  <span>{t`/month`}</span>
                </Price>
              )}
              {plan.description ? <Muted>{plan.description}</Muted> : null}
              <ul>
                {planListItems(plan, i18n).map((item, index) => (
                  <li key={`${index}-${item}`}>{item}</li>
                ))}
              </ul>
              {plan.id === currentPlanId ? (
                <div>
                  <Badge tone="success">
                    <Trans>Current plan</Trans>
                  </Badge>
                </div>
              ) : null}
              {plan.id === scheduledPlanId ? (
                <div>
                  <Badge tone="info">
                    <Trans>Starts at renewal</Trans>
                  </Badge>
                </div>
              ) : switchDown?.allowed(plan) ? (
                <Button
                  variant="secondary"
                  onClick={() => switchDown.onSwitch(plan)}
                  busy={switchingTo === plan.id}
                  disabled={busy}
                  aria-label={t`Switch to ${name} at renewal`}
                >
                  <Trans>Switch at renewal</Trans>
                </Button>
              ) : null}
              {onSubscribe ? (
                <Button
                  onClick={() => onSubscribe(plan)}
                  busy={subscribingTo === plan.id}
                  disabled={busy}
                  aria-label={t`Subscribe to ${name}`}
                >
                  <Trans>Subscribe</Trans>
                </Button>
              ) : null}
            </PlanCard>
          </li>
        );
      })}
    </GridList>
  );
}
