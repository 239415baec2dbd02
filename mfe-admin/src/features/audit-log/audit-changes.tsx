import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { AuditLogEntry } from '@voice/contracts';
import { ListTable, Table, Td, Th, Tr, VisuallyHidden } from '@voice/ui';

/** How the server masks a secret in an entry (modules/audit/record.ts). */
export const MASK = '••••';

export interface ChangeRow {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of an entry's before/after, in their order (before's first), each marked changed or not. */
export function changeRows(changes: AuditLogEntry['changes']): ChangeRow[] {
  const before = isObject(changes?.before) ? changes.before : {};
  const after = isObject(changes?.after) ? changes.after : {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: before[field],
    after: after[field],
    changed: JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  }));
}

/** Everything else an entry keeps (route, reason, ...): its keys other than before and after. */
export function detailRows(changes: AuditLogEntry['changes']): [string, unknown][] {
  if (!changes) return [];
  return Object.entries(changes).filter(([key]) => key !== 'before' && key !== 'after');
}

/** "system_prompt" -> "System prompt". */
export function fieldLabel(field: string): string {
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]?.toUpperCase() + words.slice(1) : field;
}

const Pre = styled.span`
  white-space: pre-wrap;
  word-break: break-word;
`;

const Changed = styled(Tr)`
  background: ${({ theme }) => theme.colors.background};
`;

/** A recorded value as text: a masked secret as •••• (read as "hidden secret"), none as an em dash. */
export function ChangeValue({ value }: { value: unknown }) {
  const { t } = useLingui();
  if (value === undefined) return <span aria-label={t`not recorded`}>—</span>;
  if (value === null || value === '')
    return (
      <span>
        <Trans>none</Trans>
      </span>
    );
  if (value === MASK) {
    return (
      <span>
        <span aria-hidden="true">{MASK}</span>
        <VisuallyHidden>
          <Trans>hidden secret</Trans>
        </VisuallyHidden>
      </span>
    );
  }
  if (typeof value === 'boolean') return <span>{value ? t`Yes` : t`No`}</span>;
  if (typeof value === 'string' || typeof value === 'number') return <Pre>{String(value)}</Pre>;
  return <Pre>{JSON.stringify(value)}</Pre>;
}

/** The before/after of an entry as a table (changed fields marked), and its other details. */
export function AuditChanges({ changes }: { changes: AuditLogEntry['changes'] }) {
  const { t } = useLingui();
  const rows = changeRows(changes);
  const details = detailRows(changes);
  if (rows.length === 0 && details.length === 0) {
    return (
      <p>
        <Trans>No field changes were recorded for this action.</Trans>
      </p>
    );
  }
  return (
    <>
      {rows.length > 0 ? (
        <ListTable label={t`Changes`} columns={[t`Field`, t`Before`, t`After`]}>
          {rows.map((row) => {
            const Row = row.changed ? Changed : Tr;
            return (
              <Row key={row.field} data-changed={row.changed}>
                <Th scope="row">
                  {fieldLabel(row.field)}
                  {row.changed ? <VisuallyHidden>{t` (changed)`}</VisuallyHidden> : null}
                </Th>
                <Td>
                  <ChangeValue value={row.before} />
                </Td>
                <Td>
                  <ChangeValue value={row.after} />
                </Td>
              </Row>
            );
          })}
        </ListTable>
      ) : null}
      {details.length > 0 ? (
        <Table label={t`Details`} aria-label={t`Details`}>
          <tbody>
            {details.map(([key, value]) => (
              <Tr key={key}>
                <Th scope="row">{fieldLabel(key)}</Th>
                <Td>
                  <ChangeValue value={value} />
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </>
  );
}
