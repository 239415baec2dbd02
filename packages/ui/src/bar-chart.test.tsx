import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import {
  BarChart,
  CallsPerDayCard,
  barChartSummary,
  callsText,
  dayLabel,
  niceTicks,
  type BarDatum,
} from './bar-chart';
import { DEFAULT_BRANDING, themeFromBranding } from './theme';
import { renderWithTheme } from './test-utils';
import { TestThemeProvider } from './test-theme-provider';
import { render } from '@testing-library/react';

const calls = (n: number) => `${n} ${n === 1 ? 'call' : 'calls'}`;

function days(values: number[]): BarDatum[] {
  return values.map((value, i) => ({ label: `Nov ${i + 1}`, value }));
}

function bars(container: HTMLElement) {
  return Array.from(container.querySelectorAll<SVGRectElement>('rect[data-bar]'));
}

function xLabels(container: HTMLElement) {
  return Array.from(container.querySelectorAll('g[data-bar-label] text')).map((t) => t.textContent);
}

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten up to at least the maximum', () => {
    expect(niceTicks(12)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(100)).toEqual([0, 50, 100]);
    expect(niceTicks(7400)).toEqual([0, 2000, 4000, 6000, 8000]);
  });

  it('keeps decimal steps when values are not whole', () => {
    expect(niceTicks(0.3, 4, false)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('is [0] for nothing to show', () => {
    expect(niceTicks(0)).toEqual([0]);
    expect(niceTicks(-4)).toEqual([0]);
    expect(niceTicks(Number.NaN)).toEqual([0]);
  });
});

describe('barChartSummary', () => {
  it('says the range, the total and the highest bar with the formatter', () => {
    expect(barChartSummary('Calls per day', days([1, 4, 0, 2]), calls)).toBe(
      'Calls per day, Nov 1 to Nov 4: 7 calls in total; highest on Nov 2 with 4 calls.',
    );
  });

  it('handles one bar, all zeros and no data', () => {
    expect(barChartSummary('Calls', days([1]), calls)).toBe(
      'Calls, Nov 1: 1 call in total; highest on Nov 1 with 1 call.',
    );
    expect(barChartSummary('Calls', days([0, 0]), calls)).toBe(
      'Calls, Nov 1 to Nov 2: 0 calls in total.',
    );
    expect(barChartSummary('Calls', [])).toBe('Calls: no data.');
  });
});

describe('BarChart', () => {
  const thirty = days(Array.from({ length: 30 }, (_, i) => (i === 9 ? 12 : i % 3)));

  it('is an image named by its summary, with a hidden table of every value', () => {
    renderWithTheme(
      <BarChart
        data={thirty}
        title="Calls per day (last 30 days)"
        formatValue={calls}
        valueHeader="Calls"
      />,
    );
    const total = thirty.reduce((sum, d) => sum + d.value, 0);
    const image = screen.getByRole('img');
    expect(image).toHaveAccessibleName(
      `Calls per day (last 30 days), Nov 1 to Nov 30: ${total} calls in total; highest on Nov 10 with 12 calls.`,
    );

    const table = screen.getByRole('table', { name: 'Calls per day (last 30 days)' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Date', 'Calls']);
    expect(within(rows[10] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Nov 10');
    expect(within(rows[10] as HTMLElement).getByRole('cell')).toHaveTextContent('12 calls');
    expect(within(rows[2] as HTMLElement).getByRole('cell')).toHaveTextContent('1 call');
  });

  it('scales the bars to the round maximum, with a tooltip per bar', () => {
    const { container } = renderWithTheme(
      <BarChart data={days([5, 10, 0, 2.5])} title="Minutes" formatValue={(v) => `${v} min`} />,
    );
    const heights = bars(container).map((b) => Number(b.getAttribute('height')));
    expect(heights).toHaveLength(4);
    // Ticks 0, 5, 10: the 10 bar fills the plot, 5 half of it, 0 nothing.
    expect(heights[1]).toBeGreaterThan(0);
    expect(heights[0]).toBeCloseTo((heights[1] ?? 0) / 2, 5);
    expect(heights[2]).toBe(0);
    expect(heights[3]).toBeCloseTo((heights[1] ?? 0) / 4, 5);
    // Every bar's top is the bottom line minus its height.
    const bottoms = bars(container).map(
      (b) => Number(b.getAttribute('y')) + Number(b.getAttribute('height')),
    );
    expect(new Set(bottoms).size).toBe(1);

    const titles = Array.from(container.querySelectorAll('g[data-bar-label] > title')).map(
      (t) => t.textContent,
    );
    expect(titles).toEqual(['Nov 1: 5 min', 'Nov 2: 10 min', 'Nov 3: 0 min', 'Nov 4: 2.5 min']);
  });

  it('draws a gridline and a label per y tick', () => {
    const { container } = renderWithTheme(
      <BarChart data={days([3, 12, 7])} title="Calls" formatTick={(v) => `#${v}`} />,
    );
    const ticks = Array.from(container.querySelectorAll('g[data-tick]'));
    expect(ticks.map((t) => t.getAttribute('data-tick'))).toEqual(['0', '5', '10', '15']);
    expect(ticks.map((t) => t.querySelector('text')?.textContent)).toEqual([
      '#0',
      '#5',
      '#10',
      '#15',
    ]);
    expect(ticks.every((t) => t.querySelector('line'))).toBe(true);
    // The tallest bar (12) reaches 12/15 of the way up.
    const [, tallest] = bars(container).map((b) => Number(b.getAttribute('height')));
    const plot = Number(container.querySelector('g[data-tick="15"] line')?.getAttribute('y1'));
    const base = Number(container.querySelector('g[data-tick="0"] line')?.getAttribute('y1'));
    expect(tallest).toBeCloseTo(((base - plot) * 12) / 15, 5);
  });

  it('shows every 5th x label and the last one', () => {
    const { container } = renderWithTheme(<BarChart data={thirty} title="Calls" />);
    expect(xLabels(container)).toEqual([
      'Nov 1',
      'Nov 6',
      'Nov 11',
      'Nov 16',
      'Nov 21',
      'Nov 26',
      'Nov 30',
    ]);
  });

  it('thins labels by labelEvery', () => {
    const { container } = renderWithTheme(
      <BarChart data={days([1, 2, 3, 4])} title="Calls" labelEvery={2} />,
    );
    expect(xLabels(container)).toEqual(['Nov 1', 'Nov 3', 'Nov 4']);
  });

  it('says the empty text instead of a chart when every value is 0 or there is no data', () => {
    const { rerender } = renderWithTheme(
      <BarChart data={days([0, 0, 0])} title="Calls" emptyText="No calls in the last 30 days" />,
    );
    expect(screen.getByText('No calls in the last 30 days')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(<BarChart data={[]} title="Calls" />);
    expect(screen.getByText('No data to show')).toBeInTheDocument();
  });

  it('fills the bars with the brand colour made readable on white', () => {
    const branding = { ...DEFAULT_BRANDING, primaryColor: '#FDE047' };
    const { container } = render(
      <TestThemeProvider branding={branding}>
        <BarChart data={days([1, 2])} title="Calls" />
      </TestThemeProvider>,
    );
    const bar = bars(container)[0] as SVGRectElement;
    expect(getComputedStyle(bar).fill.toLowerCase()).toBe(
      themeFromBranding(branding).colors.primaryText.toLowerCase(),
    );
  });
});

describe('CallsPerDayCard', () => {
  const utcDay = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });

  it('labels a UTC day by month and day, and counts calls', () => {
    expect(dayLabel('2026-11-03')).toBe(utcDay('2026-11-03'));
    expect(dayLabel('2026-11-03')).toMatch(/3/);
    expect(dayLabel('not a date')).toBe('not a date');
    expect(callsText(1)).toBe('1 call');
    expect(callsText(0)).toBe('0 calls');
    expect(callsText(1234)).toBe(`${(1234).toLocaleString()} calls`);
  });

  it('is a region with its heading and the chart of the days', () => {
    renderWithTheme(
      <CallsPerDayCard
        days={[
          { date: '2026-11-01', calls: 2, minutes: 3 },
          { date: '2026-11-02', calls: 0, minutes: 0 },
          { date: '2026-11-03', calls: 1, minutes: 1 },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Calls per day (last 30 days)' });
    expect(within(region).getByRole('img')).toHaveAccessibleName(
      `Calls per day (last 30 days), ${utcDay('2026-11-01')} to ${utcDay('2026-11-03')}: 3 calls in total; highest on ${utcDay('2026-11-01')} with 2 calls.`,
    );
  });

  it("says 'No calls in the last 30 days' when every day is 0", () => {
    renderWithTheme(<CallsPerDayCard days={[{ date: '2026-11-01', calls: 0, minutes: 0 }]} />);
    const region = screen.getByRole('region', { name: 'Calls per day (last 30 days)' });
    expect(within(region).getByText('No calls in the last 30 days')).toBeInTheDocument();
    expect(within(region).queryByRole('img')).not.toBeInTheDocument();
  });
});
