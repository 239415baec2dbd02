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
  return (
    <ListTable
      label="Calls"
      columns={[
        'Start time',
        'Assistant',
        'Number',
        'Direction',
        'Duration',
        'Status',
        'Cost',
        scope.admin && 'Owner',
        scope.platformAdmin && 'Tenant',
        { hidden: 'Details' },
      ]}
    >
      {rows.map((row) => {
        const number = callerOf(row.customer_number, row.direction);
        const when = formatDateTime(row.start_time);
        return (
          <Tr key={`${row.id}-${row.call_id}`}>
            <Td>
              <StartTime iso={row.start_time} />
            </Td>
            <Td>{row.assistant_name ?? 'Unknown assistant'}</Td>
            <Td>
              <Strong>{number}</Strong>
              {row.phone_number ? <Muted>{`Assistant: ${row.phone_number}`}</Muted> : null}
            </Td>
            <Td>{formatDirection(row.direction)}</Td>
            <Numeric>{formatCallDuration(row.duration)}</Numeric>
            <Td>
              <Badge tone={callStatusTone(row.status)}>{row.status}</Badge>
              {row.transferred_to ? <Muted>{transferText(row, 40)}</Muted> : null}
            </Td>
            <Numeric>{formatCallCost(row.cost)}</Numeric>
            {scope.admin ? (
              <Td>
                <div>{row.user_name ?? '—'}</div>
                {row.user_email ? <Muted>{row.user_email}</Muted> : null}
              </Td>
            ) : null}
            {scope.platformAdmin ? <Td>{row.reseller_name ?? 'Main site'}</Td> : null}
            <Td>
              <ViewLink
                to={callPath(scope.listPath, row.call_id)}
                state={{ listSearch }}
                aria-label={`View the call with ${number}${when ? ` at ${when}` : ''}`}
              >
                View
              </ViewLink>
            </Td>
          </Tr>
        );
      })}
    </ListTable>
  );
}
