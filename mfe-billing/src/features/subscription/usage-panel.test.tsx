import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { Usage } from '@voice/contracts';
import { TestThemeProvider } from '@voice/ui/testing';
import { UsagePanel } from './usage-panel';

/** One 20-second call this period: 1 billed minute of 300. */
const USAGE: Usage = {
  assistants: { used: 1, limit: 3, remaining: 2 },
  minutes: {
    used: 1,
    limit: 300,
    is_unlimited: false,
    overage_minutes: 0,
    overage_cost: 0,
    billing_period_start: '2026-11-01T00:00:00.000Z',
    billing_period_end: '2026-12-01T00:00:00.000Z',
    is_calendar_month_fallback: false,
  },
  subscription: { status: 'active', days_remaining: 3 },
  package: { name: 'Starter' },
};

describe('UsagePanel', () => {
  it('says that the minutes it counts are billed minutes, each call rounded up', () => {
    render(
      <TestThemeProvider>
        <UsagePanel usage={USAGE} />
      </TestThemeProvider>,
    );
    expect(screen.getByText('1 of 300 minutes')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Billed minutes: each call rounded up to whole minutes. Talk time (one decimal) is on the dashboard and call logs.',
      ),
    ).toBeInTheDocument();
  });
});
