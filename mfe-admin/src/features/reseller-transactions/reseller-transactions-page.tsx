import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import {
  Badge,
  Button,
  EmptyState,
  formatMoney,
  LoadingState,
  MessageBanner,
  PageHeader,
  Pagination,
  Table,
  Td,
  Th,
  Tr,
} from '@voice/ui';
import { useResellerTransactionsQuery } from './api/get-reseller-transactions';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** /super-admin/reseller-transactions: what resellers paid the platform for their packages, newest first. */
export default function ResellerTransactionsPage() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const list = useResellerTransactionsQuery(page);

  let body;
  if (list.isPending) body = <LoadingState text="Loading reseller transactions..." />;
  else if (list.isError) {
    body = (
      <>
        <MessageBanner
          tone="error"
          message={serverMessage(list.error) ?? 'Failed to load reseller transactions'}
          onDismiss={() => undefined}
          autoHideMs={0}
        />
        <Button variant="secondary" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </>
    );
  } else if (list.data.data.length === 0) {
    body = (
      <EmptyState
        title="No reseller transactions"
        description="No reseller has paid the platform yet."
      />
    );
  } else {
    body = (
      <>
        <Table label="Reseller transactions" aria-label="Reseller transactions">
          <thead>
            <tr>
              <Th scope="col">Date (UTC)</Th>
              <Th scope="col">Reseller</Th>
              <Th scope="col">Description</Th>
              <Th scope="col">Amount</Th>
              <Th scope="col">Status</Th>
              <Th scope="col">Reference</Th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((row) => (
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
            ))}
          </tbody>
        </Table>
        <Pagination
          currentPage={list.data.pagination.current_page}
          lastPage={list.data.pagination.last_page}
          onPageChange={(next) =>
            setParams((current) => {
              const out = new URLSearchParams(current);
              if (next > 1) out.set('page', String(next));
              else out.delete('page');
              return out;
            })
          }
          label="Reseller transactions pages"
        />
      </>
    );
  }

  return (
    <Page>
      <PageHeader
        title="Reseller Transactions"
        subtitle="What resellers paid the platform for their packages"
      />
      {body}
    </Page>
  );
}
