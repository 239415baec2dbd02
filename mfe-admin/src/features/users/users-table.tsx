import styled from 'styled-components';
import type { ConsoleUser } from '@voice/api-client';
import { isPlatformAdmin } from '@voice/contracts';
import { Badge, Button, ListTable, Td, Tr, type Tone } from '@voice/ui';
import { Muted } from '../../shared/list-page/list-layout';
import { ROLE_LABELS, STATUS_LABELS, canManage } from './user-roles';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

const STATUS_TONES: Record<string, Tone> = {
  active: 'success',
  suspended: 'danger',
  inactive: 'neutral',
  pending: 'warning',
};

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export interface UsersTableProps {
  rows: ConsoleUser[];
  actor: { id: number; role: string };
  /** Platform admins: the Reseller column and "Log in as". */
  platformAdmin: boolean;
  onEdit: (user: ConsoleUser) => void;
  onPasswordReset: (user: ConsoleUser) => void;
  onDelete: (user: ConsoleUser) => void;
  onLoginAs: (user: ConsoleUser) => void;
}

/** The users with their role, status and the row's actions. */
export function UsersTable({
  rows,
  actor,
  platformAdmin,
  onEdit,
  onPasswordReset,
  onDelete,
  onLoginAs,
}: UsersTableProps) {
  const columns = [
    'User',
    ...(platformAdmin ? ['Reseller'] : []),
    'Role',
    'Status',
    'Created',
    'Actions',
  ];
  return (
    <ListTable label="Users" columns={columns}>
      {rows.map((row) => {
        const manageable = canManage(actor, row);
        const self = row.id === actor.id;
        const impersonable =
          platformAdmin && !self && !isPlatformAdmin(row.role) && row.status === 'active';
        return (
          <Tr key={row.id}>
            <Td>
              <div>
                {row.name}
                {self ? ' (you)' : ''}
              </div>
              <Muted>{row.email}</Muted>
            </Td>
            {platformAdmin ? <Td>{row.reseller_name ?? 'Main site'}</Td> : null}
            <Td>{ROLE_LABELS[row.role] ?? row.role}</Td>
            <Td>
              <Badge tone={STATUS_TONES[row.status] ?? 'neutral'}>
                {STATUS_LABELS[row.status] ?? row.status}
              </Badge>
            </Td>
            <Td>
              <time dateTime={row.created_at}>{dateFormat.format(new Date(row.created_at))}</time>
            </Td>
            <Td>
              <Actions>
                {manageable ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit ${row.name}`}
                    onClick={() => onEdit(row)}
                  >
                    Edit
                  </Button>
                ) : null}
                {manageable && row.status !== 'suspended' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Send password reset to ${row.name}`}
                    onClick={() => onPasswordReset(row)}
                  >
                    Send password reset
                  </Button>
                ) : null}
                {impersonable ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Log in as ${row.name}`}
                    onClick={() => onLoginAs(row)}
                  >
                    Log in as
                  </Button>
                ) : null}
                {manageable && !self ? (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Delete ${row.name}`}
                    onClick={() => onDelete(row)}
                  >
                    Delete
                  </Button>
                ) : null}
              </Actions>
            </Td>
          </Tr>
        );
      })}
    </ListTable>
  );
}
