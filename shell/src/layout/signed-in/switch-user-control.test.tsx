import { afterEach, beforeEach, describe, expect, it, jest, beforeAll } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@voice/session';
import { browserLocation } from '../browser-location';
import { showsSwitchUser } from './nav-items';
import { preloadTopNavParts, TopNav } from '../top-nav';
import {
  fakeServer,
  makeUser,
  renderAt,
  restoreServer,
  signIn,
  signOutLocally,
  type ServerRoutes,
} from '../test-support';

const USERS = [
  { id: 11, name: 'Alice Smith', email: 'alice@example.com', reseller_name: 'Acme Resellers' },
  { id: 12, name: 'Bob Jones', email: 'bob@globex.test', reseller_name: 'Globex' },
];

function serve(extra: ServerRoutes = {}) {
  return fakeServer({
    'GET /api/check-impersonation': () => [
      200,
      { is_impersonating: false, original_admin_id: null },
    ],
    'GET /api/users-for-switch': () => [200, { success: true, data: USERS }],
    ...extra,
  });
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Switch User' }));
  const dialog = screen.getByRole('dialog', { name: 'Switch User' });
  await within(dialog).findByRole('list', { name: 'Users' });
  return dialog;
}

// The top bar's signed-in parts are chunks of their own; here they are ready before the first render.
beforeAll(() => preloadTopNavParts());

describe('Switch User control in the admin menu', () => {
  let alert: jest.SpiedFunction<typeof window.alert>;
  let assign: jest.SpiedFunction<typeof browserLocation.assign>;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    restoreServer();
    jest.restoreAllMocks();
    signOutLocally();
  });

  it.each([
    ['admin', true],
    ['super_admin', true],
    ['reseller_admin', false],
    ['content_admin', false],
    ['user', false],
  ] as const)('is offered to %s: %s', (role, shown) => {
    expect(showsSwitchUser(role)).toBe(shown);
    signIn(role);
    serve();
    renderAt(<TopNav />);
    expect(Boolean(screen.queryByRole('button', { name: 'Switch User' }))).toBe(shown);
    cleanup();
  });

  it('is not shown beside the banner while impersonating (the banner has its own)', () => {
    signIn('user', { impersonating: true });
    serve({
      'GET /api/check-impersonation': () => [200, { is_impersonating: true, original_admin_id: 1 }],
    });
    renderAt(<TopNav />);
    const banner = screen.getByRole('region', { name: 'Impersonation' });
    expect(screen.getAllByRole('button', { name: 'Switch User' })).toEqual([
      within(banner).getByRole('button', { name: 'Switch User' }),
    ]);
  });

  it('searches the users and starts impersonating one of the same reseller', async () => {
    signIn('admin', { name: 'Ada Admin' });
    let switched = false;
    const server = serve({
      'GET /api/check-impersonation': () => [
        200,
        { is_impersonating: switched, original_admin_id: switched ? 7 : null },
      ],
      'POST /api/super-admin/users/11/login-as': () => {
        switched = true;
        return [
          200,
          {
            token: 'alice-token',
            user: makeUser('user', 'Alice Smith', 11),
            is_same_reseller: true,
            target_reseller: null,
          },
        ];
      },
    });
    renderAt(<TopNav />, '/admin');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search users' }), 'acme');
    expect(within(dialog).getAllByRole('button', { name: /@/ })).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: /Alice Smith/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(server.calls).toContain('POST /api/super-admin/users/11/login-as');
    expect(useSession.getState()).toMatchObject({
      token: 'alice-token',
      impersonation: { is_impersonating: true, original_admin_id: 7 },
    });
    expect(screen.queryByRole('dialog', { name: 'Switch User' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Impersonation' })).toHaveTextContent('Alice Smith');
  });

  it("sends the browser to another reseller's /loginas; a refusal is alerted", async () => {
    signIn('super_admin');
    serve({
      'POST /api/super-admin/users/12/login-as': () => [
        200,
        {
          token: 'once',
          user: makeUser('user', 'Bob Jones', 12),
          is_same_reseller: false,
          target_reseller: { domain: 'globex.example.com' },
        },
      ],
      'POST /api/super-admin/users/11/login-as': () => [
        403,
        { success: false, message: 'You cannot log in as another administrator.' },
      ],
    });
    renderAt(<TopNav />, '/admin');
    let dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /Alice Smith/ }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('You cannot log in as another administrator.'),
    );
    expect(useSession.getState().token).toBe('token-super_admin');

    dialog = await within(document.body).findByRole('dialog', { name: 'Switch User' });
    await within(dialog).findByRole('list', { name: 'Users' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Bob Jones/ }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('//globex.example.com/loginas?token=once'),
    );
  });
});
