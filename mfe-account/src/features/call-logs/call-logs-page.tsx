import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { useResellersQuery } from '@voice/api-client/queries';
import { DownloadCsvButton, PageContainer, PageHeader, useToast } from '@voice/ui';
import { useDownloadCallLogsCsv } from './api/download-call-logs-csv';
import { useAssistantOptionsQuery } from './api/get-assistant-options';
import { useCallLogsQuery } from './api/get-call-logs';
import { CallLogFiltersBar } from './call-log-filters';
import { CallLogsResults, errorText } from './call-logs-results';
import { useCallLogsScope } from './scope';
import { useCallLogFilters } from './use-call-log-filters';

/**
 * /call-logs (the user's own calls) and /admin/call-logs (the tenant's; every tenant's for platform admins):
 * filters kept in the address, one page of calls, and the filtered calls as a CSV file.
 */
export default function CallLogsPage() {
  const toast = useToast();
  const { t } = useLingui();
  const { search: listSearch } = useLocation();
  const scope = useCallLogsScope();
  const { page, filters, apiFilters, filtered, rangeError, setFilters, setPage } =
    useCallLogFilters(scope.platformAdmin);
  const resellers = useResellersQuery(scope.platformAdmin);
  const assistants = useAssistantOptionsQuery(
    filters.reseller_id ? Number(filters.reseller_id) : null,
  );
  const list = useCallLogsQuery({ ...apiFilters, page }, scope.admin, !rangeError);
  const download = useDownloadCallLogsCsv(scope.admin);

  const onDownload = () =>
    download.mutate(apiFilters, {
      onSuccess: () => toast.success(t`The CSV file of the calls was downloaded.`),
      onError: (error) => {
        const reason = errorText(error);
        toast.error(t`Failed to download the CSV: ${reason}`);
      },
    });

  return (
    <PageContainer $width="80rem">
      <PageHeader
        title={t`Call Logs`}
        subtitle={
          scope.admin
            ? t`Every call of your users, with transcripts and recordings`
            : t`Every call of your voice agents, with transcripts and recordings`
        }
        actions={
          <DownloadCsvButton
            busy={download.isPending}
            disabled={Boolean(rangeError)}
            onClick={onDownload}
          />
        }
      />
      <CallLogFiltersBar
        filters={filters}
        filtered={filtered}
        rangeError={rangeError}
        onChange={setFilters}
        assistants={assistants.data ?? []}
        resellers={scope.platformAdmin ? (resellers.data ?? []) : null}
      />
      {rangeError ? null : (
        <CallLogsResults
          list={list}
          filtered={filtered}
          scope={scope}
          listSearch={listSearch}
          onPageChange={setPage}
        />
      )}
    </PageContainer>
  );
}
