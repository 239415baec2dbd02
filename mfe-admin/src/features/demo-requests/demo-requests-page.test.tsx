import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoRequest, User } from '@voice/contracts';
import { useSession } from '@voice/session';
import { fakeServer, pagedReply, queryWrapper, type SeenRequest } from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import { signedInUser } from '../../shared/list-page/test-support';
import DemoRequestsPage from './demo-requests-page';
import { ok } from '../../shared/test-support/replies';

const admin = (role: User['role']) => signedInUser(role);

const ROW: DemoRequest = {
  id: 11,
  name: 'Jane Doe',
  email: 'jane@example.test',
  phone: '+1 555 0100',
  company: 'Doe Dental',
  preferred_time: 'Weekday mornings',
  message: 'Show us bookings.',
  status: 'new',
  reseller_id: 4,
  reseller_name: 'Acme',
  user_id: 7,
  created_at: '2030-01-02T09:30:00.000Z',
  updated_at: '2030-01-02T09:30:00.000Z',
};

const page = (data: DemoRequest[], current = 1) =>
  pagedReply(data, { current, last: 2, perPage: 15, total: 16 });

let server: ReturnType<typeof fakeServer> | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

function renderScreen() {
  renderPage(<DemoRequestsPage />, { path: '/admin/demo-requests', wrapper: queryWrapper() });
}

describe('/admin/demo-requests as a reseller admin', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', user: admin('reseller_admin'), intendedUrl: null });
  });

  it('lists the requests with status badges, filters by status, searches and pages', async () => {
    let status: DemoRequest['status'] = 'new';
    server = fakeServer({
      'GET /api/admin/demo-requests': (request: SeenRequest) =>
        request.params.status === 'closed' || request.params.search === 'nobody'
          ? page([])
          : page([{ ...ROW, status }], Number(request.params.page ?? 1)),
      'PATCH /api/admin/demo-requests/11': (request: SeenRequest) => {
        status = (request.body as { status: DemoRequest['status'] }).status;
        return ok({ ...ROW, status }, 'Demo request updated');
      },
    });
    const user = userEvent.setup();
    renderScreen();

    const table = await screen.findByRole('table', { name: 'Demo requests' });
    const row = within(table).getByText('Jane Doe').closest('tr') as HTMLElement;
    expect(within(row).getByText('Doe Dental')).toBeInTheDocument();
    expect(within(row).getByText('Weekday mornings')).toBeInTheDocument();
    expect(within(row).getByText('New', { selector: 'span' })).toHaveAttribute(
      'data-tone',
      'warning',
    );
    // A reseller admin sees only its own site: no tenant line, no reseller filter, no resellers call.
    expect(within(row).queryByText('Acme')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Reseller')).not.toBeInTheDocument();
    expect(server.calls).not.toContain('GET /api/super-admin/resellers');

    await user.selectOptions(
      within(row).getByLabelText('Status of the request from Jane Doe'),
      'contacted',
    );
    expect(
      await screen.findByText('The request from Jane Doe is now Contacted.'),
    ).toBeInTheDocument();
    expect(server.requests('/api/admin/demo-requests/11')[0]?.body).toEqual({
      status: 'contacted',
    });
    await waitFor(() =>
      expect(within(table).getByText('Contacted', { selector: 'span' })).toHaveAttribute(
        'data-tone',
        'info',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(server?.requests('/api/admin/demo-requests').at(-1)?.params).toMatchObject({
        page: 2,
      }),
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(await screen.findByText('No demo requests found')).toBeInTheDocument();
    expect(server.requests('/api/admin/demo-requests').at(-1)?.params).toEqual({
      page: 1,
      per_page: 15,
      status: 'closed',
    });

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByLabelText('Search'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(server?.requests('/api/admin/demo-requests').at(-1)?.params).toEqual({
        page: 1,
        per_page: 15,
        search: 'nobody',
      }),
    );
  });

  it('says so when there is no request yet', async () => {
    server = fakeServer({ 'GET /api/admin/demo-requests': () => page([]) });
    renderScreen();
    expect(await screen.findByText('No demo requests yet')).toBeInTheDocument();
  });

  it("shows the server's message when a status change is refused", async () => {
    server = fakeServer({
      'GET /api/admin/demo-requests': () => page([ROW]),
      'PATCH /api/admin/demo-requests/11': () => ({
        status: 404,
        data: { success: false, message: 'Demo request not found' },
      }),
    });
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(
      await screen.findByLabelText('Status of the request from Jane Doe'),
      'closed',
    );
    expect(await screen.findByText('Demo request not found')).toBeInTheDocument();
  });

  it('shows a load failure with Try again', async () => {
    server = fakeServer({
      'GET /api/admin/demo-requests': () => ({ status: 500, data: { success: false } }),
    });
    renderScreen();
    expect(await screen.findByText('Failed to load demo requests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/admin/demo-requests as a platform admin', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', user: admin('admin'), intendedUrl: null });
  });

  it("shows each request's site and filters by reseller", async () => {
    server = fakeServer({
      'GET /api/admin/demo-requests': () =>
        page([ROW, { ...ROW, id: 12, reseller_id: null, reseller_name: null, name: 'Main Buyer' }]),
      'GET /api/super-admin/resellers': () => ok([{ id: 4, org_name: 'Acme' }]),
    });
    const user = userEvent.setup();
    renderScreen();

    const table = await screen.findByRole('table', { name: 'Demo requests' });
    expect(within(table).getByText('Acme')).toBeInTheDocument();
    expect(within(table).getByText('Main site')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Acme' });
    await user.selectOptions(screen.getByLabelText('Reseller'), '4');
    await waitFor(() =>
      expect(server?.requests('/api/admin/demo-requests').at(-1)?.params).toEqual({
        page: 1,
        per_page: 15,
        reseller_id: 4,
      }),
    );
  });
});
