import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { DASHBOARD_MESSAGES, DASHBOARD_RECENT_CALLS, type RecentCall } from '@voice/contracts';
import {
  Badge,
  Card,
  callStatusTone,
  RowItem,
  RowLine,
  RowList,
  RowMain,
  RowMeta,
} from '@voice/ui';
import { translateText } from '@voice/ui/core';
import { callerOf } from '../call-logs/format';
import { formatDuration, formatStartTime } from './format';
import { CALL_LOG_PATH, fillPath } from '@voice/contracts/paths';

const Panel = styled(Card)`
  padding: 0;
  h2 {
    margin: 0;
    padding: 1rem 1.25rem;
    font-size: 1.125rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Item = styled(RowItem)`
  gap: 0.75rem 1.5rem;
  padding: 0.9rem 1.25rem;
`;

const Phone = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Empty = styled.p`
  margin: 0;
  padding: 2rem 1.25rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const DetailsLink = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryText};
  white-space: nowrap;
`;

function CallItem({ call }: { call: RecentCall }) {
  const started = formatStartTime(call.start_time);
  const phone = callerOf(call.customer_number, call.direction);
  const { t } = useLingui();
  return (
    <Item>
      <RowMain>
        <RowLine as="p">
          <Phone>{phone}</Phone>
          <Badge tone={callStatusTone(call.status)}>{call.status}</Badge>
        </RowLine>
        <RowMeta>
          {call.assistant_name || t`Unknown assistant`} · {formatDuration(call.duration)} ·{' '}
          {started && call.start_time ? (
            <time dateTime={call.start_time}>{started}</time>
          ) : (
            t`Start time unknown`
          )}
        </RowMeta>
      </RowMain>
      <DetailsLink
        to={fillPath(CALL_LOG_PATH, { callId: call.call_id })}
        aria-label={
          started
            ? t`View details of the call with ${phone} at ${started}`
            : t`View details of the call with ${phone}`
        }
      >
        <Trans>View details</Trans>
      </DetailsLink>
    </Item>
  );
}

/** 'Latest Calls (Last 10)' with 'No recent calls found' when empty (spec 000 §2). */
export function LatestCalls({ calls }: { calls: RecentCall[] }) {
  const last = DASHBOARD_RECENT_CALLS;
  return (
    <Panel as="section" aria-labelledby="latest-calls-title">
      <h2 id="latest-calls-title">
        <Trans>Latest Calls (Last {last})</Trans>
      </h2>
      {calls.length === 0 ? (
        <Empty>{translateText(DASHBOARD_MESSAGES.noRecentCalls)}</Empty>
      ) : (
        <RowList>
          {calls.map((call) => (
            <CallItem key={`${call.id}-${call.call_id}`} call={call} />
          ))}
        </RowList>
      )}
    </Panel>
  );
}
