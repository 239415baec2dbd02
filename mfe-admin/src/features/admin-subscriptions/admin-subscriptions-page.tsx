import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import {
  Badge,
  Button,
  EmptyState,
  FormField,
  LoadingState,
  MessageBanner,
  PageHeader,
  Pagination,
  Select,
  Table,
  Td,
  Th,
  Tr,
  formatMoney,
  subscriptionStatusTone,
} from '@voice/ui';
import { useAdminSubscriptionsQuery } from './api/get-admin-subscriptions';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

const Filter = styled.div`
  max-width: 16rem;
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

export const STATUS_FILTERS = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'active', label: 'Active' },
  { value: 'past_due', label: 'Past due' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Expired' },
] as const;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const date = (value: string | null) => (value ? dateFormat.format(new Date(value)) : '—');
const label = (status: string) =>
  STATUS_FILTERS.find((item) => item.value === status)?.label ?? status;

/** /admin/subscriptions: the tenant's subscriptions (platform admins: every tenant's), paged, by status. */
export default function AdminSubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const status = STATUS_FILTERS.some((item) => item.value === params.get('status'))
    ? (params.get('status') as string)
    : '';
  const list = useAdminSubscriptionsQuery(page, status);
  const [dismissed, setDismissed] = useState(false);

  const update = (next: { page?: number; status?: string }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      const values = { page: String(next.page ?? page), status: next.status ?? status };
      if (values.page !== '1') out.set('page', values.page);
      else out.delete('page');
      if (values.status) out.set('status', values.status);
      else out.delete('status');
      return out;
    });

  let body;
  if (list.isPending) body = <LoadingState text="Loading subscriptions..." />;
  else if (list.isError) {
    body = (
      <>
        <MessageBanner
          tone="error"
          message={dismissed ? '' : (serverMessage(list.error) ?? 'Failed to load subscriptions')}
          onDismiss={() => setDismissed(true)}
          autoHideMs={0}
        />
        <Button variant="secondary" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </>
    );
  } else if (list.data.data.length === 0) {
    body = (
      <EmptyState title="No subscriptions" description="No subscription matches this filter." />
    );
  } else {
    body = (
      <>
        <Table label="Subscriptions" aria-label="Subscriptions">
          <thead>
            <tr>
              <Th scope="col">User</Th>
              <Th scope="col">Package</Th>
              <Th scope="col">Amount</Th>
              <Th scope="col">Status</Th>
              <Th scope="col">Current period</Th>
              <Th scope="col">Created</Th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((row) => (
              <Tr key={row.id}>
                <Td>
                  <div>{row.user.name}</div>
                  <Muted>{row.user.email}</Muted>
                  {row.reseller_name ? <Muted>{row.reseller_name}</Muted> : null}
                </Td>
                <Td>
                  <div>{row.package.name}</div>
                  {row.is_custom ? <Muted>Custom</Muted> : null}
                </Td>
                <Td>
                  {formatMoney(row.amount)} / {row.billing_interval === 'yearly' ? 'year' : 'month'}
                </Td>
                <Td>
                  <Badge tone={subscriptionStatusTone(row.status)}>{label(row.status)}</Badge>
                  {row.cancel_at_period_end ? <Muted>Ends at period end</Muted> : null}
                </Td>
                <Td>
                  {row.current_period_start
                    ? `${date(row.current_period_start)} – ${date(row.current_period_end)}`
                    : '—'}
                </Td>
                <Td>{date(row.created_at)}</Td>
              </Tr>
            ))}
          </tbody>
        </Table>
        <Pagination
          currentPage={list.data.pagination.current_page}
          lastPage={list.data.pagination.last_page}
          onPageChange={(next) => update({ page: next })}
          label="Subscriptions pages"
        />
      </>
    );
  }

  return (
    <Page>
      <PageHeader
        title="Subscriptions"
        subtitle="Every plan and custom subscription of your users"
      />
      <Filter>
        <FormField label="Status" htmlFor="subscription-status">
          <Select
            id="subscription-status"
            value={status}
            onChange={(event) => update({ page: 1, status: event.target.value })}
          >
            {STATUS_FILTERS.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </Select>
        </FormField>
      </Filter>
      {body}
    </Page>
  );
}
