import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { DashboardStats, RecentCall } from '@voice/contracts';
import { useSession } from '@voice/session';
import {
  fakeApi,
  queryWrapper,
  type FakeReply,
  type RecordedCall,
} from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import DashboardPage from './dashboard-page';

function call(n: number, overrides: Partial<RecentCall> = {}): RecentCall {
  return {
    id: n,
    call_id: `call-${n}`,
    phone_number: `+1555000${String(n).padStart(4, '0')}`,
    customer_number: `+1415555${String(n).padStart(4, '0')}`,
    direction: 'inbound',
    status: 'completed',
    assistant_name: `Assistant ${n}`,
    duration: 60 + n,
    start_time: `2025-03-0${(n % 9) + 1}T10:15:00Z`,
    ...overrides,
  };
}

/**
 * 30 UTC days ending 2026-11-30, oldest first: 3 calls on Nov 10 (2 inbound, 1 web), 1 on Nov 29 (outbound), none
 * otherwise.
 */
const DAYS = Array.from({ length: 30 }, (_, i) => {
  const day = i + 1;
  const calls = day === 10 ? 3 : day === 29 ? 1 : 0;
  const inbound = day === 10 ? 2 : 0;
  const outbound = day === 29 ? 1 : 0;
  return {
    date: `2026-11-${String(day).padStart(2, '0')}`,
    calls,
    minutes: calls * 2,
    inbound_calls: inbound,
    inbound_minutes: inbound * 2,
    outbound_calls: outbound,
    outbound_minutes: outbound * 2,
  };
});

const utcDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const STATS: DashboardStats = {
  calls_per_day: DAYS,
  // Every first step done: no checklist.
  first_run: { plan: 'active', has_assistant: true, has_call: true, has_number: true },
  overview: {
    total_assistants: 4,
    total_calls: 1234,
    calls_today: 17,
    total_minutes: 980.4,
    this_month_minutes: 321,
    total_billed_minutes: 1012,
    this_month_billed_minutes: 330,
    directions: {
      inbound: {
        total_calls: 1000,
        this_month_calls: 300,
        total_minutes: 800.4,
        this_month_minutes: 280,
        total_billed_minutes: 830,
        this_month_billed_minutes: 290,
      },
      outbound: {
        total_calls: 200,
        this_month_calls: 1,
        total_minutes: 150,
        this_month_minutes: 0.3,
        total_billed_minutes: 160,
        this_month_billed_minutes: 1,
      },
    },
    avg_duration: 42.4,
    bookings_upcoming: 1205,
    bookings_this_month: 9,
  },
  recent_calls: [
    call(1, {
      phone_number: '+15551230001',
      customer_number: '+14155550123',
      status: 'completed',
      assistant_name: 'Front Desk',
      duration: 125,
    }),
    call(2, {
      phone_number: '+15551230002',
      status: 'failed',
      assistant_name: 'Bookings',
      duration: 45,
    }),
    call(3, { status: 'in-progress', customer_number: null, direction: 'web' }),
    call(4, {
      status: 'queued',
      phone_number: null,
      customer_number: null,
      direction: null,
      assistant_name: null,
      start_time: null,
    }),
  ],
};

let api: ReturnType<typeof fakeApi> | null = null;
function answer(handler: (call: RecordedCall) => FakeReply | Promise<FakeReply>) {
  api = fakeApi(handler);
  return api;
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: 'user-token', user: null, intendedUrl: null });
});
afterEach(() => {
  api?.restore();
  api = null;
});

function card(label: string) {
  const node = screen.getByText(label, { selector: 'p' }).parentElement;
  if (!node) throw new Error(`no card ${label}`);
  return node;
}

function expectZeroCards() {
  expect(within(card('Active Voice Agents')).getByText('0')).toBeInTheDocument();
  expect(within(card('Total Calls')).getByText('0')).toBeInTheDocument();
  expect(within(card('Total Calls')).getByText('Today: 0')).toBeInTheDocument();
  expect(within(card('Total Minutes')).getByText('0 billed')).toBeInTheDocument();
  expect(
    within(card('Total Minutes')).getByText(
      'Talk time 0.0 min · This month: 0 billed, 0.0 min talk',
    ),
  ).toBeInTheDocument();
  expect(within(card('Avg Duration')).getByText('0s')).toBeInTheDocument();
  expect(within(card('Upcoming Bookings')).getByText('0')).toBeInTheDocument();
  expect(within(card('Upcoming Bookings')).getByText('Booked this month: 0')).toBeInTheDocument();
  expect(screen.getByText('No recent calls found')).toBeInTheDocument();
  expect(screen.getByText('No calls in the last 30 days')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

describe('DashboardPage', () => {
  it("shows 'Loading dashboard...' under the heading until the stats arrive", async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const { calls } = answer(() => new Promise<FakeReply>((resolve) => (release = resolve)));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    await waitFor(() => expect(calls).toHaveLength(1));

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Monitor your voice agents and call analytics')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
    release({ status: 200, data: { success: true, data: STATS } });
    expect(await screen.findByText('Latest Calls (Last 10)')).toBeInTheDocument();
    expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument();
  });

  it('shows the cards from the overview, with the bearer token sent', async () => {
    const { calls } = answer(() => ({ status: 200, data: { success: true, data: STATS } }));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    await screen.findByText('Latest Calls (Last 10)');

    expect(calls).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/dashboard/stats',
        authorization: 'Bearer user-token',
      }),
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(card('Active Voice Agents')).getByText('4')).toBeInTheDocument();
    expect(within(card('Total Calls')).getByText((1234).toLocaleString())).toBeInTheDocument();
    expect(within(card('Total Calls')).getByText('Today: 17')).toBeInTheDocument();
    // Billed minutes (each call rounded up, as /subscription counts them) and talk time, each labelled.
    expect(within(card('Total Minutes')).getByText('1,012 billed')).toBeInTheDocument();
    expect(
      within(card('Total Minutes')).getByText(
        'Talk time 980.4 min · This month: 330 billed, 321.0 min talk',
      ),
    ).toBeInTheDocument();
    expect(within(card('Avg Duration')).getByText('42s')).toBeInTheDocument();
    expect(within(card('Avg Duration')).getByText('Per call average')).toBeInTheDocument();
    // The booking calendars' appointments: those still to come, and those booked this month.
    expect(
      within(card('Upcoming Bookings')).getByText((1205).toLocaleString()),
    ).toBeInTheDocument();
    expect(within(card('Upcoming Bookings')).getByText('Booked this month: 9')).toBeInTheDocument();
  });

  it('shows one 20-second call as 1 billed minute and 0.3 min of talk time', async () => {
    answer(() => ({
      status: 200,
      data: {
        success: true,
        data: {
          ...STATS,
          overview: {
            ...STATS.overview,
            total_minutes: 0.3,
            this_month_minutes: 0.3,
            total_billed_minutes: 1,
            this_month_billed_minutes: 1,
          },
        },
      },
    }));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    await screen.findByText('Latest Calls (Last 10)');
    expect(within(card('Total Minutes')).getByText('1 billed')).toBeInTheDocument();
    expect(
      within(card('Total Minutes')).getByText(
        'Talk time 0.3 min · This month: 1 billed, 0.3 min talk',
      ),
    ).toBeInTheDocument();
  });

  it("gives a new customer's all-zero dashboard a first-run checklist with the next step of each", async () => {
    answer(() => ({
      status: 200,
      data: {
        success: true,
        data: {
          ...STATS,
          first_run: { plan: 'none', has_assistant: false, has_call: false, has_number: false },
        },
      },
    }));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    const list = await screen.findByRole('region', { name: 'Get started' });
    expect(list).toHaveTextContent('0 of 4 steps done');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Choose a plan (to do)',
      'Create an assistant (to do)',
      'Test it (to do)',
      'Get a phone number (to do)',
    ]);
    expect(within(list).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(within(list).getByRole('link', { name: 'Create an assistant' })).toHaveAttribute(
      'href',
      '/assistants/create',
    );
  });

  it('ticks the steps the account has done and hides the checklist once all are', async () => {
    answer(() => ({
      status: 200,
      data: {
        success: true,
        data: {
          ...STATS,
          first_run: { plan: 'pending', has_assistant: true, has_call: true, has_number: false },
        },
      },
    }));
    const { unmount } = renderPage(<DashboardPage />, {
      path: '/dashboard',
      wrapper: queryWrapper(),
    });
    const list = await screen.findByRole('region', { name: 'Get started' });
    expect(list).toHaveTextContent('2 of 4 steps done');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((step) => step.querySelector('strong')?.textContent),
    ).toEqual([
      'Choose a plan (to do)',
      'Create an assistant (done)',
      'Test it (done)',
      'Get a phone number (to do)',
    ]);
    expect(within(list).getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(within(list).queryByRole('link', { name: 'Create an assistant' })).toBeNull();
    unmount();
    api?.restore();

    answer(() => ({ status: 200, data: { success: true, data: STATS } }));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    await screen.findByText('Latest Calls (Last 10)');
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('shows inbound and outbound calls and minutes apart under the cards, with their share in words', async () => {
    answer(() => ({ status: 200, data: { success: true, data: STATS } }));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    const section = await screen.findByRole('region', { name: 'Inbound and outbound calls' });

    const inbound = within(section).getByRole('group', { name: 'Inbound' });
    expect(inbound).toHaveTextContent(`${(1000).toLocaleString()} calls`);
    expect(inbound).toHaveTextContent('830 billed min · 800.4 min talk');
    expect(inbound).toHaveTextContent('This month: 300 calls, 290 billed min, 280.0 min talk');
    const outbound = within(section).getByRole('group', { name: 'Outbound' });
    expect(outbound).toHaveTextContent('200 calls');
    expect(outbound).toHaveTextContent('160 billed min · 150.0 min talk');
    expect(outbound).toHaveTextContent('This month: 1 call, 1 billed min, 0.3 min talk');
    // The web call of Nov 10 is in neither direction: 2 inbound and 1 outbound in the last 30 days.
    expect(section).toHaveTextContent('Last 30 days: 2 inbound (67%) and 1 outbound (33%)');
    expect(within(section).getByTestId('direction-share')).toHaveAttribute('aria-hidden', 'true');

    const cards = screen.getByRole('region', { name: 'Overview' });
    const chart = screen.getByRole('region', { name: 'Calls per day (last 30 days)' });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(cards, section)).toBe(true);
    expect(follows(section, chart)).toBe(true);
  });

  it('shows zero inbound and outbound calls when the reply has no split (a server from before it)', async () => {
    const { directions: _directions, ...overview } = STATS.overview;
    answer(() => ({
      status: 200,
      data: {
        success: true,
        data: {
          ...STATS,
          overview,
          calls_per_day: DAYS.map(({ date, calls, minutes }) => ({ date, calls, minutes })),
        },
      },
    }));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    const section = await screen.findByRole('region', { name: 'Inbound and outbound calls' });
    expect(within(section).getByRole('group', { name: 'Inbound' })).toHaveTextContent(
      '0 calls0 billed min · 0.0 min talkThis month: 0 calls, 0 billed min, 0.0 min talk',
    );
    expect(section).toHaveTextContent('No inbound or outbound calls in the last 30 days');
    expect(within(section).queryByTestId('direction-share')).not.toBeInTheDocument();
  });

  it('charts the calls per day between the cards and the latest calls', async () => {
    answer(() => ({ status: 200, data: { success: true, data: STATS } }));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    const chart = await screen.findByRole('region', { name: 'Calls per day (last 30 days)' });

    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      `Calls per day (last 30 days), ${utcDay('2026-11-01')} to ${utcDay('2026-11-30')}: ` +
        `4 calls in total; highest on ${utcDay('2026-11-10')} with 3 calls.`,
    );
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[10]).toHaveTextContent(`${utcDay('2026-11-10')}3 calls`);
    expect(rows[29]).toHaveTextContent(`${utcDay('2026-11-29')}1 call`);

    const cards = screen.getByRole('region', { name: 'Overview' });
    const latest = screen.getByRole('region', { name: 'Latest Calls (Last 10)' });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(cards, chart)).toBe(true);
    expect(follows(chart, latest)).toBe(true);
  });

  it("says 'No calls in the last 30 days' when every day is 0", async () => {
    answer(() => ({
      status: 200,
      data: {
        success: true,
        data: { ...STATS, calls_per_day: DAYS.map((d) => ({ ...d, calls: 0, minutes: 0 })) },
      },
    }));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    const chart = await screen.findByRole('region', { name: 'Calls per day (last 30 days)' });
    expect(within(chart).getByText('No calls in the last 30 days')).toBeInTheDocument();
    expect(within(chart).queryByRole('img')).not.toBeInTheDocument();
  });

  it('lists the latest calls with phone, status badge, assistant, duration, start time and a link', async () => {
    answer(() => ({ status: 200, data: { success: true, data: STATS } }));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    const section = (await screen.findByText('Latest Calls (Last 10)')).closest('section');
    if (!section) throw new Error('no section');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(4);

    const first = items[0] as HTMLElement;
    // The caller's number, never the assistant's own.
    expect(within(first).getByText('+14155550123')).toBeInTheDocument();
    expect(first).not.toHaveTextContent('+15551230001');
    expect(within(first).getByText('completed')).toHaveAttribute('data-tone', 'success');
    expect(first).toHaveTextContent('Front Desk');
    expect(first).toHaveTextContent('2m 5s');
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2025-03-02T10:15:00Z');
    expect(within(first).getByRole('link', { name: /view details/i })).toHaveAttribute(
      'href',
      '/call-logs/call-1',
    );

    expect(within(items[1] as HTMLElement).getByText('failed')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    expect(items[1]).toHaveTextContent('45s');
    expect(items[2]).toHaveTextContent('Web call, no number');
    expect(within(items[2] as HTMLElement).getByText('in-progress')).toHaveAttribute(
      'data-tone',
      'info',
    );
    const last = items[3] as HTMLElement;
    expect(within(last).getByText('queued')).toHaveAttribute('data-tone', 'neutral');
    expect(last).toHaveTextContent('Unknown number');
    expect(last).toHaveTextContent('Unknown assistant');
    expect(within(last).getByRole('link', { name: /view details/i })).toHaveAttribute(
      'href',
      '/call-logs/call-4',
    );
  });

  it('shows at most the last 10 calls', async () => {
    const many = Array.from({ length: 12 }, (_, i) => call(i + 1));
    answer(() => ({
      status: 200,
      data: { success: true, data: { ...STATS, recent_calls: many } },
    }));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    const section = (await screen.findByText('Latest Calls (Last 10)')).closest('section');
    expect(within(section as HTMLElement).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByText('+14155550011')).not.toBeInTheDocument();
  });

  it("says 'No recent calls found' when there are none", async () => {
    answer(() => ({
      status: 200,
      data: { success: true, data: { ...STATS, recent_calls: [] } },
    }));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    expect(await screen.findByText('No recent calls found')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows empty stats without calling the server when no token is stored', async () => {
    useSession.setState({ token: null });
    const { calls } = answer(() => ({ status: 200, data: { success: true, data: STATS } }));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    await screen.findByText('Latest Calls (Last 10)');
    expectZeroCards();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['a 500 reply', { status: 500, data: { message: 'Server Error' } } as FakeReply],
    ['a 403 reply', { status: 403, data: { message: 'Forbidden' } } as FakeReply],
    ['a network error', 'network-error' as FakeReply],
  ])('shows empty stats and no error on %s', async (_label, reply) => {
    answer(() => reply);
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    await screen.findByText('Latest Calls (Last 10)');
    expectZeroCards();
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
  });

  it("shows 'Error: ' and the message when the reply cannot be processed", async () => {
    answer(() => ({ status: 200, data: '<!doctype html><p>maintenance</p>' }));
    renderPage(<DashboardPage />, { path: '/dashboard', wrapper: queryWrapper() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Unexpected reply from the server',
    );
    expect(screen.queryByText('Latest Calls (Last 10)')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument();
  });
});
