import styled from 'styled-components';
import {
  BILLED_MINUTES_LABEL,
  TALK_TIME_LABEL,
  billedMinutesOf,
  formatBilledMinutes,
  type CallLogDetail,
} from '@voice/contracts';
import { Badge, DescriptionList, callStatusTone, TitledCard } from '@voice/ui';
import {
  formatCallCost,
  formatCallDuration,
  formatDateTime,
  formatDirection,
  humanize,
  transferText,
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
  return (
    <TitledCard id="call-overview" title="Overview">
      <Top>
        <Badge tone={callStatusTone(call.status)}>{call.status}</Badge>
        <code title="Call id">{call.call_id}</code>
      </Top>
      <DescriptionList>
        <dt>Started</dt>
        <dd>
          <When iso={call.start_time} />
        </dd>
        <dt>Ended</dt>
        <dd>
          <When iso={call.end_time} />
        </dd>
        <dt>{TALK_TIME_LABEL}</dt>
        <dd>{formatCallDuration(call.duration)}</dd>
        <dt>{BILLED_MINUTES_LABEL}</dt>
        <dd>{formatBilledMinutes(billedMinutesOf(call.duration))}</dd>
        <dt>Cost</dt>
        <dd>{formatCallCost(call.cost)}</dd>
        <dt>Assistant</dt>
        <dd>{call.assistant_name ?? 'Unknown assistant'}</dd>
        <dt>Customer number</dt>
        <dd>{call.customer_number ?? '—'}</dd>
        <dt>Assistant number</dt>
        <dd>{call.phone_number ?? '—'}</dd>
        <dt>Direction</dt>
        <dd>{formatDirection(call.direction)}</dd>
        <dt>Ended reason</dt>
        <dd>{call.ended_reason ? humanize(call.ended_reason) : '—'}</dd>
        {call.transferred_to ? (
          <>
            <dt>Transfer</dt>
            <dd>{transferText(call)}</dd>
          </>
        ) : null}
        {call.provider_status && call.provider_status !== call.status ? (
          <>
            <dt>Provider status</dt>
            <dd>{call.provider_status}</dd>
          </>
        ) : null}
        {admin ? (
          <>
            <dt>Owner</dt>
            <dd>
              {call.user_name ?? '—'}
              {call.user_email ? ` (${call.user_email})` : ''}
            </dd>
          </>
        ) : null}
        {platformAdmin ? (
          <>
            <dt>Tenant</dt>
            <dd>{call.reseller_name ?? 'Main site'}</dd>
          </>
        ) : null}
      </DescriptionList>
    </TitledCard>
  );
}
