import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (!usage) {
    return (
      <Card>
        <DescriptionList>
          <dt>
            <Trans>Plan</Trans>
          </dt>
          <dd>{t(UNKNOWN_PLAN)}</dd>
        </DescriptionList>
        <Note style={{ marginTop: '0.75rem' }}>
          <Trans>Usage could not be loaded right now.</Trans>
        </Note>
      </Card>
    );
  }
  const { minutes, assistants } = usage;
  const start = formatDate(minutes.billing_period_start);
  const end = formatDate(minutes.billing_period_end);
  const period = minutes.is_calendar_month_fallback
    ? t`Calendar month ${start} – ${end}`
    : `${start} – ${end}`;
  const overageMinutes = minutes.overage_minutes;
  const overageCost = formatMoney(minutes.overage_cost);
  return (
    <Card>
      <UsageBar label={t`Voice assistants`} used={assistants.used} limit={assistants.limit} />
      <UsageBar
        label={t`Minutes this period`}
        used={minutes.used}
        limit={minutes.is_unlimited ? -1 : minutes.limit}
        minutes
      />
      <Note>{MINUTES_RULE_NOTE}</Note>
      <Details>
        <dt>
          <Trans>Plan</Trans>
        </dt>
        <dd>{usage.package.name || t(UNKNOWN_PLAN)}</dd>
        <dt>
          <Trans>Billing period</Trans>
        </dt>
        <dd>{period}</dd>
        <dt>
          <Trans>Overage</Trans>
        </dt>
        <dd>
          <Trans>
            {overageMinutes} minutes ({overageCost})
          </Trans>
        </dd>
        <dt>
          <Trans>Assistants remaining</Trans>
        </dt>
        <dd>{assistants.remaining === -1 ? t`Unlimited` : assistants.remaining}</dd>
        {usage.subscription.days_remaining === null ? null : (
          <>
            <dt>
              <Trans>Days remaining</Trans>
            </dt>
            <dd>{usage.subscription.days_remaining}</dd>
          </>
        )}
      </Details>
    </Card>
  );
}
