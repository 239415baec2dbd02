import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { serverMessage, type UsageOverviewRow } from '@voice/api-client';
import {
  Button,
  EmptyState,
  FormField,
  LoadingState,
  MessageBanner,
  PageHeader,
  Pagination,
  Table,
  Td,
  TextInput,
  Th,
  Tr,
  formatMoney,
} from '@voice/ui';
import { useUsageOverviewQuery } from './api/get-usage-overview';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

const SearchForm = styled.form`
  display: flex;
  gap: 0.75rem;
  align-items: flex-end;
  max-width: 32rem;
  & > div {
    flex: 1;
  }
  & > button {
    margin-bottom: 1rem;
  }
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Over = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const date = (value: string) => dateFormat.format(new Date(value));

/** "12 / 100", "12 / Unlimited", or "—" without a plan. */
export function minutesText(row: UsageOverviewRow): string {
  if (row.minutes_limit === null) return '—';
  return `${row.minutes_used} / ${row.is_unlimited ? 'Unlimited' : row.minutes_limit}`;
}

/** /admin/usage-overview: minutes and overage of each of the tenant's users this billing period. */
export default function UsageOverviewPage() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const [dismissed, setDismissed] = useState(false);
  const list = useUsageOverviewQuery(page, search);

  const update = (next: { page?: number; search?: string }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      const values = { page: String(next.page ?? page), search: next.search ?? search };
      if (values.page !== '1') out.set('page', values.page);
      else out.delete('page');
      if (values.search) out.set('search', values.search);
      else out.delete('search');
      return out;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ page: 1, search: draft.trim() });
  };

  let body;
  if (list.isPending) body = <LoadingState text="Loading usage..." />;
  else if (list.isError) {
    body = (
      <>
        <MessageBanner
          tone="error"
          message={dismissed ? '' : (serverMessage(list.error) ?? 'Failed to load usage')}
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
      <EmptyState
        title="No users"
        description={search ? 'No user matches this search.' : 'No user has signed up yet.'}
      />
    );
  } else {
    body = (
      <>
        <Table label="Usage per user" aria-label="Usage per user">
          <thead>
            <tr>
              <Th scope="col">User</Th>
              <Th scope="col">Plan</Th>
              <Th scope="col">Minutes used / limit</Th>
              <Th scope="col">Overage</Th>
              <Th scope="col">Billing period</Th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((row) => (
              <Tr key={row.id}>
                <Td>
                  <div>{row.name}</div>
                  <Muted>{row.email}</Muted>
                  {row.reseller_name ? <Muted>{row.reseller_name}</Muted> : null}
                </Td>
                <Td>{row.plan ?? <Muted>No plan</Muted>}</Td>
                <Td>{minutesText(row)}</Td>
                <Td>
                  {row.overage_minutes > 0 ? (
                    <Over>
                      {row.overage_minutes} min · {formatMoney(row.overage_cost)}
                    </Over>
                  ) : (
                    'None'
                  )}
                </Td>
                <Td>
                  {row.billing_period_start && row.billing_period_end
                    ? `${date(row.billing_period_start)} – ${date(row.billing_period_end)}`
                    : '—'}
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
        <Pagination
          currentPage={list.data.pagination.current_page}
          lastPage={list.data.pagination.last_page}
          onPageChange={(next) => update({ page: next })}
          label="Usage pages"
        />
      </>
    );
  }

  return (
    <Page>
      <PageHeader
        title="Usage Overview"
        subtitle="Minutes and overage of each user in the current billing period"
      />
      <SearchForm role="search" aria-label="User search" onSubmit={submit}>
        <FormField label="Search users" htmlFor="usage-search">
          <TextInput
            id="usage-search"
            type="search"
            value={draft}
            placeholder="Name or email"
            onChange={(event) => setDraft(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </SearchForm>
      {body}
    </Page>
  );
}
