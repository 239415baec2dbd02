import styled from 'styled-components';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { serverMessage } from '@voice/api-client';
import type { AssistantListItem, AssistantStats } from '@voice/contracts';
import { Button, DescriptionList, LoadingState, Modal } from '@voice/ui';
import { useAssistantStatsQuery } from './api/get-assistant-stats';

export const NO_STATS_TEXT = msg`No statistics available for this assistant.`;
export const STATS_FAILED_TEXT = msg`Failed to load statistics. Please try again.`;

const Failure = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Average call duration in whole seconds. */
export function formatSeconds(seconds: number): string {
  const rounded = Math.round(Number.isFinite(seconds) ? seconds : 0);
  return t`${plural(rounded, { one: '# second', other: '# seconds' })}`;
}

function StatsList({ stats }: { stats: AssistantStats }) {
  return (
    <DescriptionList>
      <dt>
        <Trans>Total calls</Trans>
      </dt>
      <dd>{stats.totalCalls}</dd>
      <dt>
        <Trans>Successful calls</Trans>
      </dt>
      <dd>{stats.successfulCalls}</dd>
      <dt>
        <Trans>Average duration</Trans>
      </dt>
      <dd>{formatSeconds(stats.averageDuration)}</dd>
    </DescriptionList>
  );
}

/** The Stats modal of a card: GET /api/assistants/{vapi_assistant_id}, data.vapi_data.stats (spec 001 §2). */
export function StatsModal({
  assistant,
  onClose,
}: {
  assistant: AssistantListItem | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = assistant?.name;
  const key = assistant ? (assistant.vapi_assistant_id ?? String(assistant.id)) : '';
  const stats = useAssistantStatsQuery(key, assistant !== null);

  let body;
  if (stats.isPending) {
    body = <LoadingState text={t`Loading statistics...`} />;
  } else if (stats.isError) {
    body = (
      <>
        <Failure role="alert">{serverMessage(stats.error) ?? t(STATS_FAILED_TEXT)}</Failure>
        <Button variant="secondary" onClick={() => void stats.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </>
    );
  } else if (stats.data) {
    body = <StatsList stats={stats.data} />;
  } else {
    body = <p>{t(NO_STATS_TEXT)}</p>;
  }

  return (
    <Modal
      open={assistant !== null}
      title={assistant ? t`Statistics: ${name}` : ''}
      onClose={onClose}
      size="sm"
    >
      {body}
    </Modal>
  );
}
