import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AuditLogQuery } from '@voice/contracts';
import { useResellersQuery } from '@voice/api-client/queries';
import {
  Button,
  fieldA11y,
  FilterBar,
  FilterSelect,
  FormField,
  PageContainer,
  PagedList,
  PageHeader,
  SearchBox,
  TextInput,
} from '@voice/ui';
import { ResellerFilter, resellerParam } from '../../shared/list-page/filters';
import { DownloadError } from '../../shared/list-page/download-error';
import { useListParams } from '../../shared/list-page/use-list-params';
import { useDownloadAuditLogCsv } from './api/download-audit-log-csv';
import { useAuditLogQuery } from './api/get-audit-log';
import { actionOptions, actionParam } from './audit-actions';
import { AuditLogTable } from './audit-log-table';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** ?from= / ?to= from the address: 'YYYY-MM-DD', or '' (open). */
function dayParam(value: string | null): string {
  return value && DAY.test(value) ? value : '';
}

/**
 * The audit log, so an admin can answer 'who changed this, and when': every administrative action with its actor (and
 * the impersonator when there was one), target, IP, time and before/after, newest first, filtered and paged, with a
 * CSV of the filtered entries. `platform`: /super-admin/audit-log, every tenant's (and a reseller filter); otherwise
 * /admin/audit-log, the tenant's.
 */
export function AuditLogScreen({ platform }: { platform: boolean }) {
  const { t } = useLingui();
  const RANGE_INVALID = t`The end date must be on or after the start date.`;
  const scope = { platform };
  const resellers = useResellersQuery(platform);
  const { params, page, update } = useListParams();
  const action = actionParam(params.get('action'));
  const search = params.get('search') ?? '';
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  const resellerId = platform ? resellerParam(params.get('reseller_id')) : '';
  const [draft, setDraft] = useState(search);
  const rangeInvalid = Boolean(from && to && from > to);
  const filters = { action, search, from, to, reseller_id: resellerId };
  const query: Omit<AuditLogQuery, 'per_page'> = {
    page,
    ...(action ? { action } : {}),
    ...(search ? { search } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(resellerId ? { reseller_id: resellerId } : {}),
  };
  const list = useAuditLogQuery(query, scope, !rangeInvalid);
  const download = useDownloadAuditLogCsv(scope);
  const filtered = Boolean(action || search || from || to || resellerId);
  const { page: _page, ...exportFilters } = query;

  return (
    <PageContainer>
      <PageHeader
        title={t`Audit Log`}
        subtitle={
          platform
            ? t`Every administrative action on the platform and its resellers, newest first`
            : t`Every administrative action on your site, newest first`
        }
      />
      <FilterBar>
        <FilterSelect
          id="audit-log-action"
          label={t`Action`}
          value={action}
          options={actionOptions()}
          onChange={(value) => update({ ...filters, page: 1, action: value })}
        />
        {platform ? (
          <ResellerFilter
            id="audit-log-reseller"
            label={t`Tenant`}
            allLabel={t`All tenants`}
            value={resellerId}
            resellers={resellers.data}
            onChange={(value) => update({ ...filters, page: 1, reseller_id: value })}
          />
        ) : null}
        <FormField
          label={t({ message: 'From', context: 'the start of a date range' })}
          htmlFor="audit-log-from"
        >
          <TextInput
            id="audit-log-from"
            type="date"
            value={from}
            onChange={(event) => update({ ...filters, page: 1, from: event.target.value })}
          />
        </FormField>
        <FormField
          label={t({ message: 'To', context: 'the end of a date range' })}
          htmlFor="audit-log-to"
          {...(rangeInvalid ? { error: RANGE_INVALID } : {})}
        >
          <TextInput
            {...fieldA11y('audit-log-to', rangeInvalid && RANGE_INVALID)}
            type="date"
            value={to}
            onChange={(event) => update({ ...filters, page: 1, to: event.target.value })}
          />
        </FormField>
        <SearchBox
          id="audit-log-search"
          name={t`Audit log search`}
          value={draft}
          placeholder={t`Actor or impersonator email, or target`}
          onChange={setDraft}
          onSearch={() => update({ ...filters, page: 1, search: draft.trim() })}
        />
        <Button
          variant="secondary"
          busy={download.isPending}
          disabled={rangeInvalid || download.isPending}
          onClick={() => download.mutate(exportFilters)}
        >
          {download.isPending ? t`Preparing CSV...` : t`Download CSV`}
        </Button>
      </FilterBar>
      <DownloadError download={download} />
      {rangeInvalid ? null : (
        <PagedList
          query={list}
          loadingText={t`Loading the audit log...`}
          failedText={t`Failed to load the audit log`}
          empty={
            filtered
              ? { title: t`No entries found`, description: t`No entry matches these filters.` }
              : {
                  title: t`No entries yet`,
                  description: t`Administrative actions will be recorded here as they happen.`,
                }
          }
          pagesLabel={t`Audit log pages`}
          onPageChange={(next) => update({ ...filters, page: next })}
        >
          {(rows) => <AuditLogTable rows={rows} showTenant={platform} />}
        </PagedList>
      )}
    </PageContainer>
  );
}

/** /super-admin/audit-log: every tenant's entries (platform admins). */
export function SuperAdminAuditLogPage() {
  return <AuditLogScreen platform />;
}

/** /admin/audit-log: the tenant's entries. */
export default function AdminAuditLogPage() {
  return <AuditLogScreen platform={false} />;
}
