import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

export const OUTCOMES_TITLE = msg`Outcomes`;

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
  const { t } = useLingui();
  const stats = useCampaignStatsQuery(campaignId, progress, poll);
  if (stats.isPending)
    return (
      <Muted role="status">
        <Trans>Loading the figures…</Trans>
      </Muted>
    );
  if (stats.isError || !stats.data)
    return (
      <Muted>
        <Trans>The figures could not be loaded.</Trans>
      </Muted>
    );
  const data = stats.data;
  const answered = formatNumber(data.answered);
  const outcomesTitle = t(OUTCOMES_TITLE);
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
      label: t`Answer rate`,
      value: formatRate(data.answer_rate),
      hint: t`Answered of the contacts finished`,
    },
    {
      label: t`Average duration`,
      value: formatSeconds(data.average_duration_seconds),
      hint: t`Of the answered calls`,
    },
    {
      label: t`Calls placed`,
      value: formatNumber(data.calls),
      hint: t`${answered} answered`,
    },
  ];
  return (
    <>
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length */}
      <Figures $min="min(100%, 12rem)" aria-label={t`Campaign figures`}>
        {figures.map((figure) => (
          <li key={figure.label}>
            <StatCard {...figure} />
          </li>
        ))}
      </Figures>
      <TitledCard id="campaign-outcomes" title={outcomesTitle}>
        <BarChart
          data={outcomes}
          title={outcomesTitle}
          labelEvery={1}
          labelHeader={t`Outcome`}
          valueHeader={t`Contacts`}
          formatValue={formatNumber}
          emptyText={t`No contact has a final outcome yet`}
        />
      </TitledCard>
    </>
  );
}
