import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import type { ResellerBillingStatus } from '@voice/contracts';
import {
  Badge,
  Button,
  EmptyState,
  FormField,
  formatMoney,
  LoadingState,
  MessageBanner,
  PageHeader,
  Pagination,
  Select,
  Table,
  Td,
  TextInput,
  Th,
  Tr,
  type Tone,
} from '@voice/ui';
import { useResellerSubscriptionsQuery } from './api/get-reseller-subscriptions';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1rem;
  & > div {
    min-width: 14rem;
  }
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

export const RESELLER_STATUS_FILTERS = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const date = (value: string | null) => (value ? dateFormat.format(new Date(value)) : '—');
const label = (status: string) =>
  RESELLER_STATUS_FILTERS.find((item) => item.value === status)?.label ?? status;

function tone(status: string): Tone {
  if (status === 'active') return 'success';
  if (status === 'pending') return 'warning';
  return 'danger';
}

/** /super-admin/reseller-subscriptions: every reseller's package with the platform, paged and filtered. */
export default function ResellerSubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const status = (
    RESELLER_STATUS_FILTERS.some((item) => item.value === params.get('status'))
      ? params.get('status')
      : ''
  ) as ResellerBillingStatus | '';
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const list = useResellerSubscriptionsQuery({ page, status, search });

  const update = (next: { page?: number; status?: string; search?: string }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      const values = {
        page: String(next.page ?? page),
        status: next.status ?? status,
        search: next.search ?? search,
      };
      for (const [key, value] of Object.entries(values)) {
        if (value && !(key === 'page' && value === '1')) out.set(key, value);
        else out.delete(key);
      }
      return out;
    });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ page: 1, search: draft.trim() });
  };

  let body;
  if (list.isPending) body = <LoadingState text="Loading reseller subscriptions..." />;
  else if (list.isError) {
    body = (
      <>
        <MessageBanner
          tone="error"
          message={serverMessage(list.error) ?? 'Failed to load reseller subscriptions'}
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
        title="No reseller subscriptions"
        description="No reseller subscription matches these filters."
      />
    );
  } else {
    body = (
      <>
        <Table label="Reseller subscriptions" aria-label="Reseller subscriptions">
          <thead>
            <tr>
              <Th scope="col">Reseller</Th>
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
                  <div>{row.reseller.org_name}</div>
                  <Muted>{row.reseller.subdomain}</Muted>
                </Td>
                <Td>{row.package.name}</Td>
                <Td>
                  {formatMoney(row.amount)} / {row.billing_interval === 'yearly' ? 'year' : 'month'}
                </Td>
                <Td>
                  <Badge tone={tone(row.status)}>{label(row.status)}</Badge>
                  {row.last_payment_error ? <Muted>{row.last_payment_error}</Muted> : null}
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
          label="Reseller subscriptions pages"
        />
      </>
    );
  }

  return (
    <Page>
      <PageHeader
        title="Reseller Subscriptions"
        subtitle="Every reseller's package with the platform"
      />
      <Filters onSubmit={onSearch} role="search" aria-label="Filter reseller subscriptions">
        <FormField label="Status" htmlFor="reseller-subscription-status">
          <Select
            id="reseller-subscription-status"
            value={status}
            onChange={(event) => update({ page: 1, status: event.target.value })}
          >
            {RESELLER_STATUS_FILTERS.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Reseller" htmlFor="reseller-subscription-search">
          <TextInput
            id="reseller-subscription-search"
            value={draft}
            placeholder="Name or subdomain"
            onChange={(event) => setDraft(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Filters>
      {body}
    </Page>
  );
}
