import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { ConsoleUser } from '@voice/api-client';
import { isPlatformAdmin } from '@voice/contracts';
import { Badge, Button, formatDate, ListTable, Td, Tr, type Tone } from '@voice/ui';
import { Muted } from '../../shared/list-page/list-layout';
import { ROLE_LABELS, canManage, statusLabel } from './user-roles';

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

const DAY: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
};

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
  const { t } = useLingui();
  const columns = [
    t`User`,
    ...(platformAdmin ? [t`Reseller`] : []),
    t`Role`,
    t`Status`,
    t`Created`,
    t`Actions`,
  ];
  return (
    <ListTable label={t`Users`} columns={columns}>
      {rows.map((row) => {
        const { name } = row;
        const roleLabel = ROLE_LABELS[row.role];
        const status = statusLabel(row.status);
        const manageable = canManage(actor, row);
        const self = row.id === actor.id;
        const impersonable =
          platformAdmin && !self && !isPlatformAdmin(row.role) && row.status === 'active';
        return (
          <Tr key={row.id}>
            <Td>
              <div>
                {row.name}
                {self ? t` (you)` : ''}
              </div>
              <Muted>{row.email}</Muted>
            </Td>
            {platformAdmin ? <Td>{row.reseller_name ?? t`Main site`}</Td> : null}
            <Td>{roleLabel ? t(roleLabel) : row.role}</Td>
            <Td>
              <Badge tone={STATUS_TONES[row.status] ?? 'neutral'}>
                {status ? t(status) : row.status}
              </Badge>
            </Td>
            <Td>
              <time dateTime={row.created_at}>{formatDate(row.created_at, DAY)}</time>
            </Td>
            <Td>
              <Actions>
                {manageable ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t`Edit ${name}`}
                    onClick={() => onEdit(row)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                ) : null}
                {manageable && row.status !== 'suspended' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t`Send password reset to ${name}`}
                    onClick={() => onPasswordReset(row)}
                  >
                    <Trans>Send password reset</Trans>
                  </Button>
                ) : null}
                {impersonable ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t`Log in as ${name}`}
                    onClick={() => onLoginAs(row)}
                  >
                    <Trans>Log in as</Trans>
                  </Button>
                ) : null}
                {manageable && !self ? (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t`Delete ${name}`}
                    onClick={() => onDelete(row)}
                  >
                    <Trans>Delete</Trans>
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
