import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Code } from '../../shared/provider-settings/settings-layout';
import { CopyButton } from './copy-button';

/**
 * What a reseller adds at its DNS host and how the check of it went: shared by the custom domain page and the email
 * sender page (its SPF and DKIM records on the same DNS check).
 */

type CheckStatus = 'pending' | 'verified' | 'failed';

export const DNS_CHECK_STATUS: Record<
  CheckStatus,
  { label: MessageDescriptor; tone: 'success' | 'warning' | 'danger' }
> = {
  pending: { label: msg`Waiting for DNS`, tone: 'warning' },
  verified: { label: msg`Verified`, tone: 'success' },
  failed: { label: msg`Not verified`, tone: 'danger' },
};

/** Why the last check failed, as the DNS answered. */
export const CheckError = styled.p`
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;

/** Each field of a record: its name, then its value (wrapping anywhere) with a Copy button beside it. */
const Fields = styled.dl`
  margin: 0.5rem 0 1.25rem;
  > div {
    display: grid;
    grid-template-columns: 4.5rem minmax(0, 1fr);
    align-items: center;
    gap: 0.5rem 0.75rem;
    padding: 0.35rem 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    min-width: 0;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
  }
  dd > code {
    min-width: 0;
  }
`;

/**
 * A record to add: its type, name and value, the last two with Copy buttons ("Copy the SPF record's name"; `kind`
 * is what the record is called on its page, its type by default).
 */
export function DnsRecordFields({
  record,
  kind = record.type,
  label,
}: {
  record: { type: string; name: string; value: string };
  kind?: string;
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <Fields aria-label={label}>
      <div>
        <dt>
          <Trans>Type</Trans>
        </dt>
        <dd>
          <Code>{record.type}</Code>
        </dd>
      </div>
      {(['name', 'value'] as const).map((part) => (
        <div key={part}>
          <dt>{part === 'name' ? t`Name` : t`Value`}</dt>
          <dd>
            <Code>{record[part]}</Code>
            <CopyButton
              value={record[part]}
              label={
                part === 'name'
                  ? t`Copy the ${kind} record's name`
                  : t`Copy the ${kind} record's value`
              }
            />
          </dd>
        </div>
      ))}
    </Fields>
  );
}
