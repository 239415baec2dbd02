import { Badge, formatMoney, PageContainer, PagedTable, PageHeader, Td, Tr } from '@voice/ui';
import { Muted } from '../../shared/list-page/list-layout';
import { useListParams } from '../../shared/list-page/use-list-params';
import { useResellerTransactionsQuery } from './api/get-reseller-transactions';

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** /super-admin/reseller-transactions: what resellers paid the platform for their packages, newest first. */
export default function ResellerTransactionsPage() {
  const { page, update } = useListParams();
  const list = useResellerTransactionsQuery(page);

  const body = (
    <PagedTable
      query={list}
      loadingText="Loading reseller transactions..."
      failedText="Failed to load reseller transactions"
      empty={{
        title: 'No reseller transactions',
        description: 'No reseller has paid the platform yet.',
      }}
      pagesLabel="Reseller transactions pages"
      onPageChange={(next) => update({ page: next })}
      label="Reseller transactions"
      columns={['Date (UTC)', 'Reseller', 'Description', 'Amount', 'Status', 'Reference']}
      row={(row) => (
        <Tr key={row.id}>
          <Td>{dateTime.format(new Date(row.created_at))}</Td>
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
              {row.status.charAt(0).toUpperCase() + row.status.slice(1)}
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
        title="Reseller Transactions"
        subtitle="What resellers paid the platform for their packages"
      />
      {body}
    </PageContainer>
  );
}
