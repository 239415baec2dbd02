import { useState } from 'react';
import styled from 'styled-components';
import type { UsageOverviewRow } from '@voice/api-client';
import { formatMoney, PageContainer, PagedTable, PageHeader, SearchBox, Td, Tr } from '@voice/ui';
import { Muted } from '../../shared/list-page/list-layout';
import { formatDay as date } from '../../shared/list-page/format';
import { useListParams } from '../../shared/list-page/use-list-params';
import { useUsageOverviewQuery } from './api/get-usage-overview';

const Over = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** "12 / 100", "12 / Unlimited", or "—" without a plan. */
export function minutesText(row: UsageOverviewRow): string {
  if (row.minutes_limit === null) return '—';
  return `${row.minutes_used} / ${row.is_unlimited ? 'Unlimited' : row.minutes_limit}`;
}

/** /admin/usage-overview: minutes and overage of each of the tenant's users this billing period. */
export default function UsageOverviewPage() {
  const { params, page, update } = useListParams();
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const list = useUsageOverviewQuery(page, search);

  const body = (
    <PagedTable
      query={list}
      loadingText="Loading usage..."
      failedText="Failed to load usage"
      empty={{
        title: 'No users',
        description: search ? 'No user matches this search.' : 'No user has signed up yet.',
      }}
      pagesLabel="Usage pages"
      onPageChange={(next) => update({ page: next, search })}
      label="Usage per user"
      columns={['User', 'Plan', 'Billed minutes used / limit', 'Overage', 'Billing period']}
      row={(row) => (
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
      )}
    />
  );

  return (
    <PageContainer>
      <PageHeader
        title="Usage Overview"
        subtitle="Billed minutes (each call rounded up) and overage of each user in the current billing period"
      />
      <SearchBox
        id="usage-search"
        name="User search"
        label="Search users"
        value={draft}
        placeholder="Name or email"
        onChange={setDraft}
        onSearch={() => update({ page: 1, search: draft.trim() })}
      />
      {body}
    </PageContainer>
  );
}
