import styled from 'styled-components';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Package } from '@voice/contracts';
import { Table, Td, Th, Tr } from '@voice/ui';
import {
  campaignsValue,
  formatLevel,
  knowledgeValue,
  limitValue,
  planPrice,
  type Billing,
} from './plan-format';

/** Laid out only once near the viewport (content-visibility): below the plans, so not on a phone's first load. */
const Section = styled.section`
  margin-top: 3rem;
  content-visibility: auto;
  contain-intrinsic-size: auto 24rem;
`;

const Heading = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

const RowHead = styled(Th).attrs({ scope: 'row' })`
  text-transform: none;
  letter-spacing: normal;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

interface Row {
  label: MessageDescriptor;
  value: (plan: Package) => string;
}

function rows(billing: Billing, notIncluded: string, included: string, i18n: I18n): Row[] {
  return [
    { label: msg`Monthly minutes`, value: (plan) => limitValue(plan.monthly_minutes_limit, i18n) },
    {
      label: msg`Price`,
      value: (plan) => {
        const price = planPrice(plan, billing, i18n);
        return `${price.amount}${price.period}`;
      },
    },
    { label: msg`Voice agents`, value: (plan) => limitValue(plan.voice_agents_limit, i18n) },
    {
      label: msg`Knowledge base (per assistant)`,
      value: (plan) => knowledgeValue(plan, i18n) ?? notIncluded,
    },
    {
      label: msg`Appointment booking`,
      value: (plan) => (plan.booking_enabled ? included : notIncluded),
    },
    {
      label: msg`Outbound campaigns`,
      value: (plan) => campaignsValue(plan, i18n) ?? notIncluded,
    },
    { label: msg`Analytics`, value: (plan) => formatLevel(plan.analytics_level, i18n) },
    { label: msg`Support`, value: (plan) => formatLevel(plan.support_level, i18n) },
  ];
}

/**
 * Plans side by side: minutes, price, agents, knowledge base, booking, outbound campaigns, analytics, support
 * (spec 001 §2).
 */
export function ComparisonTable({ plans, billing }: { plans: Package[]; billing: Billing }) {
  const { t, i18n } = useLingui();
  return (
    <Section aria-labelledby="plan-comparison-heading">
      <Heading id="plan-comparison-heading">
        <Trans>Compare plans</Trans>
      </Heading>
      <Table label={t`Plan comparison`}>
        <thead>
          <tr>
            <Th scope="col">
              <Trans>Feature</Trans>
            </Th>
            {plans.map((plan) => (
              <Th key={plan.id} scope="col">
                {plan.name}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows(billing, t`Not included`, t`Included`, i18n).map((row) => (
            <Tr key={row.label.id}>
              <RowHead>{t(row.label)}</RowHead>
              {plans.map((plan) => (
                <Td key={plan.id}>{row.value(plan)}</Td>
              ))}
            </Tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}
