import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import type { AssistantListItem, AssistantStats } from '@voice/contracts';
import { Button, DescriptionList, LoadingState, Modal } from '@voice/ui';
import { useAssistantStatsQuery } from './api/get-assistant-stats';

export const NO_STATS_TEXT = 'No statistics available for this assistant.';
export const STATS_FAILED_TEXT = 'Failed to load statistics. Please try again.';

const Failure = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Average call duration in whole seconds. */
export function formatSeconds(seconds: number): string {
  const rounded = Math.round(Number.isFinite(seconds) ? seconds : 0);
  return `${rounded} ${rounded === 1 ? 'second' : 'seconds'}`;
}

function StatsList({ stats }: { stats: AssistantStats }) {
  return (
    <DescriptionList>
      <dt>Total calls</dt>
      <dd>{stats.totalCalls}</dd>
      <dt>Successful calls</dt>
      <dd>{stats.successfulCalls}</dd>
      <dt>Average duration</dt>
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
  const key = assistant ? (assistant.vapi_assistant_id ?? String(assistant.id)) : '';
  const stats = useAssistantStatsQuery(key, assistant !== null);

  let body;
  if (stats.isPending) {
    body = <LoadingState text="Loading statistics..." />;
  } else if (stats.isError) {
    body = (
      <>
        <Failure role="alert">{serverMessage(stats.error) ?? STATS_FAILED_TEXT}</Failure>
        <Button variant="secondary" onClick={() => void stats.refetch()}>
          Try again
        </Button>
      </>
    );
  } else if (stats.data) {
    body = <StatsList stats={stats.data} />;
  } else {
    body = <p>{NO_STATS_TEXT}</p>;
  }

  return (
    <Modal
      open={assistant !== null}
      title={assistant ? `Statistics: ${assistant.name}` : ''}
      onClose={onClose}
      size="sm"
    >
      {body}
    </Modal>
  );
}
