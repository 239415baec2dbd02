import { i18n } from '@voice/ui/core';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiKey, Role } from '@voice/contracts';
import { API_KEY_MESSAGES } from '@voice/contracts/schemas';
import { fakeServer, queryWrapper, type Reply } from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { TestThemeProvider } from '@voice/ui/testing';
import { signIn } from '../call-logs/test-support';
import DevelopersPage from './developers-page';
import { KEY_ONCE_WARNING } from './key-dialog';

const PLAIN = `vpk_${'A1b2C3d4E5'.repeat(4)}`;

function apiKey(id: number, overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id,
    name: `Key ${id}`,
    last4: 'wxyz',
    scopes: ['assistants:read', 'calls:read'],
    status: 'active',
    created_at: '2026-03-05T10:00:00.000Z',
    expires_at: null,
    last_used_at: null,
    last_used_ip: null,
    revoked_at: null,
    ...overrides,
  };
}

const list = (keys: ApiKey[]): Reply => ({ status: 200, data: { success: true, data: { keys } } });

let server: ReturnType<typeof fakeServer> | null = null;

afterEach(() => {
  server?.restore();
  server = null;
  useSession.getState().clear();
});

function renderPage(role: Role = 'user') {
  signIn(role);
  const Wrapper = queryWrapper();
  return render(
    <TestThemeProvider>
      <Wrapper>
        <MemoryRouter initialEntries={['/developers']}>
          <main>
            <Routes>
              <Route path="/developers" element={<DevelopersPage />} />
            </Routes>
          </main>
        </MemoryRouter>
      </Wrapper>
    </TestThemeProvider>,
  );
}

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
  );
}

describe('developers page (API keys)', () => {
  it('lists each key with its masked value, scopes, dates, last use and status', async () => {
    server = fakeServer({
      'GET /api/api-keys': () =>
        list([
          apiKey(2, {
            name: 'Zapier',
            last4: 'abcd',
            scopes: ['assistants:write'],
            expires_at: '2027-01-31T23:59:59.999Z',
            last_used_at: '2026-03-06T08:00:00.000Z',
            last_used_ip: '203.0.113.7',
          }),
          apiKey(1, { name: 'Old', status: 'revoked', revoked_at: '2026-03-05T12:00:00.000Z' }),
        ]),
    });
    renderPage();
    const rows = within(await screen.findByRole('list', { name: 'API keys' })).getAllByRole(
      'listitem',
      { name: '' },
    );
    const zapier = rows.find((row) => row.textContent?.includes('Zapier'));
    expect(zapier).toBeDefined();
    const first = zapier as HTMLElement;
    expect(first).toHaveTextContent('vpk_…abcd');
    expect(first).toHaveTextContent('Assistants: read and write');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('from 203.0.113.7');
    expect(first).toHaveTextContent(/Expires .*2027/);
    expect(within(first).getByRole('button', { name: 'Revoke Zapier' })).toBeEnabled();
    const old = rows.find((row) => row.textContent?.includes('Old')) as HTMLElement;
    expect(old).toHaveTextContent('Revoked');
    expect(old).toHaveTextContent('Never used');
    expect(within(old).queryByRole('button')).toBeNull();
    // Where to learn the API: the docs' quick start and the reference.
    expect(screen.getByRole('link', { name: 'API quick start' })).toHaveAttribute(
      'href',
      '/docs/developers/api-quick-start',
    );
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/api/v1/docs',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('creates a key, shows it once with a copy button, and forgets it when closed', async () => {
    const keys: ApiKey[] = [];
    server = fakeServer({
      'GET /api/api-keys': () => list(keys),
      'POST /api/api-keys': (request) => {
        const body = request.body as { name: string; scopes: ApiKey['scopes'] };
        const key = apiKey(9, { name: body.name, scopes: body.scopes, last4: PLAIN.slice(-4) });
        keys.unshift(key);
        return {
          status: 201,
          data: { success: true, message: 'Created', data: { key, plain_key: PLAIN } },
        };
      },
    });
    const user = userEvent.setup();
    renderPage('reseller_admin');
    await screen.findByText('No API keys yet');
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const form = screen.getByRole('form', { name: 'New API key' });

    // Nothing chosen: both messages, no request.
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText(API_KEY_MESSAGES.nameRequired)).toBeVisible();
    expect(within(form).getByText(API_KEY_MESSAGES.scopesRequired)).toBeVisible();
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.type(within(form).getByLabelText(/^Name/), 'CRM sync');
    await user.click(within(form).getByRole('checkbox', { name: 'Read and write assistants' }));
    // Read and write includes read: its Read box is checked and locked.
    const assistantsRead = within(form).getByRole('checkbox', { name: 'Read assistants' });
    expect(assistantsRead).toBeChecked();
    expect(assistantsRead).toBeDisabled();
    await user.click(within(form).getByRole('checkbox', { name: 'Read calls' }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(dialog).getByText(i18n._(KEY_ONCE_WARNING))).toBeVisible();
    expect(within(dialog).getByLabelText(/^API key/)).toHaveValue(PLAIN);
    expect(server.requests('/api/api-keys').find((r) => r.method === 'POST')?.body).toEqual({
      name: 'CRM sync',
      scopes: ['assistants:write', 'calls:read'],
      expires_at: null,
    });
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    // userEvent's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(PLAIN);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('CRM sync')).toBeVisible();
    expect(document.body.innerHTML).not.toContain(PLAIN);
  });

  it("shows the server's field errors under the form (a past expiry)", async () => {
    server = fakeServer({
      'GET /api/api-keys': () => list([]),
      'POST /api/api-keys': () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { expires_at: [API_KEY_MESSAGES.expiryPast] },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = screen.getByRole('form', { name: 'New API key' });
    await user.type(within(form).getByLabelText(/^Name/), 'Later');
    await user.click(within(form).getByRole('checkbox', { name: 'Read billing' }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText(API_KEY_MESSAGES.expiryPast)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('revokes a key after confirmation', async () => {
    let revoked = false;
    server = fakeServer({
      'GET /api/api-keys': () =>
        list([apiKey(4, { name: 'Make', ...(revoked ? { status: 'revoked' } : {}) })]),
      'DELETE /api/api-keys/4': () => {
        revoked = true;
        return {
          status: 200,
          data: {
            success: true,
            message: 'Revoked',
            data: { key: apiKey(4, { status: 'revoked' }) },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Revoke Make' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke this API key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke Make' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke this API key?' })).getByRole('button', {
        name: 'Revoke key',
      }),
    );
    await waitFor(() => expect(server?.calls).toContain('DELETE /api/api-keys/4'));
    expect(await screen.findByText('Revoked')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revoke Make' })).toBeNull();
  });
});
