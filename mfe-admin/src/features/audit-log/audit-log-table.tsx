import { useState } from 'react';
import type { AuditLogEntry } from '@voice/contracts';
import { Button, ListTable, Modal, Td, Tr } from '@voice/ui';
import { Muted } from '../../shared/list-page/list-layout';
import { actionLabel } from './audit-actions';
import { AuditChanges } from './audit-changes';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: 'UTC',
});

/** "Mar 3, 2026, 10:00:00 UTC" */
export function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${timeFormat.format(date)} UTC`;
}

/** Who acted: the impersonator, "as" the impersonated user, when there was one; else the actor. */
function Actor({ entry }: { entry: AuditLogEntry }) {
  if (entry.impersonator_email) {
    return (
      <>
        <div>{entry.impersonator_email}</div>
        <Muted>as {entry.actor_email ?? 'a deleted user'}</Muted>
      </>
    );
  }
  return (
    <>
      <div>{entry.actor_email ?? 'System'}</div>
      {entry.actor_role ? <Muted>{entry.actor_role}</Muted> : null}
    </>
  );
}

function Target({ entry }: { entry: AuditLogEntry }) {
  if (!entry.target_type && !entry.target_label) return <>—</>;
  return (
    <>
      <div>{entry.target_label ?? entry.target_id ?? '—'}</div>
      {entry.target_type ? <Muted>{entry.target_type}</Muted> : null}
    </>
  );
}

export interface AuditLogTableProps {
  rows: AuditLogEntry[];
  /** Show each entry's tenant (platform admins' log of every tenant). */
  showTenant: boolean;
}

/** The entries, newest first; "Details" opens the entry's before/after. */
export function AuditLogTable({ rows, showTenant }: AuditLogTableProps) {
  const [open, setOpen] = useState<AuditLogEntry | null>(null);
  const columns = [
    'Time',
    'Actor',
    'Action',
    'Target',
    ...(showTenant ? ['Tenant'] : []),
    'IP',
    'Changes',
  ];
  return (
    <>
      <ListTable label="Audit log" columns={columns}>
        {rows.map((entry) => (
          <Tr key={entry.id}>
            <Td>
              <time dateTime={entry.created_at}>{formatTime(entry.created_at)}</time>
            </Td>
            <Td>
              <Actor entry={entry} />
            </Td>
            <Td>
              <div>{actionLabel(entry.action)}</div>
              <Muted>{entry.action}</Muted>
            </Td>
            <Td>
              <Target entry={entry} />
            </Td>
            {showTenant ? <Td>{entry.reseller_name ?? 'Main site'}</Td> : null}
            <Td>{entry.ip ?? '—'}</Td>
            <Td>
              <Button
                variant="secondary"
                size="sm"
                aria-haspopup="dialog"
                aria-label={`Details of ${actionLabel(entry.action)} at ${formatTime(entry.created_at)}`}
                onClick={() => setOpen(entry)}
              >
                Details
              </Button>
            </Td>
          </Tr>
        ))}
      </ListTable>
      <Modal
        open={open !== null}
        title={open ? actionLabel(open.action) : ''}
        onClose={() => setOpen(null)}
        size="lg"
      >
        {open ? (
          <>
            <p>
              {formatTime(open.created_at)} ·{' '}
              {open.impersonator_email
                ? `${open.impersonator_email} as ${open.actor_email ?? 'a deleted user'}`
                : (open.actor_email ?? 'System')}
              {open.target_label ? ` · ${open.target_label}` : ''}
              {open.ip ? ` · IP ${open.ip}` : ''}
            </p>
            {open.user_agent ? <Muted>{open.user_agent}</Muted> : null}
            <AuditChanges changes={open.changes} />
          </>
        ) : null}
      </Modal>
    </>
  );
}
