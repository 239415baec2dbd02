import { describe, it, expect, beforeEach, afterEach, jest, beforeAll } from '@jest/globals';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@voice/session';
import { preloadTopNavParts, TopNav } from '../top-nav';
import { browserLocation } from '../browser-location';
import {
  fakeServer,
  makeUser,
  renderAt,
  restoreServer,
  signIn,
  signOutLocally,
  type ServerRoutes,
} from '../test-support';
import { filterSwitchUsers } from './switch-user-list';

const USERS = [
  { id: 11, name: 'Alice Smith', email: 'alice@example.com', reseller_name: 'Acme Resellers' },
  { id: 12, name: 'Bob Jones', email: 'bob@globex.test', reseller_name: 'Globex' },
  { id: 13, name: 'Carol White', email: 'carol@example.com', reseller_name: null },
];

const impersonating = (): [number, unknown] => [
  200,
  { is_impersonating: true, original_admin_id: 1 },
];

function serve(extra: ServerRoutes = {}) {
  return fakeServer({
    'GET /api/check-impersonation': impersonating,
    'GET /api/users-for-switch': () => [200, { success: true, data: USERS }],
    ...extra,
  });
}

async function openSwitchUser() {
  await userEvent.click(screen.getByRole('button', { name: 'Switch User' }));
  return screen.findByRole('list', { name: 'Users' });
}

// The top bar's signed-in parts are chunks of their own; here they are ready before the first render.
beforeAll(() => preloadTopNavParts());

describe('impersonation banner', () => {
  let alert: jest.SpiedFunction<typeof window.alert>;
  let assign: jest.SpiedFunction<typeof browserLocation.assign>;
  beforeEach(() => {
    signIn('user', { impersonating: true, name: 'Ivan Impersonated' });
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    restoreServer();
    jest.restoreAllMocks();
    signOutLocally();
  });

  it("shows the impersonated user's name while impersonating, and nothing otherwise", () => {
    serve();
    const { unmount } = renderAt(<TopNav />);
    const banner = screen.getByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('You are impersonating Ivan Impersonated');
    expect(within(banner).getByRole('button', { name: 'Return to Admin' })).toBeInTheDocument();
    unmount();

    signIn('user');
    fakeServer({
      'GET /api/check-impersonation': () => [
        200,
        { is_impersonating: false, original_admin_id: null },
      ],
    });
    renderAt(<TopNav />);
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
  });

  it('lists switchable users and filters them by name, email and reseller name', async () => {
    const server = serve();
    renderAt(<TopNav />);
    const list = await openSwitchUser();
    expect(server.calls).toContain('GET /api/users-for-switch');
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    const search = screen.getByRole('searchbox', { name: 'Search users' });

    await userEvent.type(search, 'bob');
    expect(within(screen.getByRole('list', { name: 'Users' })).getAllByRole('button')).toHaveLength(
      1,
    );
    expect(screen.getByRole('button', { name: /Bob Jones/ })).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'ACME');
    expect(screen.getByRole('button', { name: /Alice Smith/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bob Jones/ })).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'carol@');
    expect(screen.getByRole('button', { name: /Carol White/ })).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.getByText('No users found')).toBeInTheDocument();
  });

  it('switches to a user of the same reseller: sets the session and goes to /dashboard', async () => {
    const alice = makeUser('user', 'Alice Smith', 11);
    const server = serve({
      'POST /api/super-admin/users/11/login-as': () => [
        200,
        { token: 'alice-token', user: alice, is_same_reseller: true, target_reseller: null },
      ],
    });
    renderAt(<TopNav />, '/assistants');
    await openSwitchUser();
    await userEvent.click(screen.getByRole('button', { name: /Alice Smith/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(server.calls).toContain('POST /api/super-admin/users/11/login-as');
    expect(useSession.getState().token).toBe('alice-token');
    expect(useSession.getState().user?.name).toBe('Alice Smith');
    expect(useSession.getState().impersonation.is_impersonating).toBe(true);
    expect(screen.getByRole('region', { name: 'Impersonation' })).toHaveTextContent('Alice Smith');
  });

  it('sends an admin of the same reseller to /super-admin', async () => {
    serve({
      'POST /api/super-admin/users/12/login-as': () => [
        200,
        {
          token: 'bob-token',
          user: makeUser('admin', 'Bob Jones', 12),
          is_same_reseller: true,
          target_reseller: null,
        },
      ],
    });
    renderAt(<TopNav />);
    await openSwitchUser();
    await userEvent.click(screen.getByRole('button', { name: /Bob Jones/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/super-admin'));
  });

  it("moves to the other reseller's domain with a one-time token", async () => {
    serve({
      'POST /api/super-admin/users/12/login-as': () => [
        200,
        {
          token: 'one time',
          user: makeUser('user', 'Bob Jones', 12),
          is_same_reseller: false,
          target_reseller: { domain: 'globex.example.com' },
        },
      ],
    });
    renderAt(<TopNav />);
    await openSwitchUser();
    await userEvent.click(screen.getByRole('button', { name: /Bob Jones/ }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('//globex.example.com/loginas?token=one%20time'),
    );
    expect(useSession.getState().token).toBeNull();
  });

  it('alerts the server message, or Unknown error, when switching fails', async () => {
    serve({
      'POST /api/super-admin/users/11/login-as': () => [403, { message: 'Not allowed' }],
      'POST /api/super-admin/users/12/login-as': () => [500, {}],
    });
    renderAt(<TopNav />);
    await openSwitchUser();
    await userEvent.click(screen.getByRole('button', { name: /Alice Smith/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Not allowed'));
    await openSwitchUser();
    await userEvent.click(screen.getByRole('button', { name: /Bob Jones/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Unknown error'));
    expect(useSession.getState().token).toBe('token-user');
  });

  it("returns to admin: restores the admin's session and goes to /admin", async () => {
    const admin = makeUser('admin', 'Ada Admin', 1);
    let reverted = false;
    const server = serve({
      'GET /api/check-impersonation': () =>
        reverted ? [200, { is_impersonating: false, original_admin_id: null }] : impersonating(),
      'POST /api/revert-login-as': () => {
        reverted = true;
        return [200, { success: true, token: 'admin-token', user: admin }];
      },
    });
    renderAt(<TopNav />);
    await userEvent.click(screen.getByRole('button', { name: 'Return to Admin' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(server.calls).toContain('POST /api/revert-login-as');
    expect(useSession.getState().token).toBe('admin-token');
    expect(useSession.getState().impersonation.is_impersonating).toBe(false);
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ada Admin' })).toBeInTheDocument();
  });

  it('follows the redirect URL the server returns on revert', async () => {
    serve({
      'POST /api/revert-login-as': () => [
        200,
        { success: true, redirect_url: 'https://main.example.com/loginas?token=abc' },
      ],
    });
    renderAt(<TopNav />);
    await userEvent.click(screen.getByRole('button', { name: 'Return to Admin' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://main.example.com/loginas?token=abc'),
    );
  });

  it('alerts the server message when returning fails', async () => {
    serve({ 'POST /api/revert-login-as': () => [400, { message: 'Not impersonating' }] });
    renderAt(<TopNav />);
    await userEvent.click(screen.getByRole('button', { name: 'Return to Admin' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Not impersonating'));
  });
});

describe('impersonation check on start', () => {
  afterEach(() => {
    cleanup();
    restoreServer();
    signOutLocally();
  });

  it('asks the server when signed in and shows the banner it reports', async () => {
    signIn('user', { name: 'Ivan Impersonated' });
    const server = serve();
    renderAt(<TopNav />);
    expect(await screen.findByRole('region', { name: 'Impersonation' })).toBeInTheDocument();
    expect(server.calls).toEqual(['GET /api/check-impersonation']);
    expect(useSession.getState().impersonation).toEqual({
      is_impersonating: true,
      original_admin_id: 1,
    });
  });

  it('ignores a failing check and does not ask when signed out', async () => {
    signIn('user');
    const server = fakeServer({ 'GET /api/check-impersonation': () => [500, {}] });
    renderAt(<TopNav />);
    await waitFor(() => expect(server.calls).toEqual(['GET /api/check-impersonation']));
    expect(screen.getByRole('button', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(useSession.getState().impersonation.is_impersonating).toBe(false);

    cleanup();
    signOutLocally();
    const quiet = fakeServer({});
    renderAt(<TopNav />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(quiet.calls).toEqual([]);
  });
});

describe('filterSwitchUsers', () => {
  it('matches name, email and reseller name, ignoring case and spaces around', () => {
    expect(filterSwitchUsers(USERS, '  ALICE ').map((u) => u.id)).toEqual([11]);
    expect(filterSwitchUsers(USERS, 'example.com').map((u) => u.id)).toEqual([11, 13]);
    expect(filterSwitchUsers(USERS, 'globex').map((u) => u.id)).toEqual([12]);
    expect(filterSwitchUsers(USERS, '')).toHaveLength(3);
  });
});
