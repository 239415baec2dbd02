import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorStatus } from '@voice/api-client';
import { EmptyState, LoadingState, PageContainer, PageHeader, QueryError } from '@voice/ui';
import { useCallLogQuery } from './api/get-call-log';
import { CallAnalysis } from './call-analysis';
import { CallOverview } from './call-overview';
import { errorMessage } from './call-logs-results';
import { CostBreakdown } from './cost-breakdown';
import { RecordingPlayer } from './recording-player';
import { useCallLogsScope } from './scope';
import { ToolCalls } from './tool-calls';
import { Transcript } from './transcript';
import { WebhookDeliveries } from './webhook-deliveries';

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 1rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryText};
`;

/** The list's address it was opened from (its filters and page), when the row's link passed it on. */
function listSearchOf(state: unknown): string {
  const search = (state as { listSearch?: unknown } | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

/**
 * /call-logs/{call_id} and /admin/call-logs/{call_id}: one call with its recording, transcript as a
 * conversation, analysis, cost breakdown and webhook forwarding attempts. 404: 'Call not found'.
 */
export default function CallLogPage() {
  const { callId = '' } = useParams();
  const { state } = useLocation();
  const scope = useCallLogsScope();
  const call = useCallLogQuery(callId, scope.admin);
  const { t } = useLingui();
  const back = (
    <Back to={`${scope.listPath}${listSearchOf(state)}`}>
      <span aria-hidden="true">← </span>
      <Trans>Back to Call Logs</Trans>
    </Back>
  );

  if (call.isError && errorStatus(call.error) === 404) {
    return (
      <PageContainer $width="64rem">
        {back}
        <PageHeader title={t`Call Details`} />
        <EmptyState
          title={t`Call not found`}
          description={t`This call does not exist or is not one you may see.`}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer $width="64rem">
      {back}
      <PageHeader
        title={t`Call Details`}
        subtitle={call.isSuccess ? (call.data.assistant_name ?? t`Unknown assistant`) : undefined}
      />
      {call.isPending ? <LoadingState text={t`Loading call...`} /> : null}
      {call.isError ? (
        <QueryError
          message={errorMessage(t`Error: `, call.error)}
          onRetry={() => void call.refetch()}
        />
      ) : null}
      {call.isSuccess ? (
        <>
          <CallOverview call={call.data} admin={scope.admin} platformAdmin={scope.platformAdmin} />
          <RecordingPlayer url={call.data.recording_url} />
          <Transcript messages={call.data.messages} transcript={call.data.transcript} />
          <CallAnalysis
            summary={call.data.summary}
            successEvaluation={call.data.success_evaluation}
            structuredData={call.data.structured_data}
          />
          <ToolCalls calls={call.data.tool_calls} />
          <CostBreakdown call={call.data} providerNames={scope.platformAdmin} />
          <WebhookDeliveries deliveries={call.data.webhook_deliveries} />
        </>
      ) : null}
    </PageContainer>
  );
}
