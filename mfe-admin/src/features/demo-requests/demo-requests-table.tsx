import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { DEMO_REQUEST_STATUSES, type DemoRequest, type DemoRequestStatus } from '@voice/contracts';
import { Badge, formatDate, ListTable, Select, Td, Tr } from '@voice/ui';
import { Muted } from '../../shared/list-page/list-layout';
import { STATUS_LABELS, STATUS_TONES } from './demo-request-status';

const EmailLink = styled.a`
  color: ${({ theme }) => theme.colors.primaryText};
  overflow-wrap: anywhere;
`;

const Message = styled(Td)`
  min-width: 14rem;
  max-width: 28rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StatusCell = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
`;

const RECEIVED: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
};

export interface DemoRequestsTableProps {
  rows: DemoRequest[];
  /** Platform admins: show which tenant's site each request came from. */
  showTenant: boolean;
  /** The request whose status is being saved (its select is disabled meanwhile). */
  savingId: number | null;
  onStatusChange: (row: DemoRequest, status: DemoRequestStatus) => void;
}

/** The demo requests with their requester, wishes, status badge and status picker. */
export function DemoRequestsTable({
  rows,
  showTenant,
  savingId,
  onStatusChange,
}: DemoRequestsTableProps) {
  const { t } = useLingui();
  return (
    <ListTable
      label={t`Demo requests`}
      columns={[t`Requester`, t`Company`, t`Preferred time`, t`Message`, t`Received`, t`Status`]}
    >
      {rows.map((row) => {
        const { name } = row;
        return (
          <Tr key={row.id}>
            <Td>
              <div>{row.name}</div>
              <Muted>
                <EmailLink href={`mailto:${row.email}`}>{row.email}</EmailLink>
              </Muted>
              {row.phone ? <Muted>{row.phone}</Muted> : null}
              {showTenant ? <Muted>{row.reseller_name ?? t`Main site`}</Muted> : null}
            </Td>
            <Td>{row.company ?? '—'}</Td>
            <Td>{row.preferred_time ?? '—'}</Td>
            <Message>{row.message ?? '—'}</Message>
            <Td>
              <time dateTime={row.created_at}>{formatDate(row.created_at, RECEIVED)}</time>
            </Td>
            <Td>
              <StatusCell>
                <Badge tone={STATUS_TONES[row.status]}>{t(STATUS_LABELS[row.status])}</Badge>
                <Select
                  aria-label={t`Status of the request from ${name}`}
                  value={row.status}
                  disabled={savingId === row.id}
                  onChange={(event) => onStatusChange(row, event.target.value as DemoRequestStatus)}
                >
                  {DEMO_REQUEST_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(STATUS_LABELS[status])}
                    </option>
                  ))}
                </Select>
              </StatusCell>
            </Td>
          </Tr>
        );
      })}
    </ListTable>
  );
}
