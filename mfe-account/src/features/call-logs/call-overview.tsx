import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import {
  BILLED_MINUTES_LABEL,
  TALK_TIME_LABEL,
  billedMinutesOf,
  formatBilledMinutes,
  type CallLogDetail,
} from '@voice/contracts';
import { Badge, DescriptionList, callStatusTone, TitledCard } from '@voice/ui';
import { translateText } from '@voice/ui/core';
import {
  formatCallCost,
  formatCallDuration,
  formatDateTime,
  formatDirection,
  humanize,
  transferText,
  callStatusLabel,
} from './format';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  code {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

function When({ iso }: { iso: string | null }) {
  const text = formatDateTime(iso);
  return text && iso ? <time dateTime={iso}>{text}</time> : <>—</>;
}

/** The call at a glance: status, times, duration, cost, numbers, ended reason (admins: owner, tenant). */
export function CallOverview({
  call,
  admin,
  platformAdmin,
}: {
  call: CallLogDetail;
  admin: boolean;
  platformAdmin: boolean;
}) {
  const { t } = useLingui();
  const email = call.user_email;
  return (
    <TitledCard id="call-overview" title={t`Overview`}>
      <Top>
        <Badge tone={callStatusTone(call.status)}>{callStatusLabel(call.status)}</Badge>
        <code title={t`Call id`}>{call.call_id}</code>
      </Top>
      <DescriptionList>
        <dt>
          <Trans>Started</Trans>
        </dt>
        <dd>
          <When iso={call.start_time} />
        </dd>
        <dt>
          <Trans>Ended</Trans>
        </dt>
        <dd>
          <When iso={call.end_time} />
        </dd>
        <dt>{translateText(TALK_TIME_LABEL)}</dt>
        <dd>{formatCallDuration(call.duration)}</dd>
        <dt>{translateText(BILLED_MINUTES_LABEL)}</dt>
        <dd>{formatBilledMinutes(billedMinutesOf(call.duration))}</dd>
        <dt>
          <Trans>Cost</Trans>
        </dt>
        <dd>{formatCallCost(call.cost)}</dd>
        <dt>
          <Trans>Assistant</Trans>
        </dt>
        <dd>{call.assistant_name ?? t`Unknown assistant`}</dd>
        <dt>
          <Trans>Customer number</Trans>
        </dt>
        <dd>{call.customer_number ?? '—'}</dd>
        <dt>
          <Trans>Assistant number</Trans>
        </dt>
        <dd>{call.phone_number ?? '—'}</dd>
        <dt>
          <Trans>Direction</Trans>
        </dt>
        <dd>{formatDirection(call.direction)}</dd>
        <dt>
          <Trans>Ended reason</Trans>
        </dt>
        <dd>{call.ended_reason ? humanize(call.ended_reason) : '—'}</dd>
        {call.transferred_to ? (
          <>
            <dt>
              <Trans>Transfer</Trans>
            </dt>
            <dd>{transferText(call)}</dd>
          </>
        ) : null}
        {call.provider_status && call.provider_status !== call.status ? (
          <>
            <dt>
              <Trans>Provider status</Trans>
            </dt>
            <dd>{call.provider_status}</dd>
          </>
        ) : null}
        {admin ? (
          <>
            <dt>
              <Trans>Owner</Trans>
            </dt>
            <dd>
              {call.user_name ?? '—'}
              {email ? ` (${email})` : ''}
            </dd>
          </>
        ) : null}
        {platformAdmin ? (
          <>
            <dt>
              <Trans>Tenant</Trans>
            </dt>
            <dd>{call.reseller_name ?? t`Main site`}</dd>
          </>
        ) : null}
      </DescriptionList>
    </TitledCard>
  );
}
