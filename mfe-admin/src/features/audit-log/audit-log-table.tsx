import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditLogEntry } from '@voice/contracts';
import { Button, formatDate, ListTable, Modal, Td, Tr } from '@voice/ui';
import { Muted } from '../../shared/list-page/list-layout';
import { actionLabel } from './audit-actions';
import { AuditChanges } from './audit-changes';

const TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: 'UTC',
};

/** "Mar 3, 2026, 10:00:00 UTC" (in the page's language) */
export function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${formatDate(date, TIME)} UTC`;
}

/** Who acted: the impersonator, "as" the impersonated user, when there was one; else the actor. */
function Actor({ entry }: { entry: AuditLogEntry }) {
  const { t } = useLingui();
  const actor = entry.actor_email ?? t`a deleted user`;
  if (entry.impersonator_email) {
    return (
      <>
        <div>{entry.impersonator_email}</div>
        <Muted>
          <Trans>as {actor}</Trans>
        </Muted>
      </>
    );
  }
  return (
    <>
      <div>{entry.actor_email ?? t`System`}</div>
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
  const { t } = useLingui();
  const [open, setOpen] = useState<AuditLogEntry | null>(null);
  const columns = [
    t`Time`,
    t`Actor`,
    t`Action`,
    t`Target`,
    ...(showTenant ? [t`Tenant`] : []),
    t`IP`,
    t`Changes`,
  ];
  const openImpersonator = open?.impersonator_email;
  const openIp = open?.ip;
  const openActor = open?.actor_email ?? t`a deleted user`;
  return (
    <>
      <ListTable label={t`Audit log`} columns={columns}>
        {rows.map((entry) => {
          const label = actionLabel(entry.action);
          const time = formatTime(entry.created_at);
          return (
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
              {showTenant ? <Td>{entry.reseller_name ?? t`Main site`}</Td> : null}
              <Td>{entry.ip ?? '—'}</Td>
              <Td>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-haspopup="dialog"
                  aria-label={t`Details of ${label} at ${time}`}
                  onClick={() => setOpen(entry)}
                >
                  <Trans>Details</Trans>
                </Button>
              </Td>
            </Tr>
          );
        })}
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
              {openImpersonator
                ? t`${openImpersonator} as ${openActor}`
                : (open.actor_email ?? t`System`)}
              {open.target_label ? ` · ${open.target_label}` : ''}
              {openIp ? ` · ${t`IP ${openIp}`}` : ''}
            </p>
            {open.user_agent ? <Muted>{open.user_agent}</Muted> : null}
            <AuditChanges changes={open.changes} />
          </>
        ) : null}
      </Modal>
    </>
  );
}
