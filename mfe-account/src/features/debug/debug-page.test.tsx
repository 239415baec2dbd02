import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useSession } from '@voice/session';
import { queryWrapper } from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import DebugPage from './debug-page';

const realFetch = globalThis.fetch;
let requested: { url: string; init: RequestInit | undefined }[] = [];

function serveRemotesJson(reply: { ok: boolean; status: number; body: unknown }) {
  requested = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requested.push({ url: String(input), init });
    return { ok: reply.ok, status: reply.status, json: async () => reply.body } as Response;
  }) as typeof fetch;
}

beforeEach(() => {
  useSession.setState({
    token: 'tok',
    user: {
      id: 3,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'reseller_admin',
      phone: null,
      company: null,
      bio: null,
      profile_picture: null,
      reseller_name: 'Acme',
    },
  });
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('DebugPage', () => {
  it('shows the user, one session store, the build version and the remotes table', async () => {
    serveRemotesJson({
      ok: true,
      status: 200,
      body: {
        remotes: [
          { name: 'mfe_public', entry: '/build/mfe-public/mf-manifest.json' },
          { name: 'mfe_account', entry: 'https://cdn.example.com/mfe-account/v2/mf-manifest.json' },
        ],
      },
    });
    renderPage(<DebugPage />, { path: '/debug', wrapper: queryWrapper() });

    expect(screen.getByRole('heading', { level: 1, name: 'Debug' })).toBeInTheDocument();
    expect(screen.getByTestId('user-name')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByTestId('user-email')).toHaveTextContent('ada@example.com');
    expect(screen.getByTestId('user-role')).toHaveTextContent('reseller_admin');
    expect(screen.getByTestId('session-store-count')).toHaveTextContent(/^1$/);
    expect(screen.getByTestId('build-version-mfe-account')).toHaveTextContent(/^test$/);

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('mfe_public/build/mfe-public/mf-manifest.json');
    expect(rows[2]).toHaveTextContent(
      'mfe_accounthttps://cdn.example.com/mfe-account/v2/mf-manifest.json',
    );
    expect(requested).toEqual([{ url: '/remotes.json', init: { cache: 'no-cache' } }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when /remotes.json cannot be loaded', async () => {
    serveRemotesJson({ ok: false, status: 404, body: {} });
    renderPage(<DebugPage />, { path: '/debug', wrapper: queryWrapper() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load /remotes.json: /remotes.json answered 404',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
