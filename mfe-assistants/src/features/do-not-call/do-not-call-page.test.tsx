import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { DoNotCallEntry } from '@voice/contracts';
import { fakeServer, pagedReply, queryWrapper, type Reply } from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { TestThemeProvider } from '@voice/ui/testing';
import { signIn } from '../assistant-list/test-support';
import DoNotCallPage from './do-not-call-page';

function entry(id: number, overrides: Partial<DoNotCallEntry> = {}): DoNotCallEntry {
  return {
    id,
    phone: '+14155550123',
    reason: 'Asked by email',
    source: 'manual',
    call_id: null,
    added_by: { id: 7, name: 'Jane Owner' },
    created_at: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

const listed = (rows: DoNotCallEntry[]): Reply =>
  pagedReply(rows, { perPage: 25, total: rows.length });

let server: ReturnType<typeof fakeServer> | null = null;
afterEach(() => {
  server?.restore();
  server = null;
  useSession.getState().clear();
});

function renderPage() {
  const Wrapper = queryWrapper();
  return render(
    <TestThemeProvider>
      <Wrapper>
        <MemoryRouter>
          <DoNotCallPage />
        </MemoryRouter>
      </Wrapper>
    </TestThemeProvider>,
  );
}

describe('do-not-call page', () => {
  it('lists the numbers with reason, source and who added them; a user has no Remove', async () => {
    signIn('user');
    server = fakeServer({
      'GET /api/do-not-call': () =>
        listed([
          entry(1),
          entry(2, { phone: '+12025550187', source: 'call', added_by: null, reason: null }),
        ]),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Do-not-call numbers' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveTextContent('+14155550123');
    expect(first).toHaveTextContent('Asked by email');
    expect(first).toHaveTextContent('Added by hand');
    expect(first).toHaveTextContent('by Jane Owner');
    expect(second).toHaveTextContent('Asked on a call');
    expect(second).toHaveTextContent('by the assistant');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('adds a number: refuses a number not in international form, sends the E.164 form', async () => {
    signIn('user');
    const user = userEvent.setup();
    server = fakeServer({
      'GET /api/do-not-call': () => listed([]),
      'POST /api/do-not-call': () => ({
        status: 201,
        data: { success: true, message: 'added', data: entry(3) },
      }),
    });
    renderPage();
    await screen.findByText('No numbers yet');
    await user.type(screen.getByLabelText(/Phone number/), '415 555');
    await user.click(screen.getByRole('button', { name: 'Add to the list' }));
    expect(
      await screen.findByText('Enter the number in international format, e.g. +14155550123.'),
    ).toBeVisible();
    expect(server.requests('/api/do-not-call').filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Phone number/));
    await user.type(screen.getByLabelText(/Phone number/), '+1 (415) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Add to the list' }));
    await waitFor(() =>
      expect(server?.requests('/api/do-not-call').find((r) => r.method === 'POST')?.body).toEqual({
        phone: '+14155550123',
      }),
    );
  });

  it('imports a CSV and shows the counts with the invalid rows', async () => {
    signIn('user');
    const user = userEvent.setup();
    server = fakeServer({
      'GET /api/do-not-call': () => listed([]),
      'POST /api/do-not-call/import': () => ({
        status: 200,
        data: {
          success: true,
          data: {
            added: 2,
            already_listed: 1,
            invalid: 1,
            invalid_rows: [{ row: 4, value: 'call me', message: 'Enter the number…' }],
          },
        },
      }),
    });
    renderPage();
    await screen.findByText('No numbers yet');
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['phone\n+14155550123\n'], 'list.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(server?.requests('/api/do-not-call/import')).toHaveLength(1));
    expect(
      await screen.findByText(/2 added, 1 already listed or repeated, 1 invalid/),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Invalid rows' })).getByText(/Row 4/),
    ).toHaveTextContent('Row 4: “call me” — Enter the number…');
  });

  it('an admin removes a number after confirming', async () => {
    signIn('reseller_admin');
    const user = userEvent.setup();
    server = fakeServer({
      'GET /api/do-not-call': () => listed([entry(1)]),
      'DELETE /api/do-not-call/1': () => ({ status: 200, data: { success: true, message: 'ok' } }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove +14155550123' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() =>
      expect(server?.requests('/api/do-not-call/1').map((r) => r.method)).toEqual(['DELETE']),
    );
  });
});
