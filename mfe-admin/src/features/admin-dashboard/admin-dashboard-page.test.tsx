import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDashboardStats, ResellerStripeConfiguration } from '@voice/contracts';
import { useSession } from '@voice/session';
import { fakeServer as baseFakeServer, type Reply } from '@voice/api-client/testing';
import { signedInUser } from '../../shared/list-page/test-support';
import AdminDashboardPage from './admin-dashboard-page';
import { renderWithQueries } from '@voice/ui/testing';

/**
 * 30 UTC days ending 2026-11-30, oldest first: 1,500 calls on Nov 5 (1,200 inbound, 300 outbound), 20 on Nov 30
 * (all outbound), none otherwise.
 */
const DAYS = Array.from({ length: 30 }, (_, i) => {
  const day = i + 1;
  const calls = day === 5 ? 1500 : day === 30 ? 20 : 0;
  const inbound = day === 5 ? 1200 : 0;
  return {
    date: `2026-11-${String(day).padStart(2, '0')}`,
    calls,
    minutes: calls,
    inbound_calls: inbound,
    inbound_minutes: inbound,
    outbound_calls: calls - inbound,
    outbound_minutes: calls - inbound,
  };
});

const utcDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const STATS: AdminDashboardStats = {
  calls_per_day: DAYS,
  overview: {
    total_users: 1250,
    active_users: 980,
    total_calls: 48210,
    calls_today: 312,
    total_minutes: 90500,
    this_month_minutes: 0.3,
    total_billed_minutes: 91200,
    this_month_billed_minutes: 1,
    directions: {
      inbound: {
        total_calls: 40000,
        this_month_calls: 1200,
        total_minutes: 75000.5,
        this_month_minutes: 1900.25,
        total_billed_minutes: 76000,
        this_month_billed_minutes: 1950,
      },
      outbound: {
        total_calls: 8000,
        this_month_calls: 1,
        total_minutes: 15000,
        this_month_minutes: 0.3,
        total_billed_minutes: 15100,
        this_month_billed_minutes: 1,
      },
    },
    total_revenue: 125430.5,
    revenue_this_month: 9870,
  },
  top_assistants: [
    {
      id: 1,
      name: 'Clinic Front Desk',
      type: 'production',
      total_calls: 1200,
      user_name: 'Dr. Grey',
      phone_number: '+15550001111',
    },
    {
      id: 2,
      name: 'Pizza Orders',
      type: 'demo',
      total_calls: 1,
      user_name: 'Luigi',
      phone_number: null,
    },
  ],
};

/** A reseller's own Stripe keys, saved. */
const STRIPE_KEYS: ResellerStripeConfiguration = {
  scope: 'reseller',
  configured: true,
  publishable_key: 'pk_test_51Abcdefghijkl',
  secret_key_masked: 'sk_test_…••••AbCd',
  webhook_secret_masked: 'whsec_…••••WxYz',
  webhook_url: 'http://localhost:3000/api/webhooks/stripe/reseller/7',
  updated_at: '2024-05-03T12:00:00.000Z',
};

/** The embedded Custom Subscription Manager has nothing to show in these tests. */
const fakeServer: typeof baseFakeServer = (routes) =>
  baseFakeServer({
    'GET /api/admin/subscriptions/custom': () => ({
      status: 200,
      data: { success: true, data: [] },
    }),
    ...routes,
  });

const ok = (data: AdminDashboardStats): Reply => ({ status: 200, data: { success: true, data } });

function renderDashboard(path = '/admin') {
  return renderWithQueries(<AdminDashboardPage />, { path });
}

let server: ReturnType<typeof fakeServer>;

afterEach(() => {
  server?.restore();
  useSession.getState().clear();
});

/** The stat card that shows `label`. */
function statCard(label: string): HTMLElement {
  const card = screen.getByText(label).parentElement;
  if (!card) throw new Error(`no card ${label}`);
  return card;
}

describe('admin dashboard', () => {
  it('shows loading, then the four overview cards with their hints', async () => {
    useSession.setState({ token: 'admin-token' });
    server = fakeServer({ 'GET /api/admin/dashboard/stats': () => ok(STATS) });
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('System-wide analytics and management')).toBeInTheDocument();
    expect(
      screen.getAllByRole('status').some((node) => node.textContent === 'Loading dashboard...'),
    ).toBe(true);

    await screen.findByText('Total Users');
    expect(statCard('Total Users')).toHaveTextContent('1,250');
    expect(statCard('Total Users')).toHaveTextContent('Active: 980');
    expect(statCard('Total Calls')).toHaveTextContent('48,210');
    expect(statCard('Total Calls')).toHaveTextContent('Today: 312');
    // Billed minutes (each call rounded up) and talk time with one decimal: a 20-second call this month
    // is 1 billed minute and 0.3 min of talk, never a whole-number '0'.
    expect(statCard('Total Minutes')).toHaveTextContent('91,200 billed');
    expect(statCard('Total Minutes')).toHaveTextContent(
      'Talk time 90,500.0 min · This month: 1 billed, 0.3 min talk',
    );
    expect(statCard('Total Revenue')).toHaveTextContent('$125,430.50');
    // One money format everywhere: cents shown unless whole.
    expect(statCard('Total Revenue')).toHaveTextContent(/This month: \$9,870(?!\.)/);
    expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument();
    const [request] = server.requests('/api/admin/dashboard/stats');
    expect(request?.headers.Authorization).toBe('Bearer admin-token');
  });

  it('charts the calls per day of its scope under the cards', async () => {
    server = fakeServer({ 'GET /api/admin/dashboard/stats': () => ok(STATS) });
    renderDashboard();

    const chart = await screen.findByRole('region', { name: 'Calls per day (last 30 days)' });
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      `Calls per day (last 30 days), ${utcDay('2026-11-01')} to ${utcDay('2026-11-30')}: ` +
        `${(1520).toLocaleString()} calls in total; highest on ${utcDay('2026-11-05')} with ` +
        `${(1500).toLocaleString()} calls.`,
    );
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[30]).toHaveTextContent(`${utcDay('2026-11-30')}20 calls`);
    const cards = statCard('Total Users');
    expect(cards.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows inbound and outbound calls and minutes apart, and their share of the last 30 days in words', async () => {
    server = fakeServer({ 'GET /api/admin/dashboard/stats': () => ok(STATS) });
    renderDashboard();

    const card = await screen.findByRole('region', { name: 'Inbound and outbound calls' });
    const inbound = within(card).getByRole('group', { name: 'Inbound' });
    expect(inbound).toHaveTextContent('40,000 calls');
    expect(inbound).toHaveTextContent('76,000 billed min · 75,000.5 min talk');
    expect(inbound).toHaveTextContent(
      'This month: 1,200 calls, 1,950 billed min, 1,900.3 min talk',
    );
    const outbound = within(card).getByRole('group', { name: 'Outbound' });
    expect(outbound).toHaveTextContent('8,000 calls');
    expect(outbound).toHaveTextContent('15,100 billed min · 15,000.0 min talk');
    expect(outbound).toHaveTextContent('This month: 1 call, 1 billed min, 0.3 min talk');
    // The share is said in words (the bar beside it is decoration): 1,200 inbound, 320 outbound.
    expect(card).toHaveTextContent(
      `Last 30 days: ${(1200).toLocaleString()} inbound (79%) and 320 outbound (21%)`,
    );
    const cards = statCard('Total Users');
    expect(cards.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says 'No calls in the last 30 days' when its scope has none", async () => {
    server = fakeServer({
      'GET /api/admin/dashboard/stats': () =>
        ok({
          ...STATS,
          calls_per_day: DAYS.map((d) => ({
            ...d,
            calls: 0,
            minutes: 0,
            inbound_calls: 0,
            inbound_minutes: 0,
            outbound_calls: 0,
            outbound_minutes: 0,
          })),
        }),
    });
    renderDashboard();
    const chart = await screen.findByRole('region', { name: 'Calls per day (last 30 days)' });
    expect(within(chart).getByText('No calls in the last 30 days')).toBeInTheDocument();
    expect(within(chart).queryByRole('img')).not.toBeInTheDocument();
    const directions = screen.getByRole('region', { name: 'Inbound and outbound calls' });
    expect(directions).toHaveTextContent('No inbound or outbound calls in the last 30 days');
    expect(within(directions).queryByTestId('direction-share')).not.toBeInTheDocument();
  });

  it('lists the top performing assistants with type, calls, user and phone', async () => {
    server = fakeServer({ 'GET /api/admin/dashboard/stats': () => ok(STATS) });
    renderDashboard();

    const section = await screen.findByRole('region', { name: 'Top Performing Assistants' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement).getByRole('heading', { name: 'Clinic Front Desk' }),
    ).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Production');
    expect(rows[0]).toHaveTextContent('1,200 calls');
    expect(rows[0]).toHaveTextContent('Dr. Grey');
    expect(rows[0]).toHaveTextContent('+15550001111');
    expect(rows[1]).toHaveTextContent('Pizza Orders');
    expect(rows[1]).toHaveTextContent('Demo');
    expect(rows[1]).toHaveTextContent('1 call');
    expect(rows[1]).toHaveTextContent('Luigi');
    expect(rows[1]).toHaveTextContent('No phone number');
  });

  it('says when no assistant has taken calls yet', async () => {
    server = fakeServer({
      'GET /api/admin/dashboard/stats': () => ok({ ...STATS, top_assistants: [] }),
    });
    renderDashboard('/dashboard');
    const section = await screen.findByRole('region', { name: 'Top Performing Assistants' });
    expect(within(section).getByText('No assistant activity yet')).toBeInTheDocument();
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("tells a reseller admin without its own Stripe keys that its customers pay the platform's account", async () => {
    useSession.setState({ token: 't', user: signedInUser('reseller_admin'), intendedUrl: null });
    server = fakeServer({
      'GET /api/admin/dashboard/stats': () => ok(STATS),
      'GET /api/admin/stripe-configuration': () => ({
        status: 200,
        data: { success: true, data: { ...STRIPE_KEYS, configured: false } },
      }),
    });
    renderDashboard();
    const notice = await screen.findByRole('note', { name: "Where your customers' payments go" });
    expect(notice).toHaveTextContent("Your customers' payments go to the platform's account");
    expect(notice).toHaveTextContent(
      "your customers pay through the platform's payment account, not yours",
    );
    expect(
      within(notice).getByRole('link', { name: 'Configure your Stripe keys' }),
    ).toHaveAttribute('href', '/admin/stripe-configuration');
  });

  it('shows no payments notice once the keys are saved, nor to a platform admin', async () => {
    useSession.setState({ token: 't', user: signedInUser('reseller_admin'), intendedUrl: null });
    server = fakeServer({
      'GET /api/admin/dashboard/stats': () => ok(STATS),
      'GET /api/admin/stripe-configuration': () => ({
        status: 200,
        data: { success: true, data: STRIPE_KEYS },
      }),
    });
    const { unmount } = renderDashboard();
    await screen.findByText('Total Users');
    await waitFor(() => expect(server.requests('/api/admin/stripe-configuration')).toHaveLength(1));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    unmount();
    server.restore();

    useSession.setState({ token: 't', user: signedInUser('super_admin'), intendedUrl: null });
    server = fakeServer({ 'GET /api/admin/dashboard/stats': () => ok(STATS) });
    renderDashboard();
    await screen.findByText('Total Users');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(server.requests('/api/admin/stripe-configuration')).toHaveLength(0);
  });

  it('shows the error with the server message and loads again on Try again', async () => {
    let fail = true;
    server = fakeServer({
      'GET /api/admin/dashboard/stats': () =>
        fail ? { status: 500, data: { message: 'Database unavailable' } } : ok(STATS),
    });
    const user = userEvent.setup();
    renderDashboard();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(screen.queryByText('Total Users')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requests('/api/admin/dashboard/stats')).toHaveLength(2);
  });
});
