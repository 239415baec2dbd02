import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxEmail, Pagination } from '@voice/contracts';
import { useSession } from '@voice/session';
import { renderWithQueries } from '@voice/ui/testing';
import { fakeServer, type Reply } from '@voice/api-client/testing';
import EmailOutboxPage from './email-outbox-page';
import { expectTexts } from '../../shared/test-support/texts';

const RESET_URL =
  'http://acme.localhost:3000/password-reset/0f9e8d7c6b5a?email=jane%40example.com&source=email';

const RESET: OutboxEmail = {
  id: 12,
  to: 'jane@example.com',
  subject: 'Reset your password',
  html: `<!doctype html><html><body>
    <h1 style="color:#4F46E5">Acme Voice</h1>
    <p>Someone asked to reset the password of your account.</p>
    <p><a href="${RESET_URL.replace(/&/g, '&amp;')}">Reset Password</a></p>
    <p><a href="javascript:alert(1)">Do not follow</a> <a href="/relative">relative</a></p>
    <script>window.parent.document.title = 'hacked'</script>
    <p>Questions? <a href="mailto:support@acme.test">support@acme.test</a></p>
  </body></html>`,
  text: `Someone asked to reset the password of your account.\n\nReset Password: ${RESET_URL}\n\nThis link expires in 60 minutes. Help: https://acme.test/docs/billing.`,
  reseller_id: 3,
  created_at: '2024-06-10T12:00:00.000Z',
};

const WELCOME: OutboxEmail = {
  id: 9,
  to: 'owner@bakery.test',
  subject: 'Welcome to AI Phone System',
  html: '',
  text: 'Welcome aboard!',
  reseller_id: null,
  created_at: '2024-06-01T12:00:00.000Z',
};

function pagination(overrides: Partial<Pagination> = {}): Pagination {
  return { current_page: 1, last_page: 1, per_page: 20, total: 2, from: 1, to: 2, ...overrides };
}

const page = (data: OutboxEmail[], p: Pagination = pagination()): Reply => ({
  status: 200,
  data: { success: true, data, pagination: p },
});

function renderPage(path = '/admin/email-outbox') {
  return renderWithQueries(<EmailOutboxPage />, { path });
}

let server: ReturnType<typeof fakeServer>;

afterEach(() => {
  server?.restore();
  useSession.getState().clear();
});

function rows(): HTMLElement[] {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('email outbox (/admin/email-outbox)', () => {
  it('explains the sandbox and lists the sent emails newest first', async () => {
    useSession.setState({ token: 'admin-token' });
    server = fakeServer({ 'GET /api/admin/email-outbox': () => page([WELCOME, RESET]) });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Email Outbox' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Sandbox email: messages are stored here instead of being sent',
    );
    expect(screen.getByText('Loading emails...')).toHaveAttribute('role', 'status');

    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'To',
      'Subject',
      'Sent',
      'Actions',
    ]);
    const [first, second] = rows();
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('jane@example.com');
    expect(cells[1]).toHaveTextContent('Reset your password');
    expect(cells[2]).toHaveTextContent(/Jun 10, 2024/);
    expectTexts(second, ['owner@bakery.test', 'Welcome to AI Phone System', /Jun 1, 2024/]);
    expect(screen.getByText('Showing 1–2 of 2 emails')).toBeInTheDocument();

    const [request] = server.requests('/api/admin/email-outbox');
    expect(request?.params).toEqual({ page: 1, per_page: 20 });
    expect(request?.headers.Authorization).toBe('Bearer admin-token');
  });

  it('pages through the outbox', async () => {
    server = fakeServer({
      'GET /api/admin/email-outbox': (request) =>
        request.params.page === 2
          ? page(
              [WELCOME],
              pagination({ current_page: 2, last_page: 2, total: 21, from: 21, to: 21 }),
            )
          : page(
              [RESET],
              pagination({ current_page: 1, last_page: 2, total: 21, from: 1, to: 20 }),
            ),
    });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('Showing 1–20 of 21 emails')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Email outbox pages' });
    await user.click(within(nav).getByRole('button', { name: '2' }));
    expect(await screen.findByText('Showing 21–21 of 21 emails')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Welcome to AI Phone System');
    expect(server.requests('/api/admin/email-outbox').map((r) => r.params.page)).toEqual([1, 2]);
  });

  it('says when no email has been sent yet, still explaining the sandbox', async () => {
    server = fakeServer({
      'GET /api/admin/email-outbox': () => page([], pagination({ total: 0, from: null, to: null })),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No emails sent yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toBeInTheDocument();
  });

  it("shows the server's message, or a fallback, when loading fails", async () => {
    let reply: Reply = { status: 500, data: { success: false, message: 'Outbox unavailable' } };
    server = fakeServer({ 'GET /api/admin/email-outbox': () => reply });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Outbox unavailable');
    reply = { status: 502, data: '' };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load the email outbox')).toBeInTheDocument();

    reply = page([RESET]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Reset your password')).toBeInTheDocument();
  });

  it('shows an email in a sandboxed frame with its links listed and its text version', async () => {
    server = fakeServer({ 'GET /api/admin/email-outbox': () => page([RESET, WELCOME]) });
    const user = userEvent.setup();
    renderPage();

    const view = await screen.findByRole('button', {
      name: 'View email: Reset your password to jane@example.com',
    });
    await user.click(view);
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    expect(dialog).toHaveTextContent('jane@example.com');
    expect(dialog).toHaveTextContent(/Jun 10, 2024/);

    const frame = within(dialog).getByTitle('HTML version of Reset your password');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toBe(RESET.html);
    expect(document.title).not.toBe('hacked');

    const links = within(within(dialog).getByRole('region', { name: 'Links in this email' }))
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      [RESET_URL, RESET_URL],
      ['mailto:support@acme.test', 'mailto:support@acme.test'],
      ['https://acme.test/docs/billing', 'https://acme.test/docs/billing'],
    ]);
    expect(within(dialog).queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();

    const text = within(within(dialog).getByRole('region', { name: 'Text version' })).getByText(
      /This link expires in 60 minutes/,
    );
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe(RESET.text);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();
  });

  it('says what an email lacks: no HTML version, no links', async () => {
    server = fakeServer({ 'GET /api/admin/email-outbox': () => page([WELCOME]) });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', {
        name: 'View email: Welcome to AI Phone System to owner@bakery.test',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Welcome to AI Phone System' });
    expect(within(dialog).getByText('This email has no HTML version.')).toBeInTheDocument();
    expect(within(dialog).getByText('This email has no links.')).toBeInTheDocument();
    expect(within(dialog).queryByTitle(/HTML version of/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Welcome aboard!')).toBeInTheDocument();
  });
});
