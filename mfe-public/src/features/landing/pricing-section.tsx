import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Package } from '@voice/contracts';
import { ButtonLink, formatMoney } from '@voice/ui/core';
import { Icon } from './icons';
import { cardLook } from './landing-styles';
import { LandingSection } from './landing-section';
import { annualSaving, planFeatureLines, upToSavingLabel, type BillingPeriod } from './pricing';
import { registerPathForPlan } from '@voice/session';
import { PRICING_PATH, SUBSCRIPTION_PATH } from '@voice/contracts/paths';

const Toggle = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: -1rem 0 2.5rem;
`;

const Switch = styled.div`
  display: inline-flex;
  padding: 0.25rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  button {
    border: 0;
    border-radius: 999px;
    padding: 0.5rem 1.1rem;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
    background: transparent;
  }
  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
`;

const SaveBadge = styled.span`
  padding: 0.25rem 0.7rem;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onSecondary};
  background: ${({ theme }) => theme.colors.secondary};
`;

const Plans = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16.5rem, 1fr));
  gap: 1.25rem;
  align-items: stretch;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Plan = styled.li<{ $popular: boolean }>`
  ${cardLook}
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 1.75rem 1.5rem 1.5rem;
  border-width: ${({ $popular }) => ($popular ? '2px' : '1px')};
  border-color: ${({ theme, $popular }) => ($popular ? theme.colors.primary : theme.colors.border)};
  h3 {
    margin: 0;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Popular = styled.span`
  position: absolute;
  top: -0.8rem;
  left: 50%;
  transform: translateX(-50%);
  padding: 0.2rem 0.8rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
`;

const Description = styled.p`
  margin: 0.4rem 0 0;
  min-height: 3rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.muted};
`;

const Price = styled.p`
  margin: 1.25rem 0 0;
  color: ${({ theme }) => theme.colors.text};
  strong {
    font-size: 2.5rem;
    letter-spacing: -0.02em;
  }
  span {
    margin-left: 0.25rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Saving = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

const Features = styled.ul`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  margin: 1.5rem 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 0.5rem;
    line-height: 1.45;
    color: ${({ theme }) => theme.colors.text};
  }
  svg {
    flex: none;
    margin-top: 0.1rem;
    color: ${({ theme }) => theme.colors.secondaryText};
  }
`;

const Choose = styled(ButtonLink)`
  width: 100%;
  padding: 0.75rem 1rem;
`;

const Empty = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

/** Keeps the space of the cards while they load, so the page below does not jump. */
const Placeholder = styled.div`
  min-height: 28rem;
`;

export interface PricingSectionProps {
  packages: Package[] | null;
  signedIn: boolean;
}

/**
 * Pricing with the monthly/annual toggle (spec 000 §2, §9). Cards lead to /subscription when signed in.
 * `packages` is null while loading; an empty list (none, or the call failed) points to the pricing page.
 */
export function PricingSection({ packages, signedIn }: PricingSectionProps) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const plans = packages ?? [];
  const savingLine = upToSavingLabel(plans);
  const loading = packages === null;
  // Signed out, a card registers first and remembers its plan: the new account goes on to pay for it.
  const targetOf = (plan: Package) =>
    signedIn
      ? SUBSCRIPTION_PATH
      : registerPathForPlan(plan.id, period === 'annual' ? 'yearly' : 'monthly');

  return (
    <LandingSection
      id="pricing"
      titleId="pricing-title"
      tone="tint"
      eyebrow="Pricing"
      title="Simple Plans That Pay for Themselves"
      lead="One answered call can cover a month of service. Start small and upgrade as your call volume grows: no setup fees, no long-term contracts."
    >
      <Toggle>
        <Switch role="group" aria-label="Billing period">
          <button
            type="button"
            aria-pressed={period === 'monthly'}
            onClick={() => setPeriod('monthly')}
          >
            Monthly
          </button>
          <button
            type="button"
            aria-pressed={period === 'annual'}
            onClick={() => setPeriod('annual')}
          >
            Annual
          </button>
        </Switch>
        {/* Spec 000's words, with the largest saving of the tenant's own plans. */}
        {savingLine ? <SaveBadge>{savingLine}</SaveBadge> : null}
      </Toggle>
      {loading ? (
        <Placeholder aria-hidden="true" />
      ) : plans.length === 0 ? (
        <Empty>
          Plans and prices are listed on our <Link to={PRICING_PATH}>pricing page</Link>.
        </Empty>
      ) : (
        <Plans>
          {plans.map((plan) => {
            const saving = annualSaving(plan.price, plan.yearly_price);
            const annual = period === 'annual';
            return (
              <Plan
                key={plan.id}
                $popular={Boolean(plan.is_popular)}
                aria-label={`${plan.name} plan`}
              >
                {plan.is_popular ? <Popular>Most Popular</Popular> : null}
                <h3>{plan.name}</h3>
                <Description>{plan.description}</Description>
                <Price>
                  <strong>{formatMoney(annual ? plan.yearly_price : plan.price)}</strong>
                  <span>{annual ? '/year' : '/month'}</span>
                </Price>
                {annual && saving > 0 ? <Saving>Save {formatMoney(saving)} a year</Saving> : null}
                <Features aria-label={`${plan.name} includes`}>
                  {planFeatureLines(plan).map((feature) => (
                    <li key={feature}>
                      <Icon name="check" size={18} />
                      {feature}
                    </li>
                  ))}
                </Features>
                <Choose to={targetOf(plan)} variant={plan.is_popular ? 'primary' : 'secondary'}>
                  Choose {plan.name}
                </Choose>
              </Plan>
            );
          })}
        </Plans>
      )}
    </LandingSection>
  );
}
