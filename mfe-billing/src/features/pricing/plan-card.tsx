import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Package } from '@voice/contracts';
import { Badge, ButtonLink, Card } from '@voice/ui';
import { planListItems, planPrice, type Billing } from './plan-format';

const Item = styled(Card).attrs({ as: 'li' })<{ $popular: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  position: relative;
  border-width: ${({ $popular }) => ($popular ? '2px' : '1px')};
  border-color: ${({ theme, $popular }) => ($popular ? theme.colors.primary : theme.colors.border)};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  strong {
    font-size: 2.25rem;
    line-height: 1;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    margin-left: 0.25rem;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.45rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 0.5rem;
    color: ${({ theme }) => theme.colors.text};
  }
  li::before {
    content: '✓';
    color: ${({ theme }) => theme.colors.secondaryText};
    font-weight: 700;
  }
`;

const Action = styled.div`
  margin-top: auto;
  > a {
    width: 100%;
  }
`;

export interface PlanCardProps {
  plan: Package;
  billing: Billing;
  /** Where the plan's button goes: /subscription when signed in, /register?plan=… otherwise. */
  target: string;
}

/** One plan: name, description, price for the billing period, limits, features and a button. */
export function PlanCard({ plan, billing, target }: PlanCardProps) {
  const { t, i18n } = useLingui();
  const price = planPrice(plan, billing, i18n);
  const name = plan.name;
  return (
    <Item $popular={Boolean(plan.is_popular)} aria-label={plan.name}>
      <Head>
        <Name>{plan.name}</Name>
        {plan.is_popular ? (
          <Badge tone="info">
            <Trans>Most Popular</Trans>
          </Badge>
        ) : null}
      </Head>
      {plan.description ? <Description>{plan.description}</Description> : null}
      <Price>
        <strong>{price.amount}</strong>
        <span>{price.period}</span>
      </Price>
      <List aria-label={t`${name} includes`}>
        {planListItems(plan, i18n).map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </List>
      <Action>
        <ButtonLink
          to={target}
          variant={plan.is_popular ? 'primary' : 'secondary'}
          aria-label={t`Get Started with ${name}`}
        >
          <Trans>Get Started</Trans>
        </ButtonLink>
      </Action>
    </Item>
  );
}
