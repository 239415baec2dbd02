import { useState } from 'react';
import type { ResellerBillingStatus } from '@voice/contracts';
import {
  Badge,
  FilterBar,
  FilterSelect,
  formatMoney,
  onSearchSubmit,
  optionLabel,
  optionValue,
  PageContainer,
  PagedTable,
  PageHeader,
  SearchButton,
  SearchField,
  Td,
  Tr,
  type Tone,
} from '@voice/ui';
import { Muted } from '../../shared/list-page/list-layout';
import { statusFilters } from '../../shared/list-page/filters';
import { formatDay as date, formatPeriod } from '../../shared/list-page/format';
import { useListParams } from '../../shared/list-page/use-list-params';
import { useResellerSubscriptionsQuery } from './api/get-reseller-subscriptions';

export const RESELLER_STATUS_FILTERS = statusFilters(['pending', 'active', 'expired', 'cancelled']);

const label = (status: string) => optionLabel(RESELLER_STATUS_FILTERS, status);

function tone(status: string): Tone {
  if (status === 'active') return 'success';
  if (status === 'pending') return 'warning';
  return 'danger';
}

/** /super-admin/reseller-subscriptions: every reseller's package with the platform, paged and filtered. */
export default function ResellerSubscriptionsPage() {
  const { params, page, update } = useListParams();
  const status = optionValue(RESELLER_STATUS_FILTERS, params.get('status')) as
    ResellerBillingStatus | '';
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const list = useResellerSubscriptionsQuery({ page, status, search });

  const onSearch = onSearchSubmit(() => update({ page: 1, status, search: draft.trim() }));

  const body = (
    <PagedTable
      query={list}
      loadingText="Loading reseller subscriptions..."
      failedText="Failed to load reseller subscriptions"
      empty={{
        title: 'No reseller subscriptions',
        description: 'No reseller subscription matches these filters.',
      }}
      pagesLabel="Reseller subscriptions pages"
      onPageChange={(next) => update({ page: next, status, search })}
      label="Reseller subscriptions"
      columns={['Reseller', 'Package', 'Amount', 'Status', 'Current period', 'Created']}
      row={(row) => (
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
          <Td>{formatPeriod(row.current_period_start, row.current_period_end)}</Td>
          <Td>{date(row.created_at)}</Td>
        </Tr>
      )}
    />
  );

  return (
    <PageContainer>
      <PageHeader
        title="Reseller Subscriptions"
        subtitle="Every reseller's package with the platform"
      />
      <FilterBar
        as="form"
        $fieldWidth="14rem"
        onSubmit={onSearch}
        role="search"
        aria-label="Filter reseller subscriptions"
      >
        <FilterSelect
          id="reseller-subscription-status"
          label="Status"
          value={status}
          options={RESELLER_STATUS_FILTERS}
          onChange={(value) => update({ page: 1, status: value, search })}
        />
        <SearchField
          id="reseller-subscription-search"
          label="Reseller"
          value={draft}
          placeholder="Name or subdomain"
          onChange={setDraft}
        />
        <SearchButton />
      </FilterBar>
      {body}
    </PageContainer>
  );
}
