import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
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

/** The status filter's options, in the page's language (call it at render time). */
export const resellerStatusFilters = () =>
  statusFilters(['pending', 'active', 'expired', 'cancelled']);

function tone(status: string): Tone {
  if (status === 'active') return 'success';
  if (status === 'pending') return 'warning';
  return 'danger';
}

/** /super-admin/reseller-subscriptions: every reseller's package with the platform, paged and filtered. */
export default function ResellerSubscriptionsPage() {
  const { t } = useLingui();
  const RESELLER_STATUS_FILTERS = resellerStatusFilters();
  const label = (value: string) => optionLabel(RESELLER_STATUS_FILTERS, value);
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
      loadingText={t`Loading reseller subscriptions...`}
      failedText={t`Failed to load reseller subscriptions`}
      empty={{
        title: t`No reseller subscriptions`,
        description: t`No reseller subscription matches these filters.`,
      }}
      pagesLabel={t`Reseller subscriptions pages`}
      onPageChange={(next) => update({ page: next, status, search })}
      label={t`Reseller subscriptions`}
      columns={[t`Reseller`, t`Package`, t`Amount`, t`Status`, t`Current period`, t`Created`]}
      row={(row) => {
        const amount = formatMoney(row.amount);
        return (
          <Tr key={row.id}>
            <Td>
              <div>{row.reseller.org_name}</div>
              <Muted>{row.reseller.subdomain}</Muted>
            </Td>
            <Td>{row.package.name}</Td>
            <Td>
              {row.billing_interval === 'yearly' ? t`${amount} / year` : t`${amount} / month`}
            </Td>
            <Td>
              <Badge tone={tone(row.status)}>{label(row.status)}</Badge>
              {row.last_payment_error ? <Muted>{row.last_payment_error}</Muted> : null}
            </Td>
            <Td>{formatPeriod(row.current_period_start, row.current_period_end)}</Td>
            <Td>{date(row.created_at)}</Td>
          </Tr>
        );
      }}
    />
  );

  return (
    <PageContainer>
      <PageHeader
        title={t`Reseller Subscriptions`}
        subtitle={t`Every reseller's package with the platform`}
      />
      <FilterBar
        as="form"
        $fieldWidth="14rem"
        onSubmit={onSearch}
        role="search"
        aria-label={t`Filter reseller subscriptions`}
      >
        <FilterSelect
          id="reseller-subscription-status"
          label={t`Status`}
          value={status}
          options={RESELLER_STATUS_FILTERS}
          onChange={(value) => update({ page: 1, status: value, search })}
        />
        <SearchField
          id="reseller-subscription-search"
          label={t`Reseller`}
          value={draft}
          placeholder={t`Name or subdomain`}
          onChange={setDraft}
        />
        <SearchButton />
      </FilterBar>
      {body}
    </PageContainer>
  );
}
