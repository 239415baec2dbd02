import { plural, t } from '@lingui/core/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from './visually-hidden';
import type { DailyCalls } from '@voice/contracts';
import { Card } from './card';
import { formatDate } from './locale-format';

/** One bar: its label on the x axis (and in the table) and its value. */
export interface BarDatum {
  label: string;
  value: number;
}

export interface BarChartProps {
  data: readonly BarDatum[];
  /** The chart's accessible name (and the caption of its table), e.g. 'Calls per day (last 30 days)'. */
  title: string;
  /** A value as said in tooltips, the table and the summary (default: the number in the user's locale). */
  formatValue?: (value: number) => string;
  /** A y-axis tick (default: the number in the user's locale). */
  formatTick?: (value: number) => string;
  /** Every how many bars an x label is shown (default 5; the last bar always gets one). */
  labelEvery?: number;
  /** Shown instead of the chart when every value is 0 (or there is no data). */
  emptyText?: string;
  /** Headers of the screen readers' table. */
  labelHeader?: string;
  valueHeader?: string;
}

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 44 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

const defaultFormat = (value: number) => value.toLocaleString();

/**
 * Round y-axis ticks from 0 to at least `max`: about `count` steps of 1, 2 or 5 × a power of ten (whole
 * steps when every value is whole). [0] when max is 0 or less.
 */
export function niceTicks(max: number, count = 4, wholeNumbers = true): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  let step = (normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10) * magnitude;
  if (wholeNumbers) step = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  for (let i = 0; ; i += 1) {
    // Multiplying (not adding) keeps decimal steps exact enough: 0.1 * 3, not 0.1 + 0.1 + 0.1.
    const tick = Number((step * i).toPrecision(12));
    ticks.push(tick);
    if (tick >= max) break;
  }
  return ticks;
}

/** The sentence screen readers hear for the chart: range, total and highest bar. */
export function barChartSummary(
  title: string,
  data: readonly BarDatum[],
  formatValue: (value: number) => string = defaultFormat,
): string {
  const first = data[0];
  const last = data[data.length - 1];
  if (!first || !last) return t`${title}: no data.`;
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const highest = data.reduce((best, d) => (d.value > best.value ? d : best), first);
  const [from, to] = [first.label, last.label];
  const range = first === last ? from : t`${from} to ${to}`;
  const none = formatValue(0);
  if (highest.value <= 0) return t`${title}, ${range}: ${none} in total.`;
  const sum = formatValue(total);
  const top = formatValue(highest.value);
  const day = highest.label;
  return t`${title}, ${range}: ${sum} in total; highest on ${day} with ${top}.`;
}

const Figure = styled.div`
  position: relative;
  width: 100%;
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
`;

const Grid = styled.line`
  stroke: ${({ theme }) => theme.colors.border};
  stroke-width: 1;
`;

const Axis = styled.line`
  stroke: ${({ theme }) => theme.colors.muted};
  stroke-width: 1;
`;

const Tick = styled.text`
  fill: ${({ theme }) => theme.colors.muted};
  font-size: 11px;
  font-family: ${({ theme }) => theme.font};
`;

const Column = styled.g`
  rect[data-bar] {
    /* primaryText: the brand colour darkened to read on white (>= 4.5:1, above the 3:1 graphics need). */
    fill: ${({ theme }) => theme.colors.primaryText};
  }
  rect[data-hit] {
    fill: transparent;
  }
  &:hover rect[data-hit] {
    fill: ${({ theme }) => theme.colors.background};
  }
  &:hover rect[data-bar] {
    fill: ${({ theme }) => theme.colors.primary};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

// The table sits in a hidden box: a table is never shorter than its rows, so hiding the table itself would leave
// it a screen tall below the chart (blank space past the page's end).
const HiddenTable = styled.div`
  ${visuallyHidden}
`;

/**
 * A small bar chart in plain SVG (no chart library): bars scaled to a round maximum, a few y gridlines, every
 * `labelEvery`-th x label, a tooltip per bar. Screen readers get role="img" with a summary as its name and a
 * visually hidden table of every value. All zeros (or no data) show `emptyText` instead.
 */
export function BarChart({
  data,
  title,
  formatValue = defaultFormat,
  formatTick = defaultFormat,
  labelEvery = 5,
  emptyText = t`No data to show`,
  labelHeader = t`Date`,
  valueHeader = t`Value`,
}: BarChartProps) {
  const values = data.map((d) => (Number.isFinite(d.value) && d.value > 0 ? d.value : 0));
  const max = Math.max(0, ...values);
  if (max === 0) return <Empty>{emptyText}</Empty>;

  const ticks = niceTicks(
    max,
    4,
    values.every((v) => Number.isInteger(v)),
  );
  const top = ticks[ticks.length - 1] ?? max;
  const slot = PLOT_W / data.length;
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;
  const every = Math.max(1, Math.floor(labelEvery));
  const showLabel = (i: number) => i % every === 0 || i === data.length - 1;

  return (
    <Figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={barChartSummary(title, data, formatValue)}
        focusable="false"
      >
        {ticks.map((tick) => (
          <g key={tick} data-tick={tick}>
            <Grid x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
            <Tick x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatTick(tick)}
            </Tick>
          </g>
        ))}
        <Axis x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} />
        {data.map((d, i) => {
          const value = values[i] ?? 0;
          const x = PAD.left + i * slot;
          const barTop = y(value);
          // A non-zero bar stays visible (at least 1 unit tall) however small it is next to the maximum.
          const height = value > 0 ? Math.max(1, y(0) - barTop) : 0;
          return (
            <Column key={`${i}-${d.label}`} data-bar-label={d.label}>
              <title>{`${d.label}: ${formatValue(d.value)}`}</title>
              <rect data-hit x={x} y={PAD.top} width={slot} height={PLOT_H} />
              <rect
                data-bar
                x={x + (slot - barWidth) / 2}
                y={y(0) - height}
                width={barWidth}
                height={height}
                rx={Math.min(2, barWidth / 4)}
              />
              {showLabel(i) ? (
                <Tick x={x + slot / 2} y={HEIGHT - PAD.bottom + 16} textAnchor="middle">
                  {d.label}
                </Tick>
              ) : null}
            </Column>
          );
        })}
      </svg>
      <HiddenTable>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d, i) => (
              <tr key={`${i}-${d.label}`}>
                <th scope="row">{d.label}</th>
                <td>{formatValue(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </HiddenTable>
    </Figure>
  );
}

/** '2026-11-03' -> 'Nov 3' (the day is a UTC date: shown as it is, whatever the user's time zone). */
export function dayLabel(date: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO date
  const day = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime())) return date;
  return formatDate(day, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** 1 -> '1 call', 1234 -> '1,234 calls'. */
export function callsText(count: number): string {
  return t`${plural(count, { one: '# call', other: '# calls' })}`;
}

const Panel = styled(Card)`
  margin-bottom: 2rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The dashboards' 'Calls per day (last 30 days)' card: GET /api/dashboard/stats's and
 * /api/admin/dashboard/stats's `calls_per_day`, one bar per UTC day, oldest first.
 */
export function CallsPerDayCard({ days }: { days: readonly DailyCalls[] }) {
  const headingId = useId();
  const title = t`Calls per day (last 30 days)`;
  const data = days.map((d) => ({ label: dayLabel(d.date), value: d.calls }));
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <BarChart
        data={data}
        title={title}
        formatValue={callsText}
        emptyText={t`No calls in the last 30 days`}
        valueHeader={t`Calls`}
      />
    </Panel>
  );
}
