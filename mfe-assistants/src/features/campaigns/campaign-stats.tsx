import styled from 'styled-components';
import { GridList, StatCard, TitledCard } from '@voice/ui';
import { BarChart } from '@voice/ui/widgets';
import { useCampaignStatsQuery } from './campaigns-api';
import { OUTCOME_ORDER, contactLabel, formatNumber, formatRate, formatSeconds } from './format';

const Figures = styled(GridList)`
  margin-bottom: 1rem;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const OUTCOMES_TITLE = 'Outcomes';

/**
 * A started campaign's answer rate, average answered-call duration, calls placed and the final outcomes as bars
 * (GET /api/campaigns/{id}/stats; read again while the campaign runs).
 */
export function CampaignStats({
  campaignId,
  progress,
  poll,
}: {
  campaignId: string;
  progress: string;
  poll: boolean;
}) {
  const stats = useCampaignStatsQuery(campaignId, progress, poll);
  if (stats.isPending) return <Muted role="status">Loading the figures…</Muted>;
  if (stats.isError || !stats.data) return <Muted>The figures could not be loaded.</Muted>;
  const data = stats.data;
  const known = new Set<string>(OUTCOME_ORDER);
  const outcomes = [
    ...OUTCOME_ORDER.map((outcome) => ({
      label: contactLabel(outcome),
      value: data.outcomes[outcome] ?? 0,
    })),
    ...Object.entries(data.outcomes)
      .filter(([outcome]) => !known.has(outcome))
      .map(([outcome, value]) => ({ label: contactLabel(outcome), value })),
  ];
  const figures = [
    {
      label: 'Answer rate',
      value: formatRate(data.answer_rate),
      hint: 'Answered of the contacts finished',
    },
    {
      label: 'Average duration',
      value: formatSeconds(data.average_duration_seconds),
      hint: 'Of the answered calls',
    },
    {
      label: 'Calls placed',
      value: formatNumber(data.calls),
      hint: `${formatNumber(data.answered)} answered`,
    },
  ];
  return (
    <>
      <Figures $min="min(100%, 12rem)" aria-label="Campaign figures">
        {figures.map((figure) => (
          <li key={figure.label}>
            <StatCard {...figure} />
          </li>
        ))}
      </Figures>
      <TitledCard id="campaign-outcomes" title={OUTCOMES_TITLE}>
        <BarChart
          data={outcomes}
          title={OUTCOMES_TITLE}
          labelEvery={1}
          labelHeader="Outcome"
          valueHeader="Contacts"
          formatValue={formatNumber}
          emptyText="No contact has a final outcome yet"
        />
      </TitledCard>
    </>
  );
}
