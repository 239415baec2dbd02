import { Trans, useLingui } from '@lingui/react/macro';
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

/** The status filter's options, in the page's language (call it at render time). */
export const subscriptionStatusFilters = () =>
  statusFilters(['pending', 'active', 'past_due', 'cancelled', 'expired']);

/** /admin/subscriptions: the tenant's subscriptions (platform admins: every tenant's), paged, by status. */
export default function AdminSubscriptionsPage() {
  const { t } = useLingui();
  const STATUS_FILTERS = subscriptionStatusFilters();
  const label = (value: string) => optionLabel(STATUS_FILTERS, value);
  const { params, page, update } = useListParams();
  const status = optionValue(STATUS_FILTERS, params.get('status'));
  const list = useAdminSubscriptionsQuery(page, status);

  const body = (
    <PagedTable
      query={list}
      loadingText={t`Loading subscriptions...`}
      failedText={t`Failed to load subscriptions`}
      empty={{ title: t`No subscriptions`, description: t`No subscription matches this filter.` }}
      pagesLabel={t`Subscriptions pages`}
      onPageChange={(next) => update({ page: next, status })}
      label={t`Subscriptions`}
      columns={[t`User`, t`Package`, t`Amount`, t`Status`, t`Current period`, t`Created`]}
      row={(row) => {
        const amount = formatMoney(row.amount);
        return (
          <Tr key={row.id}>
            <Td>
              <div>{row.user.name}</div>
              <Muted>{row.user.email}</Muted>
              {row.reseller_name ? <Muted>{row.reseller_name}</Muted> : null}
            </Td>
            <Td>
              <div>{row.package.name}</div>
              {row.is_custom ? (
                <Muted>
                  <Trans>Custom</Trans>
                </Muted>
              ) : null}
            </Td>
            <Td>
              {row.billing_interval === 'yearly' ? t`${amount} / year` : t`${amount} / month`}
            </Td>
            <Td>
              <Badge tone={subscriptionStatusTone(row.status)}>{label(row.status)}</Badge>
              {row.cancel_at_period_end ? (
                <Muted>
                  <Trans>Ends at period end</Trans>
                </Muted>
              ) : null}
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
        title={t`Subscriptions`}
        subtitle={t`Every plan and custom subscription of your users`}
      />
      <Filter>
        <FilterSelect
          id="subscription-status"
          label={t`Status`}
          value={status}
          options={STATUS_FILTERS}
          onChange={(value) => update({ page: 1, status: value })}
        />
      </Filter>
      {body}
    </PageContainer>
  );
}
