import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { DirectionalDailyCalls, DirectionFigures } from '@voice/contracts';
import { CallDirectionsCard, last30DaysText, sharePercent } from './call-directions';
import { renderWithTheme } from './test-utils';

const day = (inbound: number, outbound: number, web = 0): DirectionalDailyCalls => ({
  date: '2026-11-01',
  calls: inbound + outbound + web,
  minutes: 0,
  inbound_calls: inbound,
  inbound_minutes: 0,
  outbound_calls: outbound,
  outbound_minutes: 0,
});

const figures = (calls: number, billed: number, talk: number): DirectionFigures => ({
  total_calls: calls,
  this_month_calls: calls,
  total_minutes: talk,
  this_month_minutes: talk,
  total_billed_minutes: billed,
  this_month_billed_minutes: billed,
});

describe('CallDirectionsCard', () => {
  it('rounds each share to a whole percent, 0 when there are no calls', () => {
    expect(sharePercent(2, 1)).toBe(67);
    expect(sharePercent(1, 2)).toBe(33);
    expect(sharePercent(0, 0)).toBe(0);
    expect(sharePercent(5, 0)).toBe(100);
  });

  it("says the last 30 days' inbound and outbound calls in words, web calls in neither", () => {
    expect(last30DaysText([day(3, 0, 4), day(0, 1)])).toBe(
      'Last 30 days: 3 inbound (75%) and 1 outbound (25%)',
    );
    expect(last30DaysText([day(0, 0, 9)])).toBe('No inbound or outbound calls in the last 30 days');
    expect(last30DaysText([])).toBe('No inbound or outbound calls in the last 30 days');
  });

  it('names each direction in a group with its calls, billed minutes and talk time', () => {
    renderWithTheme(
      <CallDirectionsCard
        directions={{ inbound: figures(1, 1, 0.3), outbound: figures(2500, 2600, 2550.5) }}
        days={[day(1, 3)]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Inbound and outbound calls' });
    expect(within(region).getByRole('group', { name: 'Inbound' })).toHaveTextContent(
      '1 call1 billed min · 0.3 min talkThis month: 1 call, 1 billed min, 0.3 min talk',
    );
    expect(within(region).getByRole('group', { name: 'Outbound' })).toHaveTextContent(
      `${(2500).toLocaleString()} calls${(2600).toLocaleString()} billed min · 2,550.5 min talk`,
    );
    // The bar is decoration (hidden from screen readers): the sentence says the same.
    const bar = within(region).getByTestId('direction-share');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    const [inboundPart, outboundPart] = Array.from(bar.children) as HTMLElement[];
    expect(inboundPart?.style.width).toBe('25%');
    expect(outboundPart?.style.width).toBe('75%');
    expect(region).toHaveTextContent('Last 30 days: 1 inbound (25%) and 3 outbound (75%)');
  });
});
