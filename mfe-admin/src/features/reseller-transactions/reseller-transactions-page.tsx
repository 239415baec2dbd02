import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Badge,
  formatDate,
  formatMoney,
  PageContainer,
  PagedTable,
  PageHeader,
  Td,
  Tr,
} from '@voice/ui';
import { Muted } from '../../shared/list-page/list-layout';
import { useListParams } from '../../shared/list-page/use-list-params';
import { useResellerTransactionsQuery } from './api/get-reseller-transactions';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
};

/** How a payment's status reads; another value is shown capitalised. */
const STATUS_LABELS: Record<string, MessageDescriptor | undefined> = {
  pending: msg`Pending`,
  completed: msg`Completed`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
};

/** /super-admin/reseller-transactions: what resellers paid the platform for their packages, newest first. */
export default function ResellerTransactionsPage() {
  const { t } = useLingui();
  const { page, update } = useListParams();
  const statusText = (status: string) => {
    const known = STATUS_LABELS[status];
    return known ? t(known) : status.charAt(0).toUpperCase() + status.slice(1);
  };
  const list = useResellerTransactionsQuery(page);

  const body = (
    <PagedTable
      query={list}
      loadingText={t`Loading reseller transactions...`}
      failedText={t`Failed to load reseller transactions`}
      empty={{
        title: t`No reseller transactions`,
        description: t`No reseller has paid the platform yet.`,
      }}
      pagesLabel={t`Reseller transactions pages`}
      onPageChange={(next) => update({ page: next })}
      label={t`Reseller transactions`}
      columns={[t`Date (UTC)`, t`Reseller`, t`Description`, t`Amount`, t`Status`, t`Reference`]}
      row={(row) => (
        <Tr key={row.id}>
          <Td>{formatDate(row.created_at, DATE_TIME)}</Td>
          <Td>
            {row.reseller ? (
              <>
                <div>{row.reseller.org_name}</div>
                <Muted>{row.reseller.subdomain}</Muted>
              </>
            ) : (
              '—'
            )}
          </Td>
          <Td>{row.description ?? '—'}</Td>
          <Td>
            {formatMoney(row.amount)} {row.currency}
          </Td>
          <Td>
            <Badge tone={row.status === 'completed' ? 'success' : 'neutral'}>
              {statusText(row.status)}
            </Badge>
          </Td>
          <Td>
            <div>{row.reference ?? '—'}</div>
            {row.provider ? <Muted>{row.provider}</Muted> : null}
          </Td>
        </Tr>
      )}
    />
  );

  return (
    <PageContainer>
      <PageHeader
        title={t`Reseller Transactions`}
        subtitle={t`What resellers paid the platform for their packages`}
      />
      {body}
    </PageContainer>
  );
}
