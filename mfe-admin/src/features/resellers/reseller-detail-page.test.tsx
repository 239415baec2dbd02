import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { ResellerDetail } from '@voice/api-client';
import type { AdminResellerPackage } from '@voice/contracts';
import { fakeServer } from '@voice/api-client/testing';
import { renderWithQueries } from '@voice/ui/testing';
import ResellerDetailPage from './reseller-detail-page';
import { reasonError } from './status-dialog';

const REASON_REQUIRED = 'Please give a reason.';
const REASON_TOO_SHORT = 'The reason must be at least 3 characters.';
import { ok } from '../../shared/test-support/replies';

const DETAIL: ResellerDetail = {
  id: 7,
  org_name: 'Alpha Agency',
  subdomain: 'alpha',
  site_url: 'http://alpha.localhost:3000',
  company_email: 'hello@alpha.test',
  status: 'active',
  status_reason: null,
  status_changed_at: null,
  created_at: '2029-12-31T00:00:00.000Z',
  branding: {
    site_title: 'Alpha Voice',
    site_tagline: 'Calls, answered.',
    primary_color: '#112233',
    secondary_color: '#10B981',
    logo_url: null,
    company_phone: '+15550001111',
  } as ResellerDetail['branding'],
  admin: { id: 3, name: 'Ann Alpha', email: 'ann@alpha.test', status: 'active' },
  subscription: {
    id: 9,
    status: 'active',
    package: { id: 1, name: 'Reseller Starter', price: 99, yearly_price: 990 },
    billing_interval: 'monthly',
    amount: 99,
    currency: 'USD',
    current_period_start: '2030-01-01T00:00:00.000Z',
    current_period_end: '2030-02-01T00:00:00.000Z',
    days_remaining: 10,
    last_payment_error: null,
    can_pay: false,
    can_renew: true,
    created_at: '2029-12-31T00:00:00.000Z',
    cancel_at_period_end: false,
    grace_until: null,
  },
  counts: { users: 25, active_users: 20, assistants: 4 },
  users: [
    {
      id: 11,
      name: 'Carl Customer',
      email: 'carl@alpha.test',
      role: 'user',
      status: 'active',
      created_at: '2030-01-03T00:00:00.000Z',
    },
  ],
  assistants: [
    {
      id: 5,
      name: 'Front Desk',
      type: 'demo',
      phone_number: '+15550002222',
      user_name: 'Carl Customer',
      total_calls: 42,
    },
  ],
  usage: {
    total_calls: 100,
    total_minutes: 250,
    calls_this_month: 12,
    minutes_this_month: 30.5,
    calls_per_day: [{ date: '2030-01-10', calls: 12, minutes: 30.5 }],
  },
  revenue: {
    customers_total: 400,
    customers_this_month: 40,
    packages_total: 990,
    packages_this_month: 99,
  },
};

const pkg = (id: number, name: string, price: number, active = true): AdminResellerPackage => ({
  id,
  name,
  description: name,
  price,
  yearly_price: price * 10,
  is_popular: false,
  formatted_voice_agents_limit: '10',
  formatted_minutes_limit: '1000',
  support_level: 'Email',
  voice_agents_limit: 10,
  minutes_limit: 1000,
  is_active: active,
  sort_order: id,
  live_subscriptions: 0,
});

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

function renderDetail() {
  return renderWithQueries(
    <>
      <Routes>
        <Route path="/super-admin/resellers/:id" element={<ResellerDetailPage />} />
      </Routes>
    </>,
    { path: '/super-admin/resellers/7' },
  );
}

function startServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  let current = DETAIL;
  server = fakeServer({
    'GET /api/super-admin/resellers/7': () => ok(current),
    'GET /api/super-admin/reseller-packages': () => ({
      status: 200,
      data: {
        success: true,
        data: [
          pkg(1, 'Reseller Starter', 99),
          pkg(2, 'Reseller Growth', 249),
          pkg(3, 'Old', 9, false),
        ],
      },
    }),
    'POST /api/super-admin/resellers/7/suspend': (request) => {
      current = {
        ...current,
        status: 'suspended',
        status_reason: (request.body as { reason: string }).reason,
      };
      return ok(current, 'The reseller has been suspended.');
    },
    'PUT /api/super-admin/resellers/7/package': (request) => {
      const body = request.body as { reseller_package_id: number; billing_interval: string };
      current = {
        ...current,
        subscription: {
          ...(DETAIL.subscription as NonNullable<ResellerDetail['subscription']>),
          package: { id: 2, name: 'Reseller Growth', price: 249, yearly_price: 2490 },
          billing_interval: body.billing_interval as 'yearly',
          amount: 2490,
        },
      };
      return ok(current, "The reseller's package has been changed.");
    },
    ...extra,
  });
}

describe('reasonError', () => {
  it('needs 3 to 500 characters', () => {
    expect(reasonError('  ')).toBe(REASON_REQUIRED);
    expect(reasonError('ab')).toBe(REASON_TOO_SHORT);
    expect(reasonError('x'.repeat(501))).toBe('The reason may not be greater than 500 characters.');
    expect(reasonError('Unpaid')).toBeNull();
  });
});

describe('/super-admin/resellers/:id', () => {
  it('shows the sections in tabs', async () => {
    startServer();
    const user = userEvent.setup();
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpha Agency' })).toBeVisible();
    expect(screen.getByText('Alpha Voice')).toBeInTheDocument();
    expect(screen.getByText('ann@alpha.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://alpha.localhost:3000' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    const users = screen.getByRole('table', { name: 'Reseller users' });
    expect(within(users).getByText('Carl Customer')).toBeInTheDocument();
    expect(screen.getByText(/25 users, 20 active/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Assistants' }));
    expect(
      within(screen.getByRole('table', { name: 'Reseller assistants' })).getByText('42'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Usage' }));
    expect(screen.getByText('30.5 min talk time')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Revenue' }));
    expect(screen.getByText('$400')).toBeVisible();
    expect(screen.getByText('This month: $99')).toBeVisible();
  });

  it('suspends with a reason', async () => {
    startServer();
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Alpha Agency' });
    expect(dialog).toHaveTextContent('ann@alpha.test');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend reseller' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REASON_REQUIRED);
    expect(server.requests('/api/super-admin/resellers/7/suspend')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Unpaid invoices');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend reseller' }));
    expect(await screen.findByText('The reseller has been suspended.')).toBeInTheDocument();
    expect(server.requests('/api/super-admin/resellers/7/suspend')[0]?.body).toEqual({
      reason: 'Unpaid invoices',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Suspended: Unpaid invoices')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('changes the package', async () => {
    startServer();
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('tab', { name: 'Package' }));
    expect(screen.getByText('$99 / month')).toBeVisible();
    const select = screen.getByLabelText('New package');
    await screen.findByRole('option', { name: /Reseller Growth/ });
    expect(within(select).queryByRole('option', { name: /Old/ })).not.toBeInTheDocument();
    await user.selectOptions(select, '2');
    await user.selectOptions(screen.getByLabelText('Billing interval'), 'yearly');
    await user.click(screen.getByRole('button', { name: 'Change package' }));
    expect(await screen.findByText("The reseller's package has been changed.")).toBeInTheDocument();
    expect(server.requests('/api/super-admin/resellers/7/package')[0]?.body).toEqual({
      reseller_package_id: 2,
      billing_interval: 'yearly',
    });
    expect(await screen.findByText('$2,490 / year')).toBeVisible();
  });

  it('says when the reseller does not exist', async () => {
    startServer({
      'GET /api/super-admin/resellers/7': () => ({
        status: 404,
        data: { success: false, message: 'Reseller not found' },
      }),
    });
    renderDetail();
    expect(await screen.findByText('Reseller not found')).toBeInTheDocument();
  });
});
