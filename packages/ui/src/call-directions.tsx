import { t } from '@lingui/core/macro';
import { useId } from 'react';
import styled from 'styled-components';
import {
  formatBilledMinutes,
  formatTalkMinutes,
  type CallDirections,
  type DirectionalDailyCalls,
  type DirectionFigures,
} from '@voice/contracts';
import { Card } from './card';
import { formatNumber } from './locale-format';
import { callsText } from './bar-chart';
import { StatCard } from './stat-card';

/** The share of `part` in `part + other`, in whole percent (0 when both are 0). */
export function sharePercent(part: number, other: number): number {
  const total = part + other;
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** The inbound and the outbound calls of these days. */
function callsOfDays(days: readonly DirectionalDailyCalls[]) {
  const sum = (pick: (d: DirectionalDailyCalls) => number) =>
    days.reduce((total, d) => total + (Number(pick(d)) || 0), 0);
  return { inbound: sum((d) => d.inbound_calls), outbound: sum((d) => d.outbound_calls) };
}

/** The sentence under the share bar: 'Last 30 days: 3 inbound (75%) and 1 outbound (25%)'. */
export function last30DaysText(days: readonly DirectionalDailyCalls[]): string {
  const { inbound, outbound } = callsOfDays(days);
  if (inbound + outbound === 0) return t`No inbound or outbound calls in the last 30 days`;
  const ins = formatNumber(inbound);
  const outs = formatNumber(outbound);
  const inShare = sharePercent(inbound, outbound);
  const outShare = sharePercent(outbound, inbound);
  return t`Last 30 days: ${ins} inbound (${inShare}%) and ${outs} outbound (${outShare}%)`;
}

const Panel = styled(Card)`
  margin-bottom: 2rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
`;

/** A line of a tile's hint, on its own line. */
const Line = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text};
`;

/** Inbound solid, outbound striped: told apart by pattern (and the labels), not by colour alone. */
const Swatch = styled.span<{ $outbound?: boolean }>`
  display: inline-block;
  flex: none;
  width: 0.875rem;
  height: 0.875rem;
  border-radius: 2px;
  border: 1px solid ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme, $outbound }) =>
    $outbound
      ? `repeating-linear-gradient(45deg, ${theme.colors.primaryText} 0 2px, ${theme.colors.surface} 2px 5px)`
      : theme.colors.primaryText};
`;

const Share = styled.div`
  margin-top: 1rem;
  p {
    margin: 0.5rem 0 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Bar = styled.div`
  display: flex;
  height: 0.75rem;
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Part = styled.span<{ $outbound?: boolean }>`
  display: block;
  height: 100%;
  background: ${({ theme, $outbound }) =>
    $outbound
      ? `repeating-linear-gradient(45deg, ${theme.colors.primaryText} 0 3px, ${theme.colors.surface} 3px 7px)`
      : theme.colors.primaryText};
`;

function DirectionTile({
  name,
  figures,
  outbound,
}: {
  name: string;
  figures: DirectionFigures;
  outbound?: boolean;
}) {
  const billed = formatBilledMinutes(figures.total_billed_minutes);
  const talk = formatTalkMinutes(figures.total_minutes);
  const monthCalls = callsText(figures.this_month_calls);
  const monthBilled = formatBilledMinutes(figures.this_month_billed_minutes);
  const monthTalk = formatTalkMinutes(figures.this_month_minutes);
  return (
    <StatCard
      heading="h3"
      label={
        <>
          <Swatch $outbound={outbound} aria-hidden="true" />
          {name}
        </>
      }
      value={callsText(figures.total_calls)}
      hint={
        <>
          <Line>{t`${billed} billed min · ${talk} min talk`}</Line>
          {t`This month: ${monthCalls}, ${monthBilled} billed min, ${monthTalk} min talk`}
        </>
      }
    />
  );
}

/**
 * The dashboards' inbound vs outbound card: each direction's calls, billed minutes and talk time (all time and this
 * UTC month) from the reply's `overview.directions`, and the last 30 days' share of each from `calls_per_day`, said
 * in words under a bar (inbound solid, outbound striped). Web calls and calls of no known direction are in
 * neither.
 */
export function CallDirectionsCard({
  directions,
  days,
}: {
  directions: CallDirections;
  days: readonly DirectionalDailyCalls[];
}) {
  const headingId = useId();
  const { inbound, outbound } = callsOfDays(days);
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Inbound and outbound calls`}</h2>
      <Tiles>
        <DirectionTile name={t`Inbound`} figures={directions.inbound} />
        <DirectionTile name={t`Outbound`} figures={directions.outbound} outbound />
      </Tiles>
      <Share>
        {inbound + outbound > 0 ? (
          <Bar aria-hidden="true" data-testid="direction-share">
            <Part style={{ width: `${(inbound / (inbound + outbound)) * 100}%` }} />
            <Part $outbound style={{ width: `${(outbound / (inbound + outbound)) * 100}%` }} />
          </Bar>
        ) : null}
        <p>{last30DaysText(days)}</p>
      </Share>
    </Panel>
  );
}
