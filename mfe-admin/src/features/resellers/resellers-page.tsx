import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ResellerStatus } from '@voice/api-client';
import {
  Badge,
  FilterBar,
  formatNumber,
  FilterSelect,
  onSearchSubmit,
  optionValue,
  PageContainer,
  PagedTable,
  PageHeader,
  SearchButton,
  SearchField,
  Td,
  Tr,
} from '@voice/ui';
import { formatDay } from '../../shared/list-page/format';
import { Muted } from '../../shared/list-page/list-layout';
import { useListParams } from '../../shared/list-page/use-list-params';
import { useResellersQuery } from './api/get-resellers';
import { resellerStatusFilters, resellerStatusLabel, resellerStatusTone } from './reseller-status';
import { SUPER_ADMIN_RESELLER_PATH, fillPath } from '@voice/contracts/paths';

/** /super-admin/resellers and /admin/resellers (platform admins): every reseller, searched and filtered. */
export default function ResellersPage() {
  const { t } = useLingui();
  const RESELLER_STATUS_FILTERS = resellerStatusFilters();
  const { params, page, update } = useListParams();
  const status = optionValue(RESELLER_STATUS_FILTERS, params.get('status')) as ResellerStatus | '';
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const list = useResellersQuery({ page, status, search });
  const onSearch = onSearchSubmit(() => update({ page: 1, status, search: draft.trim() }));

  return (
    <PageContainer>
      <PageHeader title={t`Resellers`} subtitle={t`Every reseller of the platform`} />
      <FilterBar
        as="form"
        $fieldWidth="14rem"
        onSubmit={onSearch}
        role="search"
        aria-label={t`Filter resellers`}
      >
        <FilterSelect
          id="reseller-status"
          label={t`Status`}
          value={status}
          options={RESELLER_STATUS_FILTERS}
          onChange={(value) => update({ page: 1, status: value, search })}
        />
        <SearchField
          id="reseller-search"
          label={t`Search`}
          type="search"
          value={draft}
          placeholder={t`Name, subdomain or email`}
          onChange={setDraft}
        />
        <SearchButton />
      </FilterBar>
      <PagedTable
        query={list}
        loadingText={t`Loading resellers...`}
        failedText={t`Failed to load resellers`}
        empty={{ title: t`No resellers found`, description: t`No reseller matches these filters.` }}
        pagesLabel={t`Resellers pages`}
        onPageChange={(next) => update({ page: next, status, search })}
        label={t`Resellers`}
        columns={[
          t`Reseller`,
          t`Admin`,
          t`Package`,
          t`Users`,
          t`Assistants`,
          t`Status`,
          t`Created`,
        ]}
        row={(row) => (
          <Tr key={row.id}>
            <Td>
              <Link to={fillPath(SUPER_ADMIN_RESELLER_PATH, { id: row.id })}>{row.org_name}</Link>
              <Muted>{row.subdomain}</Muted>
            </Td>
            <Td>
              {row.admin ? (
                <>
                  <div>{row.admin.name}</div>
                  <Muted>{row.admin.email}</Muted>
                </>
              ) : (
                <Muted>
                  <Trans>No admin</Trans>
                </Muted>
              )}
            </Td>
            <Td>{row.package_name ?? '—'}</Td>
            <Td>{formatNumber(row.users_count)}</Td>
            <Td>{formatNumber(row.assistants_count)}</Td>
            <Td>
              <Badge tone={resellerStatusTone(row.status)}>{resellerStatusLabel(row.status)}</Badge>
              {row.status_reason && row.status !== 'active' ? (
                <Muted>{row.status_reason}</Muted>
              ) : null}
            </Td>
            <Td>{formatDay(row.created_at)}</Td>
          </Tr>
        )}
      />
    </PageContainer>
  );
}
