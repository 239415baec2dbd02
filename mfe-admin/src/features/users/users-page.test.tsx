import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleUser } from '@voice/api-client';
import type { User } from '@voice/contracts';
import { useSession } from '@voice/session';
import { fakeServer, queryWrapper, type SeenRequest } from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import { pageLocation } from './use-login-as';
import UsersPage from './users-page';
import { ok } from '../../shared/test-support/replies';
import { signedInUser } from '../../shared/list-page/test-support';

function actor(role: User['role'], id = 1): User {
  return signedInUser(role, { id, name: 'Ada Admin', email: 'ada@example.test' });
}

const row = (values: Partial<ConsoleUser> & { id: number; name: string }): ConsoleUser => ({
  email: `${values.name.split(' ')[0]?.toLowerCase()}@example.test`,
  role: 'user',
  status: 'active',
  reseller_id: 4,
  reseller_name: 'Acme',
  created_at: '2030-01-02T09:30:00.000Z',
  ...values,
});

const JANE = row({ id: 11, name: 'Jane Doe' });
const BOSS = row({ id: 12, name: 'Bob Boss', role: 'reseller_admin' });
const ROOT = row({
  id: 13,
  name: 'Rita Root',
  role: 'admin',
  reseller_id: null,
  reseller_name: null,
});
const SELF = row({
  id: 1,
  name: 'Ada Admin',
  role: 'admin',
  reseller_id: null,
  reseller_name: null,
});

function page(data: ConsoleUser[], current = 1) {
  return {
    status: 200,
    data: {
      success: true,
      data,
      pagination: { current_page: current, last_page: 2, per_page: 15, total: 16 },
    },
  };
}

let server: ReturnType<typeof fakeServer> | null = null;
afterEach(() => {
  server?.restore();
  server = null;
  jest.restoreAllMocks();
});

function renderScreen(path = '/admin/users') {
  renderPage(<UsersPage />, { path, wrapper: queryWrapper() });
}

describe('/admin/users as a reseller admin', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', user: actor('reseller_admin', 20), intendedUrl: null });
  });

  it('lists its users, filters by role and status, searches and pages; no reseller column or Log in as', async () => {
    server = fakeServer({
      'GET /api/admin/users': (request: SeenRequest) =>
        request.params.search === 'nobody' ? page([]) : page([JANE, BOSS]),
    });
    const user = userEvent.setup();
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).queryByRole('columnheader', { name: 'Reseller' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Log in as/ })).toBeNull();
    expect(screen.queryByLabelText('Reseller')).toBeNull();
    expect(server.calls).not.toContain('GET /api/super-admin/resellers');
    // A co-admin is shown, not managed (the server answers 403 too).
    expect(within(table).getByRole('button', { name: 'Edit Jane Doe' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit Bob Boss' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Delete Bob Boss' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Role'), 'content_admin');
    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await waitFor(() =>
      expect(server?.requests('/api/admin/users').at(-1)?.params).toEqual({
        page: 1,
        per_page: 15,
        role: 'content_admin',
        status: 'suspended',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(server?.requests('/api/admin/users').at(-1)?.params).toMatchObject({ page: 2 }),
    );
    await user.type(screen.getByLabelText('Search'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(server.requests('/api/admin/users').at(-1)?.params).toMatchObject({
      page: 1,
      search: 'nobody',
    });
  });

  it('creates a user with the roles it may grant; field errors from the server are shown', async () => {
    let attempts = 0;
    server = fakeServer({
      'GET /api/admin/users': () => page([JANE]),
      'POST /api/admin/users': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 422,
              data: {
                message: 'The given data was invalid.',
                errors: { email: ['The email has already been taken.'] },
              },
            }
          : {
              status: 201,
              data: {
                success: true,
                message: 'User created. We have emailed them a link to set their password.',
                data: row({ id: 30, name: 'Nina New' }),
              },
            };
      },
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    const roles = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(roles).toEqual(['User', 'Content admin']);
    expect(within(dialog).queryByLabelText('Site')).toBeNull();
    await user.type(within(dialog).getByLabelText(/Name/), 'Nina New');
    await user.type(within(dialog).getByLabelText(/Email/), 'nina@example.test');
    await user.selectOptions(within(dialog).getByLabelText(/Role/), 'content_admin');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('The email has already been taken.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(
      await screen.findByText('User created. We have emailed them a link to set their password.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add User' })).toBeNull();
    expect(
      server
        .requests('/api/admin/users')
        .filter((r) => r.method === 'POST')
        .at(-1)?.body,
    ).toEqual({ name: 'Nina New', email: 'nina@example.test', role: 'content_admin' });
  });

  it('edits name, role and status; sends a password reset; deletes after a confirm that says what is erased', async () => {
    server = fakeServer({
      'GET /api/admin/users': () => page([JANE]),
      'PUT /api/admin/users/11': (request: SeenRequest) =>
        ok({ ...JANE, ...(request.body as object) }, 'User updated.'),
      'POST /api/admin/users/11/password-reset': () => ({
        status: 200,
        data: { success: true, message: 'We have emailed a password reset link to the user.' },
      }),
      'DELETE /api/admin/users/11': () => ({
        status: 200,
        data: {
          success: true,
          message: 'User deleted. Their personal data was erased; calls and payments are kept.',
        },
      }),
    });
    const user = userEvent.setup();
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Users' });

    await user.click(within(table).getByRole('button', { name: 'Edit Jane Doe' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Jane Doe' });
    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, 'Jane Roe');
    await user.selectOptions(within(dialog).getByLabelText(/Role/), 'content_admin');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'suspended');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(server.requests('/api/admin/users/11')[0]?.body).toEqual({
      name: 'Jane Roe',
      role: 'content_admin',
      status: 'suspended',
    });

    await user.click(
      within(table).getByRole('button', { name: 'Send password reset to Jane Doe' }),
    );
    expect(
      await screen.findByText('We have emailed a password reset link to the user.'),
    ).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Delete Jane Doe' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Jane Doe?' });
    expect(confirm).toHaveTextContent('name, email, phone, company, bio and picture are erased');
    expect(confirm).toHaveTextContent('calls and payments are kept');
    await user.click(within(confirm).getByRole('button', { name: 'Delete user' }));
    expect(
      await screen.findByText(
        'User deleted. Their personal data was erased; calls and payments are kept.',
      ),
    ).toBeInTheDocument();
    expect(server.calls).toContain('DELETE /api/admin/users/11');
  });
});

describe('/super-admin/users as a platform admin', () => {
  beforeEach(() => {
    useSession.setState({
      token: 'admin-token',
      user: actor('admin', 1),
      impersonation: { is_impersonating: false, original_admin_id: null },
      intendedUrl: null,
    });
  });

  function serveAll(extra: Parameters<typeof fakeServer>[0] = {}) {
    return fakeServer({
      'GET /api/admin/users': () => page([JANE, ROOT, SELF]),
      'GET /api/super-admin/resellers': () => ok([{ id: 4, org_name: 'Acme' }]),
      ...extra,
    });
  }

  it('shows the reseller column and filter; Log in as on others who are not platform admins', async () => {
    server = serveAll();
    const user = userEvent.setup();
    renderScreen('/super-admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('columnheader', { name: 'Reseller' })).toBeInTheDocument();
    expect(within(table).getAllByText('Main site')).toHaveLength(2);
    expect(within(table).getByRole('button', { name: 'Log in as Jane Doe' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Log in as Rita Root' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Log in as Ada Admin' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Delete Ada Admin' })).toBeNull();

    await waitFor(() =>
      expect(within(screen.getByLabelText('Reseller')).getAllByRole('option')).toHaveLength(2),
    );
    await user.selectOptions(screen.getByLabelText('Reseller'), '4');
    await waitFor(() =>
      expect(server?.requests('/api/admin/users').at(-1)?.params).toEqual({
        page: 1,
        per_page: 15,
        reseller_id: 4,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    expect(within(within(dialog).getByLabelText(/Role/)).getAllByRole('option')).toHaveLength(5);
    expect(within(dialog).getByLabelText('Site')).toBeInTheDocument();
  });

  it('never offers to change its own role or status', async () => {
    server = serveAll();
    const user = userEvent.setup();
    renderScreen('/super-admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(within(table).getByRole('button', { name: 'Edit Ada Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ada Admin' });
    expect(within(dialog).queryByLabelText(/Role/)).toBeNull();
    expect(within(dialog).queryByLabelText('Status')).toBeNull();
  });

  it('logs in as a user of the same reseller: session, impersonation and /dashboard', async () => {
    server = serveAll({
      'POST /api/super-admin/users/11/login-as': () => ({
        status: 200,
        data: {
          token: 'jane-token',
          user: { ...actor('user', 11), name: 'Jane Doe' },
          is_same_reseller: true,
          target_reseller: null,
        },
      }),
      'GET /api/check-impersonation': () => ({
        status: 200,
        data: { is_impersonating: true, original_admin_id: 1 },
      }),
    });
    const user = userEvent.setup();
    renderScreen('/super-admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(within(table).getByRole('button', { name: 'Log in as Jane Doe' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(useSession.getState()).toMatchObject({
      token: 'jane-token',
      impersonation: { is_impersonating: true, original_admin_id: 1 },
    });
  });

  it("goes to another reseller's /loginas, and alerts a refusal", async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    let refuse = true;
    server = serveAll({
      'POST /api/super-admin/users/11/login-as': () =>
        refuse
          ? { status: 422, data: { success: false, message: 'This user account is not active.' } }
          : {
              status: 200,
              data: {
                token: 'once',
                user: { ...actor('user', 11), name: 'Jane Doe' },
                is_same_reseller: false,
                target_reseller: { domain: 'acme.example.com' },
              },
            },
    });
    const user = userEvent.setup();
    renderScreen('/super-admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(within(table).getByRole('button', { name: 'Log in as Jane Doe' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('This user account is not active.'));
    refuse = false;
    await user.click(within(table).getByRole('button', { name: 'Log in as Jane Doe' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('//acme.example.com/loginas?token=once'),
    );
    expect(useSession.getState().token).toBeNull();
  });
});
