import styled from 'styled-components';
import {
  Badge,
  FilterSelect,
  formatMoney,
  optionLabel,
  optionValue,
  PageContainer,
  PagedTable,
  PageHeader,
  subscriptionStatusTone,
  Td,
  Tr,
} from '@voice/ui';
import { Muted } from '../../shared/list-page/list-layout';
import { statusFilters } from '../../shared/list-page/filters';
import { formatDay as date, formatPeriod } from '../../shared/list-page/format';
import { useListParams } from '../../shared/list-page/use-list-params';
import { useAdminSubscriptionsQuery } from './api/get-admin-subscriptions';

const Filter = styled.div`
  max-width: 16rem;
`;

export const STATUS_FILTERS = statusFilters([
  'pending',
  'active',
  'past_due',
  'cancelled',
  'expired',
]);

const label = (status: string) => optionLabel(STATUS_FILTERS, status);

/** /admin/subscriptions: the tenant's subscriptions (platform admins: every tenant's), paged, by status. */
export default function AdminSubscriptionsPage() {
  const { params, page, update } = useListParams();
  const status = optionValue(STATUS_FILTERS, params.get('status'));
  const list = useAdminSubscriptionsQuery(page, status);

  const body = (
    <PagedTable
      query={list}
      loadingText="Loading subscriptions..."
      failedText="Failed to load subscriptions"
      empty={{ title: 'No subscriptions', description: 'No subscription matches this filter.' }}
      pagesLabel="Subscriptions pages"
      onPageChange={(next) => update({ page: next, status })}
      label="Subscriptions"
      columns={['User', 'Package', 'Amount', 'Status', 'Current period', 'Created']}
      row={(row) => (
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
          <Td>{formatPeriod(row.current_period_start, row.current_period_end)}</Td>
          <Td>{date(row.created_at)}</Td>
        </Tr>
      )}
    />
  );

  return (
    <PageContainer>
      <PageHeader
        title="Subscriptions"
        subtitle="Every plan and custom subscription of your users"
      />
      <Filter>
        <FilterSelect
          id="subscription-status"
          label="Status"
          value={status}
          options={STATUS_FILTERS}
          onChange={(value) => update({ page: 1, status: value })}
        />
      </Filter>
      {body}
    </PageContainer>
  );
}
