import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  DEMO_REQUEST_STATUSES,
  isPlatformAdmin,
  type DemoRequest,
  type DemoRequestStatus,
} from '@voice/contracts';
import { serverMessage } from '@voice/api-client';
import { useResellersQuery } from '@voice/api-client/queries';
import { useSession } from '@voice/session';
import {
  FilterBar,
  FilterSelect,
  PageContainer,
  PagedList,
  PageHeader,
  SearchBox,
  useToast,
} from '@voice/ui';
import { ResellerFilter, resellerParam } from '../../shared/list-page/filters';
import { useListParams } from '../../shared/list-page/use-list-params';
import { useDemoRequestsQuery } from './api/get-demo-requests';
import { useUpdateDemoRequestStatus } from './api/update-demo-request-status';
import { STATUS_LABELS, statusParam } from './demo-request-status';
import { DemoRequestsTable } from './demo-requests-table';

/**
 * /admin/demo-requests: the requests sent through /demo-request, newest first, by status, searchable and
 * paged; the status (new, contacted, closed) is changed in the row. A reseller admin sees its own site's,
 * a platform admin every site's (and may pick one reseller).
 */
export default function DemoRequestsPage() {
  const toast = useToast();
  const { t } = useLingui();
  const STATUS_OPTIONS = [
    { value: '', label: t`All statuses` },
    ...DEMO_REQUEST_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) })),
  ];
  const platformAdmin = isPlatformAdmin(useSession((s) => s.user?.role));
  const resellers = useResellersQuery(platformAdmin);
  const { params, page, update } = useListParams();
  const status = statusParam(params.get('status'));
  const search = params.get('search') ?? '';
  const resellerId = platformAdmin ? resellerParam(params.get('reseller_id')) : '';
  const [draft, setDraft] = useState(search);
  const filters = { status, search, reseller_id: resellerId };
  const list = useDemoRequestsQuery({
    page,
    ...(status ? { status } : {}),
    ...(search ? { search } : {}),
    ...(resellerId ? { reseller_id: resellerId } : {}),
  });
  const changeStatus = useUpdateDemoRequestStatus();
  const filtered = Boolean(status || search || resellerId);

  const onStatusChange = (row: DemoRequest, next: DemoRequestStatus) => {
    if (next === row.status) return;
    changeStatus.mutate(
      { id: row.id, status: next },
      {
        onSuccess: () => {
          const { name } = row;
          const label = t(STATUS_LABELS[next]);
          toast.success(t`The request from ${name} is now ${label}.`);
        },
        onError: (error) =>
          toast.error(serverMessage(error) ?? t`Failed to update the demo request.`),
      },
    );
  };

  return (
    <PageContainer>
      <PageHeader
        title={t`Demo Requests`}
        subtitle={t`Demo requests sent by your users, newest first`}
      />
      <FilterBar $fieldWidth="12rem">
        <FilterSelect
          id="demo-requests-status"
          label={t`Status`}
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => update({ ...filters, page: 1, status: value })}
        />
        {platformAdmin ? (
          <ResellerFilter
            id="demo-requests-reseller"
            value={resellerId}
            resellers={resellers.data}
            onChange={(value) => update({ ...filters, page: 1, reseller_id: value })}
          />
        ) : null}
        <SearchBox
          id="demo-requests-search"
          name={t`Demo request search`}
          value={draft}
          placeholder={t`Name, email, company or phone`}
          onChange={setDraft}
          onSearch={() => update({ ...filters, page: 1, search: draft.trim() })}
        />
      </FilterBar>
      <PagedList
        query={list}
        loadingText={t`Loading demo requests...`}
        failedText={t`Failed to load demo requests`}
        empty={
          filtered
            ? {
                title: t`No demo requests found`,
                description: t`No demo request matches these filters.`,
              }
            : {
                title: t`No demo requests yet`,
                description: t`Requests sent through the Request Demo page will appear here.`,
              }
        }
        pagesLabel={t`Demo request pages`}
        onPageChange={(next) => update({ ...filters, page: next })}
      >
        {(rows) => (
          <DemoRequestsTable
            rows={rows}
            showTenant={platformAdmin}
            savingId={changeStatus.isPending ? (changeStatus.variables?.id ?? null) : null}
            onStatusChange={onStatusChange}
          />
        )}
      </PagedList>
    </PageContainer>
  );
}
