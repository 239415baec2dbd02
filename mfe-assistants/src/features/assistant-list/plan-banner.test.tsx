import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@voice/session';
import { fakeServer } from '@voice/api-client/testing';
import { assistant, page, renderList, signIn, subscription, usage } from './test-support';

let server: ReturnType<typeof fakeServer>;

afterEach(() => {
  server?.restore();
  useSession.getState().clear();
});

const NO_SUBSCRIPTION = /You need an active subscription to create assistants\./;
const PENDING = /Your subscription payment is in process\./;

describe('subscription banners, Create and the quota line', () => {
  it('lets a user with an active plan create, and shows the quota without banners', async () => {
    signIn('user');
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1)]),
      'GET /api/subscriptions/current': () => subscription('active'),
      'GET /api/subscriptions/usage': () => usage({ used: 2, limit: 5, remaining: 3 }),
    });
    const user = userEvent.setup();
    renderList();
    const create = await screen.findByRole('link', { name: 'Create Assistant' });
    expect(create).toHaveAttribute('href', '/assistants/create');
    expect(
      await screen.findByText('Growth plan. Assistants: 2 of 5 used, 3 remaining'),
    ).toBeInTheDocument();
    expect(screen.queryByText(NO_SUBSCRIPTION)).not.toBeInTheDocument();
    expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
    await user.click(create);
    expect(screen.getByTestId('location')).toHaveTextContent('/assistants/create');
  });

  it('shows an unlimited quota for a limit of -1', async () => {
    signIn('user');
    server = fakeServer({
      'GET /api/assistants': () => page([]),
      'GET /api/subscriptions/current': () => subscription('active'),
      'GET /api/subscriptions/usage': () => usage({ used: 4, limit: -1, remaining: -1 }, 'Pro'),
    });
    renderList();
    expect(await screen.findByText('Pro plan. Assistants: 4 used, unlimited')).toBeInTheDocument();
  });

  it('disables Create with the reason when the plan has no assistant left', async () => {
    signIn('user');
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1), assistant(2)]),
      'GET /api/subscriptions/current': () => subscription('active'),
      'GET /api/subscriptions/usage': () => usage({ used: 2, limit: 2, remaining: 0 }),
    });
    renderList();
    const limit = /You have reached your assistant limit for your current subscription plan\./;
    const banner = (await screen.findByText(limit)).closest('[role="status"]') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    const create = screen.getByRole('button', { name: 'Create Assistant' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(expect.stringMatching(limit));
    expect(screen.queryByRole('link', { name: 'Create Assistant' })).not.toBeInTheDocument();
  });

  it('disables Create and offers Complete Payment for a pending subscription', async () => {
    signIn('user');
    server = fakeServer({
      'GET /api/assistants': () => page([]),
      'GET /api/subscriptions/current': () => subscription('pending'),
    });
    const user = userEvent.setup();
    renderList();
    const banner = (await screen.findByText(PENDING)).closest('[role="status"]') as HTMLElement;
    const pay = within(banner).getByRole('link', { name: 'Complete Payment' });
    expect(pay).toHaveAttribute('href', '/payment?package_id=12&interval=yearly');
    const create = screen.getByRole('button', { name: 'Create Assistant' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(expect.stringMatching(PENDING));
    expect(screen.queryByRole('link', { name: 'Create Assistant' })).not.toBeInTheDocument();
    await user.click(pay);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/payment?package_id=12&interval=yearly',
    );
  });

  it('hides a dismissed banner while Create stays disabled', async () => {
    signIn('user');
    server = fakeServer({
      'GET /api/assistants': () => page([]),
      'GET /api/subscriptions/current': () => subscription('pending'),
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByText(PENDING);
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create Assistant' });
    expect(create).toBeDisabled();
    expect(create).not.toHaveAttribute('aria-describedby');
  });

  it.each([
    ['no subscription (null)', { status: 200, data: { success: true, data: null } }],
    ['a cancelled one', subscription('cancelled')],
  ])('disables Create and links to /subscription with %s', async (_label, reply) => {
    signIn('user');
    server = fakeServer({
      'GET /api/assistants': () => page([]),
      'GET /api/subscriptions/current': () => reply,
      'GET /api/subscriptions/usage': () => ({ status: 404, data: { message: 'No plan' } }),
    });
    renderList();
    const text = await screen.findByText(NO_SUBSCRIPTION);
    expect(within(text).getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getByRole('button', { name: 'Create Assistant' })).toBeDisabled();
    expect(screen.queryByText(/Assistants: /)).not.toBeInTheDocument();
  });

  it('sends a reseller admin without a plan to /reseller-billing', async () => {
    signIn('reseller_admin');
    server = fakeServer({
      'GET /api/assistants': () => page([]),
      'GET /api/reseller-billing': () => ({
        status: 200,
        data: { success: true, data: { subscription: null, packages: [] } },
      }),
      'GET /api/admin/users/for-assignment': () => ({
        status: 200,
        data: { success: true, data: [] },
      }),
    });
    renderList('/admin/assistants');
    const text = await screen.findByText(NO_SUBSCRIPTION);
    expect(within(text).getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/reseller-billing',
    );
    expect(screen.getByRole('button', { name: 'Create Assistant' })).toBeDisabled();
    // Admins see no quota line, and the user's own subscription is not asked for.
    expect(server.calls).not.toContain('GET /api/subscriptions/current');
    expect(server.calls).not.toContain('GET /api/subscriptions/usage');
  });

  it("lets a reseller admin whose reseller plan is active create on the admin list's route", async () => {
    signIn('reseller_admin');
    server = fakeServer({
      'GET /api/assistants': () => page([]),
      'GET /api/reseller-billing': () => ({
        status: 200,
        data: { success: true, data: { subscription: { status: 'active' }, packages: [] } },
      }),
      'GET /api/admin/users/for-assignment': () => ({
        status: 200,
        data: { success: true, data: [] },
      }),
    });
    renderList('/admin/assistants');
    expect(await screen.findByRole('link', { name: 'Create Assistant' })).toHaveAttribute(
      'href',
      '/admin/assistants/create',
    );
  });

  it.each(['admin', 'super_admin', 'content_admin'] as const)(
    'never checks the subscription of a %s (super admin in the list)',
    async (role) => {
      signIn(role);
      server = fakeServer({
        'GET /api/assistants': () => page([]),
        'GET /api/super-admin/resellers': () => ({
          status: 200,
          data: { success: true, data: [] },
        }),
        'GET /api/super-admin/assistants/users-for-assignment': () => ({
          status: 200,
          data: { success: true, data: [] },
        }),
      });
      renderList('/super-admin/assistants');
      expect(await screen.findByRole('link', { name: 'Create Assistant' })).toHaveAttribute(
        'href',
        '/super-admin/assistants/create',
      );
      await screen.findByRole('heading', { name: 'No assistants yet' });
      expect(screen.queryByText(NO_SUBSCRIPTION)).not.toBeInTheDocument();
      expect(server.calls.filter((call) => /subscriptions|reseller-billing/.test(call))).toEqual(
        [],
      );
    },
  );

  it('keeps Create disabled without a banner when the subscription cannot be loaded', async () => {
    signIn('user');
    server = fakeServer({
      'GET /api/assistants': () => page([]),
      'GET /api/subscriptions/current': () => ({ status: 500, data: { message: 'Down' } }),
    });
    renderList();
    await waitFor(() => expect(server.calls).toContain('GET /api/subscriptions/current'));
    await screen.findByRole('heading', { name: 'No assistants yet' });
    expect(screen.getByRole('button', { name: 'Create Assistant' })).toBeDisabled();
    expect(screen.queryByText(NO_SUBSCRIPTION)).not.toBeInTheDocument();
  });
});
