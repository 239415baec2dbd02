import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { publicSettingsQueryKey } from '@voice/api-client/queries';
import { fakeServer } from '@voice/api-client/testing';
import { loadPublicSettings } from '../branding/public-settings';
import { needsServerState, ServerState } from './server-state';

function Probe() {
  const client = useContext(QueryClientContext);
  const settings = client?.getQueryData<{ site_title?: string }>(publicSettingsQueryKey);
  return <p>{client ? `client; settings: ${settings?.site_title ?? 'none'}` : 'no client'}</p>;
}

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => server?.restore());

describe('server state', () => {
  it('is off for the landing and the sign-in forms only', () => {
    expect(needsServerState('/')).toBe(false);
    expect(needsServerState('/pricing')).toBe(true);
    expect(needsServerState('/login')).toBe(false);
    expect(needsServerState('/register')).toBe(false);
    expect(needsServerState('/forgot-password')).toBe(true);
  });

  it('provides no QueryClient until wanted, then the one client, seeded with the branding settings', async () => {
    server = fakeServer({
      'GET /api/public-settings': () => ({
        status: 200,
        data: { success: true, data: { site_title: 'Acme Voice' } },
      }),
    });
    await loadPublicSettings();

    const { rerender } = render(
      <ServerState when={false}>
        <Probe />
      </ServerState>,
    );
    expect(screen.getByText('no client')).toBeInTheDocument();

    rerender(
      <ServerState when>
        <Probe />
      </ServerState>,
    );
    expect(await screen.findByText('client; settings: Acme Voice')).toBeInTheDocument();

    // Once loaded it stays, so the subtree is not mounted again when a page without server state follows.
    rerender(
      <ServerState when={false}>
        <Probe />
      </ServerState>,
    );
    expect(screen.getByText('client; settings: Acme Voice')).toBeInTheDocument();
    expect(server.calls).toEqual(['GET /api/public-settings']);
  });
});
