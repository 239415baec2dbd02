import styled from 'styled-components';
import { MINUTES_RULE_NOTE, type Usage } from '@voice/contracts';
import { Card, DescriptionList, formatMoney } from '@voice/ui';
import { formatDate } from '../shared/format';
import { UNKNOWN_PLAN } from './subscription-format';
import { UsageBar } from './usage-bar';

const Details = styled(DescriptionList)`
  margin-top: 1.25rem;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Assistants and minutes used this period, bars capped at 100 %, overage and days remaining. */
export function UsagePanel({ usage }: { usage: Usage | undefined }) {
  if (!usage) {
    return (
      <Card>
        <DescriptionList>
          <dt>Plan</dt>
          <dd>{UNKNOWN_PLAN}</dd>
        </DescriptionList>
        <Note style={{ marginTop: '0.75rem' }}>Usage could not be loaded right now.</Note>
      </Card>
    );
  }
  const { minutes, assistants } = usage;
  const period = minutes.is_calendar_month_fallback
    ? `Calendar month ${formatDate(minutes.billing_period_start)} – ${formatDate(minutes.billing_period_end)}`
    : `${formatDate(minutes.billing_period_start)} – ${formatDate(minutes.billing_period_end)}`;
  return (
    <Card>
      <UsageBar label="Voice assistants" used={assistants.used} limit={assistants.limit} />
      <UsageBar
        label="Minutes this period"
        used={minutes.used}
        limit={minutes.is_unlimited ? -1 : minutes.limit}
        unit="minutes"
      />
      <Note>{MINUTES_RULE_NOTE}</Note>
      <Details>
        <dt>Plan</dt>
        <dd>{usage.package.name || UNKNOWN_PLAN}</dd>
        <dt>Billing period</dt>
        <dd>{period}</dd>
        <dt>Overage</dt>
        <dd>
          {minutes.overage_minutes} minutes ({formatMoney(minutes.overage_cost)})
        </dd>
        <dt>Assistants remaining</dt>
        <dd>{assistants.remaining === -1 ? 'Unlimited' : assistants.remaining}</dd>
        {usage.subscription.days_remaining === null ? null : (
          <>
            <dt>Days remaining</dt>
            <dd>{usage.subscription.days_remaining}</dd>
          </>
        )}
      </Details>
    </Card>
  );
}
