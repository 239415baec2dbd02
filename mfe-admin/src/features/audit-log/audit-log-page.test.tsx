import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntry, User } from '@voice/contracts';
import { useSession } from '@voice/session';
import {
  captureSavedFiles,
  fakeServer,
  pagedReply,
  queryWrapper,
  type SeenRequest,
} from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import { signedInUser } from '../../shared/list-page/test-support';
import AdminAuditLogPage, { SuperAdminAuditLogPage } from './audit-log-page';
import { ok } from '../../shared/test-support/replies';

const signedIn = (role: User['role']) => signedInUser(role);

const KEYS: AuditLogEntry = {
  id: 21,
  created_at: '2030-03-05T10:00:00.000Z',
  actor_id: 5,
  actor_email: 'anna@alpha.test',
  actor_role: 'reseller_admin',
  impersonator_id: null,
  impersonator_email: null,
  reseller_id: 4,
  reseller_name: 'Acme',
  action: 'payment-settings.update',
  target_type: 'payment-settings',
  target_id: '4',
  target_label: 'Stripe keys',
  changes: {
    before: { publishable_key: null, secret_key_masked: null, configured: false },
    after: { publishable_key: 'pk_test_1', secret_key_masked: '••••', configured: true },
  },
  ip: '203.0.113.9',
  user_agent: 'Firefox',
};

const IMPERSONATED: AuditLogEntry = {
  ...KEYS,
  id: 20,
  created_at: '2030-03-04T09:00:00.000Z',
  impersonator_id: 1,
  impersonator_email: 'root@platform.test',
  action: 'template.update',
  target_type: 'assistant-template',
  target_label: 'Demo assistant template',
  changes: { before: { end_call_message: 'Bye.' }, after: { end_call_message: 'Goodbye.' } },
};

const page = (data: AuditLogEntry[], current = 1) =>
  pagedReply(data, { current, last: 2, perPage: 25, total: 26 });

let server: ReturnType<typeof fakeServer> | null = null;
afterEach(() => {
  server?.restore();
  server = null;
  jest.restoreAllMocks();
});

describe('/admin/audit-log as a reseller admin', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', user: signedIn('reseller_admin'), intendedUrl: null });
  });

  it('lists entries with the impersonator "as" the user, filters, searches and pages', async () => {
    server = fakeServer({
      'GET /api/admin/audit-log': (request: SeenRequest) =>
        request.params.search === 'nobody'
          ? page([])
          : page([KEYS, IMPERSONATED], Number(request.params.page ?? 1)),
    });
    const user = userEvent.setup();
    renderPage(<AdminAuditLogPage />, { path: '/admin/audit-log', wrapper: queryWrapper() });

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const keysRow = within(table).getByText('Stripe keys saved').closest('tr') as HTMLElement;
    expect(within(keysRow).getByText('anna@alpha.test')).toBeInTheDocument();
    expect(within(keysRow).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(keysRow).getByText('Mar 5, 2030, 10:00:00 UTC')).toBeInTheDocument();
    const impersonated = within(table)
      .getByText('Assistant template saved')
      .closest('tr') as HTMLElement;
    expect(within(impersonated).getByText('root@platform.test')).toBeInTheDocument();
    expect(within(impersonated).getByText('as anna@alpha.test')).toBeInTheDocument();
    // Its own tenant only: no tenant column, no tenant filter, no resellers call.
    expect(screen.queryByLabelText('Tenant')).not.toBeInTheDocument();
    expect(server.calls).not.toContain('GET /api/super-admin/resellers');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(server?.requests('/api/admin/audit-log').at(-1)?.params).toEqual({
        page: 2,
        per_page: 25,
      }),
    );

    await user.selectOptions(screen.getByLabelText('Action'), 'package.update');
    await waitFor(() =>
      expect(server?.requests('/api/admin/audit-log').at(-1)?.params).toEqual({
        page: 1,
        per_page: 25,
        action: 'package.update',
      }),
    );
    await user.type(screen.getByLabelText('From'), '2030-03-01');
    await user.type(screen.getByLabelText('Search'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No entries found')).toBeInTheDocument();
    expect(server.requests('/api/admin/audit-log').at(-1)?.params).toEqual({
      page: 1,
      per_page: 25,
      action: 'package.update',
      from: '2030-03-01',
      search: 'nobody',
    });
  });

  it('shows the before and after of an entry, secrets as ••••', async () => {
    server = fakeServer({ 'GET /api/admin/audit-log': () => page([KEYS]) });
    const user = userEvent.setup();
    renderPage(<AdminAuditLogPage />, { path: '/admin/audit-log', wrapper: queryWrapper() });
    await user.click(await screen.findByRole('button', { name: /^Details of Stripe keys saved/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Stripe keys saved' });
    const changes = within(dialog).getByRole('table', { name: 'Changes' });
    const secret = within(changes).getByText('Secret key masked').closest('tr') as HTMLElement;
    expect(within(secret).getByText('none')).toBeInTheDocument();
    expect(within(secret).getByText('••••')).toBeInTheDocument();
    expect(within(secret).getByText('hidden secret')).toBeInTheDocument();
    expect(secret).toHaveAttribute('data-changed', 'true');
    const key = within(changes).getByText('Publishable key').closest('tr') as HTMLElement;
    expect(within(key).getByText('pk_test_1')).toBeInTheDocument();
    expect(within(dialog).getByText('Firefox')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an end date before the start date without asking the server', async () => {
    server = fakeServer({ 'GET /api/admin/audit-log': () => page([KEYS]) });
    const user = userEvent.setup();
    renderPage(<AdminAuditLogPage />, { path: '/admin/audit-log', wrapper: queryWrapper() });
    await screen.findByRole('table', { name: 'Audit log' });
    await user.type(screen.getByLabelText('From'), '2030-03-05');
    const asked = server.requests('/api/admin/audit-log').length;
    await user.type(screen.getByLabelText('To'), '2030-03-01');
    expect(
      await screen.findByText('The end date must be on or after the start date.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.queryByRole('table', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(
      server
        .requests('/api/admin/audit-log')
        .slice(asked)
        .filter((r) => r.params.to === '2030-03-01'),
    ).toEqual([]);
  });

  it('downloads the filtered entries as CSV', async () => {
    const files = captureSavedFiles();
    server = fakeServer({
      'GET /api/admin/audit-log': () => page([KEYS]),
      'GET /api/admin/audit-log/export': () => ({ status: 200, data: 'Time (UTC),Action' }),
    });
    const user = userEvent.setup();
    renderPage(<AdminAuditLogPage />, { path: '/admin/audit-log', wrapper: queryWrapper() });
    await screen.findByRole('table', { name: 'Audit log' });
    await user.selectOptions(screen.getByLabelText('Action'), 'template.update');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files.saved).toHaveLength(1));
    files.restore();
    expect(server.requests('/api/admin/audit-log/export')[0]?.params).toEqual({
      action: 'template.update',
    });
    expect(files.saved[0]?.filename).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('shows a load failure with Try again', async () => {
    server = fakeServer({
      'GET /api/admin/audit-log': () => ({ status: 500, data: { success: false } }),
    });
    renderPage(<AdminAuditLogPage />, { path: '/admin/audit-log', wrapper: queryWrapper() });
    expect(await screen.findByText('Failed to load the audit log')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/super-admin/audit-log as a platform admin', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', user: signedIn('admin'), intendedUrl: null });
  });

  it("lists every tenant's entries with their tenant, and filters by tenant", async () => {
    server = fakeServer({
      'GET /api/super-admin/audit-log': () =>
        page([KEYS, { ...KEYS, id: 19, reseller_id: null, reseller_name: null }]),
      'GET /api/super-admin/resellers': () => ok([{ id: 4, org_name: 'Acme' }]),
    });
    const user = userEvent.setup();
    renderPage(<SuperAdminAuditLogPage />, {
      path: '/super-admin/audit-log',
      wrapper: queryWrapper(),
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByRole('columnheader', { name: 'Tenant' })).toBeInTheDocument();
    expect(within(table).getByText('Acme')).toBeInTheDocument();
    expect(within(table).getByText('Main site')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Tenant')).getByRole('option', { name: 'Acme' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Tenant'), '4');
    await waitFor(() =>
      expect(server?.requests('/api/super-admin/audit-log').at(-1)?.params).toEqual({
        page: 1,
        per_page: 25,
        reseller_id: 4,
      }),
    );
  });
});
