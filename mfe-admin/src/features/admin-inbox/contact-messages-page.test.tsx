import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { ContactMessage, Pagination } from '@voice/contracts';
import { useSession } from '@voice/session';
import { renderWithQueries } from '@voice/ui/testing';
import { fakeServer, type Reply, type SeenRequest } from '@voice/api-client/testing';
import ContactMessagesPage from './contact-messages-page';

const LONG_MESSAGE =
  'Hello, we run three dental clinics and miss a lot of calls at lunch time.\n\nCould your assistant book appointments directly into our calendar, and what would it cost for about 1,500 calls a month?';

const JANE: ContactMessage = {
  id: 7,
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '+1 555 010 2030',
  message: LONG_MESSAGE,
  reseller_id: null,
  created_at: '2024-05-03T12:00:00.000Z',
};

const BOB: ContactMessage = {
  id: 5,
  first_name: 'Bob',
  last_name: 'Stone',
  email: 'bob@example.org',
  phone: null,
  message: 'Do you integrate with HubSpot?',
  reseller_id: 2,
  created_at: '2024-04-20T12:00:00.000Z',
};

function pagination(overrides: Partial<Pagination> = {}): Pagination {
  return { current_page: 1, last_page: 1, per_page: 20, total: 2, from: 1, to: 2, ...overrides };
}

const page = (data: ContactMessage[], p: Pagination = pagination()): Reply => ({
  status: 200,
  data: { success: true, data, pagination: p },
});

function Where() {
  const location = useLocation();
  return <output aria-label="Current address">{location.pathname + location.search}</output>;
}

function renderPage(path = '/admin/contacts') {
  return renderWithQueries(
    <>
      <ContactMessagesPage />
      <Where />
    </>,
    { path },
  );
}

let server: ReturnType<typeof fakeServer>;

afterEach(() => {
  server?.restore();
  useSession.getState().clear();
});

function rows(): HTMLElement[] {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

describe('contact messages (/admin/contacts)', () => {
  it('loads the first page and lists the messages newest first', async () => {
    useSession.setState({ token: 'admin-token' });
    server = fakeServer({ 'GET /api/admin/contacts': () => page([BOB, JANE]) });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeInTheDocument();
    expect(screen.getByText('Loading contact messages...')).toHaveAttribute('role', 'status');

    await screen.findByRole('table');
    expect(screen.queryByText('Loading contact messages...')).not.toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Phone', 'Message', 'Received', 'Actions']);

    const [first, second] = rows();
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Jane Doe');
    expect(
      within(cells[1] as HTMLElement).getByRole('link', { name: 'jane@example.com' }),
    ).toHaveAttribute('href', 'mailto:jane@example.com');
    expect(cells[2]).toHaveTextContent('+1 555 010 2030');
    expect(cells[3]?.textContent).toMatch(/^Hello, we run three dental clinics .*…$/);
    expect(cells[3]?.textContent).not.toContain('1,500 calls a month');
    expect(cells[4]).toHaveTextContent(/May 3, 2024/);
    expect(within(cells[4] as HTMLElement).getByText(/May 3, 2024/)).toHaveAttribute(
      'datetime',
      JANE.created_at,
    );

    const bobCells = within(second as HTMLElement).getAllByRole('cell');
    expect(bobCells[0]).toHaveTextContent('Bob Stone');
    expect(bobCells[2]).toHaveTextContent('—');
    expect(bobCells[3]).toHaveTextContent('Do you integrate with HubSpot?');
    expect(bobCells[4]).toHaveTextContent(/Apr 20, 2024/);

    expect(screen.getByText('Showing 1–2 of 2 messages')).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Contact message pages' }),
    ).not.toBeInTheDocument();

    const [request] = server.requests('/api/admin/contacts');
    expect(request?.params).toEqual({ page: 1, per_page: 20 });
    expect(request?.headers.Authorization).toBe('Bearer admin-token');
  });

  it('pages through the messages and keeps the page in the address', async () => {
    const seen: SeenRequest[] = [];
    server = fakeServer({
      'GET /api/admin/contacts': (request) => {
        seen.push(request);
        return request.params.page === 2
          ? page([BOB], pagination({ current_page: 2, last_page: 2, total: 21, from: 21, to: 21 }))
          : page([JANE], pagination({ current_page: 1, last_page: 2, total: 21, from: 1, to: 20 }));
      },
    });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('Showing 1–20 of 21 messages')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Contact message pages' });
    expect(within(nav).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–21 of 21 messages')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Bob Stone');
    expect(screen.queryByText('Jane Doe')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Contact message pages' })).getByRole(
        'button',
        { name: '2' },
      ),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/admin/contacts?page=2',
    );

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–20 of 21 messages')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      /^\/admin\/contacts$/,
    );
    expect(seen.map((r) => r.params.page)).toEqual([1, 2, 1]);
  });

  it('opens on the page named in the address', async () => {
    server = fakeServer({
      'GET /api/admin/contacts': () =>
        page([BOB], pagination({ current_page: 3, last_page: 3, total: 41, from: 41, to: 41 })),
    });
    renderPage('/admin/contacts?page=3');
    expect(await screen.findByText('Showing 41–41 of 41 messages')).toBeInTheDocument();
    expect(server.requests('/api/admin/contacts')[0]?.params).toEqual({ page: 3, per_page: 20 });
  });

  it('says when there are no messages yet', async () => {
    server = fakeServer({
      'GET /api/admin/contacts': () =>
        page([], pagination({ total: 0, from: null, to: null, last_page: 1 })),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'No contact messages yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers the first page when the address names a page past the last', async () => {
    server = fakeServer({
      'GET /api/admin/contacts': (request) =>
        request.params.page === 1
          ? page([JANE], pagination({ total: 1, to: 1 }))
          : page([], pagination({ current_page: 9, total: 1, from: null, to: null })),
    });
    const user = userEvent.setup();
    renderPage('/admin/contacts?page=9');
    expect(
      await screen.findByRole('heading', { name: 'Nothing on this page' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByText('Jane Doe')).toBeInTheDocument();
  });

  it("shows the server's message when loading fails, and loads again on Try again", async () => {
    let fail = true;
    server = fakeServer({
      'GET /api/admin/contacts': () =>
        fail
          ? { status: 403, data: { success: false, message: 'Admin access required' } }
          : page([JANE]),
    });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access required');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Jane Doe')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requests('/api/admin/contacts')).toHaveLength(2);
  });

  it("says 'Failed to load contact messages' when the server gives no message", async () => {
    server = fakeServer({
      'GET /api/admin/contacts': () => {
        throw new Error('Network Error');
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load contact messages')).toBeInTheDocument();
  });

  it('opens the whole message with the sender details and a Reply by email link', async () => {
    server = fakeServer({ 'GET /api/admin/contacts': () => page([JANE, BOB]) });
    const user = userEvent.setup();
    renderPage();

    const read = await screen.findByRole('button', { name: 'Read message from Jane Doe' });
    await user.click(read);
    const dialog = screen.getByRole('dialog', { name: 'Message from Jane Doe' });
    expect(within(dialog).getByText(/1,500 calls a month\?$/)).toHaveTextContent(
      LONG_MESSAGE.replace(/\s+/g, ' '),
    );
    expect(within(dialog).getByRole('link', { name: 'jane@example.com' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    expect(dialog).toHaveTextContent('+1 555 010 2030');
    expect(dialog).toHaveTextContent(/May 3, 2024/);

    const reply = within(dialog).getByRole('link', { name: 'Reply by email' });
    const href = reply.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:jane@example.com?')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Re: Your message to AI Phone System');
    expect(params.get('body')).toContain('Hi Jane,');
    expect(params.get('body')).toContain('> Hello, we run three dental clinics');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(read).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Read message from Bob Stone' }));
    const bob = screen.getByRole('dialog', { name: 'Message from Bob Stone' });
    expect(bob).toHaveTextContent('Phone—');
    await user.click(within(bob).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read message from Bob Stone' })).toHaveFocus();
  });
});
