import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuperAdminOverview } from '@voice/api-client';
import { fakeServer, queryWrapper } from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import SuperAdminOverviewPage, { shortLabel } from './super-admin-overview-page';
import { ok } from '../../shared/test-support/replies';

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2030-01-${String(i + 1).padStart(2, '0')}`,
  calls: i === 29 ? 7 : 0,
  minutes: i === 29 ? 12.5 : 0,
  inbound_calls: i === 29 ? 5 : 0,
  inbound_minutes: i === 29 ? 10 : 0,
  outbound_calls: i === 29 ? 2 : 0,
  outbound_minutes: i === 29 ? 2.5 : 0,
}));

const OVERVIEW: SuperAdminOverview = {
  month_start: '2030-01-01T00:00:00.000Z',
  resellers: { total: 6, active: 4, pending: 1, suspended: 1 },
  users: { total: 1234, active: 1200 },
  assistants: { total: 88 },
  calls: {
    total: 5000,
    total_minutes: 9000,
    total_billed_minutes: 9400,
    this_month: 321,
    this_month_minutes: 640.5,
    this_month_billed_minutes: 702,
    directions: {
      inbound: {
        total_calls: 4000,
        this_month_calls: 300,
        total_minutes: 8000,
        this_month_minutes: 600,
        total_billed_minutes: 8300,
        this_month_billed_minutes: 650,
      },
      outbound: {
        total_calls: 900,
        this_month_calls: 21,
        total_minutes: 950.5,
        this_month_minutes: 40.5,
        total_billed_minutes: 1000,
        this_month_billed_minutes: 52,
      },
    },
  },
  revenue: {
    total: 10450.5,
    this_month: 1200,
    by_source: [
      { source: 'platform_plans', label: 'Platform plans', total: 450.5, this_month: 100 },
      { source: 'reseller_packages', label: 'Reseller packages', total: 9000, this_month: 1000 },
      { source: 'reseller_customers', label: "Resellers' customers", total: 1000, this_month: 100 },
    ],
    by_reseller: [
      {
        id: 7,
        org_name: 'Alpha Agency',
        subdomain: 'alpha',
        status: 'active',
        total: 5000,
        this_month: 600,
        customers_total: 1000,
        packages_total: 4000,
      },
    ],
  },
  calls_by_reseller: [
    { id: 7, org_name: 'Alpha Agency', calls: 300, minutes: 600 },
    { id: null, org_name: 'Main site', calls: 21, minutes: 40.5 },
  ],
  calls_per_day: days,
};

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

describe('/super-admin', () => {
  it('shows the tiles, the charts and the revenue tables', async () => {
    server = fakeServer({
      'GET /api/super-admin/overview': () => ok(OVERVIEW),
    });
    renderPage(<SuperAdminOverviewPage />, { path: '/super-admin', wrapper: queryWrapper() });
    expect(screen.getByRole('heading', { level: 1, name: 'Super Admin' })).toBeVisible();
    expect(await screen.findByText('Resellers')).toBeInTheDocument();
    expect(screen.getByText('Active: 4 · Pending: 1 · Suspended: 1')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('321')).toBeInTheDocument();
    expect(
      screen.getByText('702 billed minutes · 640.5 min talk time · All time: 5,000 calls'),
    ).toBeInTheDocument();
    expect(screen.getByText('$1,200')).toBeInTheDocument();
    expect(screen.getByText('All time: $10,450.50')).toBeInTheDocument();

    expect(
      screen.getByRole('img', { name: /^Revenue by source \(all time\).*\$10,450\.50 in total/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /^Calls by reseller \(this month\).*highest on Alpha Agency/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Calls per day/ })).toBeInTheDocument();
    const directions = screen.getByRole('region', { name: 'Inbound and outbound calls' });
    expect(within(directions).getByRole('group', { name: 'Inbound' })).toHaveTextContent(
      '4,000 calls8,300 billed min · 8,000.0 min talkThis month: 300 calls, 650 billed min',
    );
    expect(within(directions).getByRole('group', { name: 'Outbound' })).toHaveTextContent(
      '900 calls1,000 billed min · 950.5 min talkThis month: 21 calls, 52 billed min',
    );
    expect(directions).toHaveTextContent('Last 30 days: 5 inbound (71%) and 2 outbound (29%)');

    const sources = screen.getByRole('table', { name: 'Revenue by source' });
    const rows = within(sources).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Reseller packages$1,000$9,000');
    const top = screen.getByRole('table', { name: 'Top resellers by revenue' });
    expect(within(top).getByRole('link', { name: 'Alpha Agency' })).toHaveAttribute(
      'href',
      '/super-admin/resellers/7',
    );
    expect(within(top).getAllByRole('row')[1]).toHaveTextContent(
      'Alpha Agency$1,000$4,000$600$5,000',
    );
  });

  it('says when the overview cannot be loaded and tries again', async () => {
    let fail = true;
    server = fakeServer({
      'GET /api/super-admin/overview': () =>
        fail ? { status: 500, data: { message: 'Server Error' } } : ok(OVERVIEW),
    });
    const user = userEvent.setup();
    renderPage(<SuperAdminOverviewPage />, { path: '/super-admin', wrapper: queryWrapper() });
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Active: 4 · Pending: 1 · Suspended: 1')).toBeInTheDocument();
  });

  it('shortens long reseller names for the bars', () => {
    expect(shortLabel('Alpha')).toBe('Alpha');
    expect(shortLabel('Northwind Telecom Partners')).toBe('Northwind T…');
  });
});
