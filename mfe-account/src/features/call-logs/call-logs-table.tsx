import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CallLogListItem } from '@voice/contracts';
import { Badge, callStatusTone, ListTable, Td, Tr } from '@voice/ui';
import {
  callerOf,
  formatCallCost,
  formatCallDuration,
  formatDateTime,
  formatDirection,
  transferText,
  callStatusLabel,
} from './format';
import { callPath, type CallLogsScreenScope } from './scope';

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Strong = styled.div`
  font-weight: 600;
  white-space: nowrap;
`;

const Numeric = styled(Td)`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const ViewLink = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryText};
  white-space: nowrap;
`;

export interface CallLogsTableProps {
  rows: CallLogListItem[];
  scope: CallLogsScreenScope;
  /** Kept on the call's link so that its back link returns to this page of this filter. */
  listSearch: string;
}

function StartTime({ iso }: { iso: string }) {
  const text = formatDateTime(iso);
  return text ? <time dateTime={iso}>{text}</time> : <>—</>;
}

/** The calls of one page: start, assistant, numbers, direction, duration, status, cost (admins: owner, tenant). */
export function CallLogsTable({ rows, scope, listSearch }: CallLogsTableProps) {
  const { t } = useLingui();
  return (
    <ListTable
      label={t`Calls`}
      columns={[
        t`Start time`,
        t`Assistant`,
        t`Number`,
        t`Direction`,
        t`Duration`,
        t`Status`,
        t`Cost`,
        scope.admin && t`Owner`,
        scope.platformAdmin && t`Tenant`,
        { hidden: t`Details` },
      ]}
    >
      {rows.map((row) => {
        const number = callerOf(row.customer_number, row.direction);
        const when = formatDateTime(row.start_time);
        const assistantNumber = row.phone_number;
        return (
          <Tr key={`${row.id}-${row.call_id}`}>
            <Td>
              <StartTime iso={row.start_time} />
            </Td>
            <Td>{row.assistant_name ?? t`Unknown assistant`}</Td>
            <Td>
              <Strong>{number}</Strong>
              {assistantNumber ? <Muted>{t`Assistant: ${assistantNumber}`}</Muted> : null}
            </Td>
            <Td>{formatDirection(row.direction)}</Td>
            <Numeric>{formatCallDuration(row.duration)}</Numeric>
            <Td>
              <Badge tone={callStatusTone(row.status)}>{callStatusLabel(row.status)}</Badge>
              {row.transferred_to ? <Muted>{transferText(row, 40)}</Muted> : null}
            </Td>
            <Numeric>{formatCallCost(row.cost)}</Numeric>
            {scope.admin ? (
              <Td>
                <div>{row.user_name ?? '—'}</div>
                {row.user_email ? <Muted>{row.user_email}</Muted> : null}
              </Td>
            ) : null}
            {scope.platformAdmin ? <Td>{row.reseller_name ?? t`Main site`}</Td> : null}
            <Td>
              <ViewLink
                to={callPath(scope.listPath, row.call_id)}
                state={{ listSearch }}
                aria-label={
                  when
                    ? t`View the call with ${number} at ${when}`
                    : t`View the call with ${number}`
                }
              >
                <Trans>View</Trans>
              </ViewLink>
            </Td>
          </Tr>
        );
      })}
    </ListTable>
  );
}
