import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { UsageOverviewRow } from '@voice/api-client';
import { formatMoney, PageContainer, PagedTable, PageHeader, SearchBox, Td, Tr } from '@voice/ui';
import { i18n } from '@voice/ui/core';
import { Muted } from '../../shared/list-page/list-layout';
import { formatDay as date } from '../../shared/list-page/format';
import { useListParams } from '../../shared/list-page/use-list-params';
import { useUsageOverviewQuery } from './api/get-usage-overview';

const Over = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** "12 / 100", "12 / Unlimited" (in the page's language), or "—" without a plan. */
export function minutesText(row: UsageOverviewRow): string {
  if (row.minutes_limit === null) return '—';
  return `${row.minutes_used} / ${row.is_unlimited ? i18n._(msg`Unlimited`) : row.minutes_limit}`;
}

/** /admin/usage-overview: minutes and overage of each of the tenant's users this billing period. */
export default function UsageOverviewPage() {
  const { t } = useLingui();
  const { params, page, update } = useListParams();
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const list = useUsageOverviewQuery(page, search);

  const body = (
    <PagedTable
      query={list}
      loadingText={t`Loading usage...`}
      failedText={t`Failed to load usage`}
      empty={{
        title: t`No users`,
        description: search ? t`No user matches this search.` : t`No user has signed up yet.`,
      }}
      pagesLabel={t`Usage pages`}
      onPageChange={(next) => update({ page: next, search })}
      label={t`Usage per user`}
      columns={[t`User`, t`Plan`, t`Billed minutes used / limit`, t`Overage`, t`Billing period`]}
      row={(row) => {
        const overage = row.overage_minutes;
        const cost = formatMoney(row.overage_cost);
        const start = date(row.billing_period_start);
        const end = date(row.billing_period_end);
        return (
          <Tr key={row.id}>
            <Td>
              <div>{row.name}</div>
              <Muted>{row.email}</Muted>
              {row.reseller_name ? <Muted>{row.reseller_name}</Muted> : null}
            </Td>
            <Td>
              {row.plan ?? (
                <Muted>
                  <Trans>No plan</Trans>
                </Muted>
              )}
            </Td>
            <Td>{minutesText(row)}</Td>
            <Td>
              {row.overage_minutes > 0 ? (
                <Over>
                  <Trans>
                    {overage} min · {cost}
                  </Trans>
                </Over>
              ) : (
                t`None`
              )}
            </Td>
            <Td>
              {row.billing_period_start && row.billing_period_end ? `${start} – ${end}` : '—'}
            </Td>
          </Tr>
        );
      }}
    />
  );

  return (
    <PageContainer>
      <PageHeader
        title={t`Usage Overview`}
        subtitle={t`Billed minutes (each call rounded up) and overage of each user in the current billing period`}
      />
      <SearchBox
        id="usage-search"
        name={t`User search`}
        label={t`Search users`}
        value={draft}
        placeholder={t`Name or email`}
        onChange={setDraft}
        onSearch={() => update({ page: 1, search: draft.trim() })}
      />
      {body}
    </PageContainer>
  );
}
