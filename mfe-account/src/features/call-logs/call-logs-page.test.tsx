import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureSavedFiles,
  fakeServer,
  type Reply,
  type SavedFile,
  type SeenRequest,
} from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { SEARCH_DEBOUNCE_MS } from './phone-search-field';
import { callRow, page, renderCallLogs, signIn } from './test-support';

const ASSISTANTS: Reply = {
  status: 200,
  data: {
    success: true,
    data: [
      { id: 3, name: 'Front Desk' },
      { id: 4, name: 'Bookings' },
    ],
    pagination: { current_page: 1, last_page: 1, per_page: 100, total: 2, from: 1, to: 2 },
  },
};

let server: ReturnType<typeof fakeServer> | null = null;
let files: ReturnType<typeof captureSavedFiles>;
let saved: SavedFile[];

function serve(routes: Parameters<typeof fakeServer>[0]) {
  server = fakeServer({ 'GET /api/assistants': () => ASSISTANTS, ...routes });
  return server;
}

beforeEach(() => {
  localStorage.clear();
  signIn('user');
  files = captureSavedFiles();
  saved = files.saved;
});
afterEach(() => {
  server?.restore();
  server = null;
  files.restore();
  jest.restoreAllMocks();
  useSession.setState({ token: null, user: null });
});

/** jsdom's Blob has no text(): read it as the browser would. */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const lastParams = (url: string) => server?.requests(url).at(-1)?.params;
const location = () => screen.getByTestId('location').textContent;

describe('CallLogsPage (/call-logs)', () => {
  it('lists one page of the user’s calls with every column and a link to each call', async () => {
    const s = serve({
      'GET /api/call-logs': () =>
        page(
          [
            callRow(1),
            callRow(2, {
              status: 'failed',
              customer_number: null,
              direction: 'outbound',
              duration: 45,
              cost: 1.2,
              assistant_name: null,
              phone_number: null,
            }),
            callRow(3, { status: 'queued' }),
          ],
          1,
          3,
          45,
        ),
    });
    renderCallLogs('/call-logs');

    expect(screen.getByRole('heading', { level: 1, name: 'Call Logs' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading calls...');
    const rows = within(await screen.findByRole('table', { name: 'Calls' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Start time',
      'Assistant',
      'Number',
      'Direction',
      'Duration',
      'Status',
      'Cost',
      'Details',
    ]);

    const first = rows[1] as HTMLElement;
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-03-05T10:15:00.000Z');
    expect(first).toHaveTextContent('Front Desk');
    expect(first).toHaveTextContent('+15550200001');
    expect(first).toHaveTextContent('Assistant: +15550100001');
    expect(first).toHaveTextContent('Inbound');
    expect(first).toHaveTextContent('2:05');
    expect(first).toHaveTextContent('$0.0734');
    expect(within(first).getByText('completed')).toHaveAttribute('data-tone', 'success');
    expect(
      within(first).getByRole('link', { name: /View the call with \+15550200001/ }),
    ).toHaveAttribute('href', '/call-logs/call-1');

    const second = rows[2] as HTMLElement;
    expect(within(second).getByText('failed')).toHaveAttribute('data-tone', 'danger');
    expect(second).toHaveTextContent('Unknown number');
    expect(second).toHaveTextContent('Unknown assistant');
    expect(second).toHaveTextContent('Outbound');
    expect(second).toHaveTextContent('0:45');
    expect(second).toHaveTextContent('$1.20');
    expect(within(rows[3] as HTMLElement).getByText('queued')).toHaveAttribute(
      'data-tone',
      'neutral',
    );

    expect(screen.getByText('Showing 1–3 of 45 calls')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Call log pages' })).toBeInTheDocument();
    expect(s.requests('/api/call-logs')[0]).toMatchObject({
      params: { page: 1, per_page: 20 },
      headers: expect.objectContaining({ Authorization: 'Bearer user-token' }),
    });
    expect(s.calls).not.toContain('GET /api/admin/call-logs');
    expect(s.calls).not.toContain('GET /api/super-admin/resellers');
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
  });

  it('offers the user’s assistants and sends each filter, back on page 1, keeping it in the address', async () => {
    const user = userEvent.setup();
    const s = serve({ 'GET /api/call-logs': () => page([callRow(1)], 2, 3, 41) });
    renderCallLogs('/call-logs?page=2');
    await screen.findByRole('table', { name: 'Calls' });
    expect(lastParams('/api/call-logs')).toEqual({ page: 2, per_page: 20 });
    expect(s.requests('/api/assistants')[0]?.params).toEqual({
      sort_by: 'name',
      sort_order: 'asc',
      page: 1,
      per_page: 100,
    });

    const assistant = screen.getByRole('combobox', { name: 'Assistant' });
    await screen.findByRole('option', { name: 'Bookings' });
    await user.selectOptions(assistant, 'Bookings');
    await waitFor(() =>
      expect(lastParams('/api/call-logs')).toEqual({ page: 1, per_page: 20, assistant_id: 4 }),
    );
    expect(location()).toBe('/call-logs?assistant_id=4');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In progress');
    await waitFor(() =>
      expect(lastParams('/api/call-logs')).toMatchObject({ status: 'in-progress' }),
    );

    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() =>
      expect(lastParams('/api/call-logs')).toEqual({
        page: 1,
        per_page: 20,
        assistant_id: 4,
        status: 'in-progress',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );
    expect(location()).toBe(
      '/call-logs?assistant_id=4&status=in-progress&from=2026-03-01&to=2026-03-31',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/call-logs'));
    expect(lastParams('/api/call-logs')).toEqual({ page: 1, per_page: 20 });
  });

  it('searches the phone number once typing stops', async () => {
    const user = userEvent.setup();
    const s = serve({ 'GET /api/call-logs': () => page([callRow(1)]) });
    renderCallLogs('/call-logs');
    await screen.findByRole('table', { name: 'Calls' });

    await user.type(screen.getByRole('searchbox', { name: 'Phone number' }), '+1 (555) 02');
    // Not yet: the search waits for the typing to stop.
    expect(s.requests('/api/call-logs').some((r) => 'search' in r.params)).toBe(false);
    await waitFor(() => expect(lastParams('/api/call-logs')).toMatchObject({ search: '+155502' }), {
      timeout: SEARCH_DEBOUNCE_MS * 4,
    });
    expect(s.requests('/api/call-logs').filter((r) => 'search' in r.params)).toHaveLength(1);
    expect(location()).toBe('/call-logs?search=%2B155502');
  });

  it('restores every filter and the page from the address', async () => {
    const s = serve({ 'GET /api/call-logs': () => page([callRow(1)], 2, 2, 21) });
    renderCallLogs(
      '/call-logs?assistant_id=3&status=failed&from=2026-02-01&to=2026-02-28&search=555&page=2&reseller_id=9',
    );
    await screen.findByRole('table', { name: 'Calls' });
    expect(s.requests('/api/call-logs')[0]?.params).toEqual({
      page: 2,
      per_page: 20,
      assistant_id: 3,
      status: 'failed',
      from: '2026-02-01',
      to: '2026-02-28',
      search: '555',
    });
    await screen.findByRole('option', { name: 'Front Desk' });
    expect(screen.getByRole('combobox', { name: 'Assistant' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
    expect(screen.getByLabelText('From')).toHaveValue('2026-02-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-02-28');
    expect(screen.getByRole('searchbox', { name: 'Phone number' })).toHaveValue('555');
    // Users have no tenant filter: the address's reseller_id is not sent.
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).not.toBeInTheDocument();
  });

  it('ignores filters in the address that are not valid', async () => {
    const s = serve({ 'GET /api/call-logs': () => page([callRow(1)]) });
    renderCallLogs('/call-logs?assistant_id=abc&status=busy&from=2026-02-31&to=yesterday&page=-3');
    await screen.findByRole('table', { name: 'Calls' });
    expect(s.requests('/api/call-logs')[0]?.params).toEqual({ page: 1, per_page: 20 });
  });

  it('sends nothing while the end date is before the start date, and says why on the field', async () => {
    const s = serve({ 'GET /api/call-logs': () => page([callRow(1)]) });
    renderCallLogs('/call-logs?from=2026-03-10&to=2026-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end date must be on or after the start date.',
    );
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await screen.findByRole('option', { name: 'Front Desk' });
    expect(s.requests('/api/call-logs')).toHaveLength(0);
    expect(screen.queryByText('Loading calls...')).not.toBeInTheDocument();
  });

  it('does not search a phone number without a digit', async () => {
    const user = userEvent.setup();
    const s = serve({ 'GET /api/call-logs': () => page([callRow(1)]) });
    renderCallLogs('/call-logs');
    await screen.findByRole('table', { name: 'Calls' });
    await user.type(screen.getByRole('searchbox', { name: 'Phone number' }), '+ ()');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    expect(s.requests('/api/call-logs')).toHaveLength(1);
    expect(location()).toBe('/call-logs');
  });

  it('goes to another page through the pager', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/call-logs': (r: SeenRequest) =>
        page([callRow(Number(r.params.page))], Number(r.params.page), 3, 41),
    });
    renderCallLogs('/call-logs?status=completed');
    await screen.findByRole('table', { name: 'Calls' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastParams('/api/call-logs')).toMatchObject({ page: 2 }));
    expect(location()).toBe('/call-logs?status=completed&page=2');
    expect(await screen.findByText('+15550200002')).toBeInTheDocument();
  });

  it('shows a capped count as "10,000+"', async () => {
    serve({
      'GET /api/call-logs': () => {
        const reply = page([callRow(1)], 1, 500, 10_000);
        const body = reply.data as { pagination: Record<string, unknown> };
        body.pagination.total_capped = true;
        return reply;
      },
    });
    renderCallLogs('/call-logs?status=completed');
    expect(await screen.findByText('Showing 1–1 of 10,000+ calls')).toBeInTheDocument();
  });

  it("says 'No calls found' when nothing matches", async () => {
    serve({ 'GET /api/call-logs': () => page([]) });
    renderCallLogs('/call-logs?status=failed');
    expect(await screen.findByRole('heading', { name: 'No calls found' })).toBeInTheDocument();
    expect(screen.getByText('No call matches these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Calls' })).not.toBeInTheDocument();
  });

  it("shows 'Error: …' with the server's message and tries again", async () => {
    const user = userEvent.setup();
    let fail = true;
    serve({
      'GET /api/call-logs': () =>
        fail
          ? { status: 422, data: { message: 'The from must be a date before or equal to to.' } }
          : page([callRow(1)]),
    });
    renderCallLogs('/call-logs');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The from must be a date before or equal to to.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Calls' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('downloads the filtered calls as a CSV file through the export URL', async () => {
    const user = userEvent.setup();
    let release: (reply: Reply) => void = () => undefined;
    const s = serve({
      'GET /api/call-logs': () => page([callRow(1)]),
      'GET /api/call-logs/export': () => new Promise<Reply>((resolve) => (release = resolve)),
    });
    renderCallLogs('/call-logs?status=completed&from=2026-03-01&page=2');
    await screen.findByRole('table', { name: 'Calls' });

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const busy = await screen.findByRole('button', { name: 'Preparing CSV...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const request = s.requests('/api/call-logs/export')[0];
    expect(request?.params).toEqual({ status: 'completed', from: '2026-03-01' });
    expect(request?.headers).toEqual(
      expect.objectContaining({ Authorization: 'Bearer user-token' }),
    );

    release({ status: 200, data: 'id,call_id,status\n1,call-1,completed\n' });
    await screen.findByRole('button', { name: 'Download CSV' });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.filename).toMatch(/^call-logs-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readBlob(saved[0]?.blob)).toContain('call-1,completed');
    expect(
      await screen.findByText('The CSV file of the calls was downloaded.'),
    ).toBeInTheDocument();
  });

  it('says why the CSV download failed in a toast', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/call-logs': () => page([callRow(1)]),
      'GET /api/call-logs/export': () => ({ status: 500, data: { message: 'Export failed' } }),
    });
    renderCallLogs('/call-logs');
    await screen.findByRole('table', { name: 'Calls' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('Failed to download the CSV: Export failed'),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});

describe('CallLogsPage (/admin/call-logs)', () => {
  const adminRow = callRow(1, {
    user_id: 12,
    user_name: 'Owen Owner',
    user_email: 'owen@example.com',
    reseller_id: 9,
    reseller_name: 'Acme Voice',
  });

  it('shows platform admins the owner and tenant of each call and filters by tenant', async () => {
    const user = userEvent.setup();
    signIn('admin');
    const s = serve({
      'GET /api/admin/call-logs': () =>
        page([adminRow, callRow(2, { user_name: 'Ann', reseller_name: null })]),
      'GET /api/super-admin/resellers': () => ({
        status: 200,
        data: { success: true, data: [{ id: 9, org_name: 'Acme Voice' }] },
      }),
    });
    renderCallLogs('/admin/call-logs');
    const rows = within(await screen.findByRole('table', { name: 'Calls' })).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement).getByRole('columnheader', { name: 'Owner' }),
    ).toBeInTheDocument();
    expect(
      within(rows[0] as HTMLElement).getByRole('columnheader', { name: 'Tenant' }),
    ).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Owen Owner');
    expect(rows[1]).toHaveTextContent('owen@example.com');
    expect(rows[1]).toHaveTextContent('Acme Voice');
    expect(rows[2]).toHaveTextContent('Main site');
    expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: /View the call/ }),
    ).toHaveAttribute('href', '/admin/call-logs/call-1');
    expect(s.requests('/api/admin/call-logs')[0]?.headers).toEqual(
      expect.objectContaining({ Authorization: 'Bearer admin-token' }),
    );
    expect(s.calls).not.toContain('GET /api/call-logs');

    await screen.findByRole('option', { name: 'Acme Voice' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tenant' }), 'Acme Voice');
    await waitFor(() =>
      expect(lastParams('/api/admin/call-logs')).toEqual({ page: 1, per_page: 20, reseller_id: 9 }),
    );
    // The assistant filter offers that tenant's assistants.
    await waitFor(() => expect(lastParams('/api/assistants')).toMatchObject({ reseller_id: 9 }));
    expect(location()).toBe('/admin/call-logs?reseller_id=9');
  });

  it('shows reseller admins the owner but no tenant column or filter, and exports from the admin URL', async () => {
    const user = userEvent.setup();
    signIn('reseller_admin');
    const s = serve({
      'GET /api/admin/call-logs': () => page([adminRow]),
      'GET /api/admin/call-logs/export': () => ({ status: 200, data: 'id\n1\n' }),
    });
    renderCallLogs('/admin/call-logs?reseller_id=9&status=failed');
    await screen.findByRole('table', { name: 'Calls' });
    expect(screen.getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Tenant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).not.toBeInTheDocument();
    expect(s.calls).not.toContain('GET /api/super-admin/resellers');
    expect(s.requests('/api/admin/call-logs')[0]?.params).toEqual({
      page: 1,
      per_page: 20,
      status: 'failed',
    });

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(s.requests('/api/admin/call-logs/export')[0]?.params).toEqual({ status: 'failed' });
  });
});
