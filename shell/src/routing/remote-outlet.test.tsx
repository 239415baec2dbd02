import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts';
import { useSession } from '@voice/session';
import { DEFAULT_BRANDING } from '@voice/ui';
import { TestThemeProvider } from '@voice/ui/testing';
import { signIn, signOutLocally } from '../layout/test-support';
import type * as RemoteOutletModule from './remote-outlet';
import type * as LoadRemoteModule from '../remotes/load-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
/* eslint-disable @typescript-eslint/no-require-imports -- required after jest.mock so they see the mock */
const runtime = require('@module-federation/enhanced/runtime') as {
  loadRemote: jest.Mock<(id: string) => Promise<unknown>>;
  registerRemotes: jest.Mock;
};
const { RemoteOutlet } = require('./remote-outlet') as typeof RemoteOutletModule;
const { clearRemoteCache } = require('../remotes/load-remote') as typeof LoadRemoteModule;
/* eslint-enable @typescript-eslint/no-require-imports */

function remoteWith(routes: RemoteModule['routes'], contractVersion = REMOTE_CONTRACT_VERSION) {
  return { default: { contractVersion, routes } satisfies RemoteModule };
}

const screenOf = (text: string) => () => Promise.resolve({ default: () => <h1>{text}</h1> });

const loadOutbox = jest.fn(screenOf('Outbox'));

const REMOTES: Record<string, ReturnType<typeof remoteWith>> = {
  'mfe_billing/routes': remoteWith([
    { path: '/pricing', guard: 'public', title: 'Pricing', load: screenOf('Plans') },
  ]),
  'mfe_assistants/routes': remoteWith([
    {
      path: '/assistants',
      guard: 'authenticated',
      title: 'My Voice Assistants',
      load: screenOf('Assistants'),
    },
  ]),
  'mfe_public/routes': remoteWith([
    { path: '/login', guard: 'guest', title: 'Login', load: screenOf('Sign in') },
    {
      path: '/reseller-registration',
      guard: 'guest',
      title: 'Become a reseller',
      mainHostOnly: true,
      load: screenOf('Reseller wizard'),
    },
  ]),
  'mfe_account/routes': remoteWith([
    {
      path: '/dashboard',
      guard: 'authenticated',
      title: 'Dashboard',
      load: screenOf('User dashboard'),
    },
  ]),
  'mfe_admin/routes': remoteWith([
    { path: '/admin', guard: 'admin-area', title: 'Admin Dashboard', load: screenOf('Admin') },
    { path: '/dashboard', guard: 'admin-area', title: 'Dashboard', load: screenOf('Admin') },
    {
      path: '/admin/email-outbox',
      guard: 'email-outbox.read',
      title: 'Email Outbox',
      load: loadOutbox,
    },
  ]),
};

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderAt(path: string, branding = DEFAULT_BRANDING) {
  return render(
    <TestThemeProvider branding={branding}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/not-found" element={<p>Not found page</p>} />
          <Route path="*" element={<RemoteOutlet />} />
        </Routes>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </TestThemeProvider>,
  );
}

beforeEach(() => {
  clearRemoteCache();
  runtime.loadRemote.mockReset();
  runtime.loadRemote.mockImplementation(async (id) => REMOTES[id]);
  signOutLocally();
  useSession.setState({ intendedUrl: null });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('RemoteOutlet', () => {
  it('loads the owning remote only when its route is visited, and sets the page title', async () => {
    renderAt('/pricing');
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(runtime.loadRemote.mock.calls.map((c) => c[0])).toEqual(['mfe_billing/routes']);
    expect(document.title).toBe('Pricing - AI Phone System');
  });

  it('shows the not-found page for paths no remote owns or declares', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    renderAt('/pricing/unknown');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { name: 'Page not found' })).toHaveLength(2),
    );
  });

  it('retries a failing remote, then shows the unavailable page whose Retry loads it again', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('network down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.title = 'Built page title';
    renderAt('/pricing');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This section is unavailable' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    // The site's name in the title, not the build's default one.
    expect(document.title).toBe('Section unavailable - AI Phone System');

    runtime.loadRemote.mockImplementation(async (id) => REMOTES[id]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
  });

  it('refuses a remote whose contract version it does not know, and says so', async () => {
    runtime.loadRemote.mockResolvedValue(
      remoteWith(
        [{ path: '/pricing', guard: 'public', title: 'Pricing', load: screenOf('Plans') }],
        99,
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/pricing');
    expect(await screen.findByText(/contract version 99/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Plans' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login and remembers the URL, without loading the remote', async () => {
    renderAt('/assistants');
    await act(async () => undefined);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(useSession.getState().intendedUrl).toBe('/assistants');
    expect(runtime.loadRemote).not.toHaveBeenCalledWith('mfe_assistants/routes');
  });

  it('sends a signed-out visitor of /payment to /register', async () => {
    renderAt('/payment');
    await act(async () => undefined);
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('sends a user away from admin pages before anything of mfe-admin is downloaded', async () => {
    signIn('user');
    renderAt('/admin');
    await act(async () => undefined);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(runtime.loadRemote).not.toHaveBeenCalledWith('mfe_admin/routes');
  });

  it.each(['admin', 'super_admin', 'reseller_admin'] as const)(
    'lets %s into admin pages',
    async (role) => {
      signIn(role);
      renderAt('/admin');
      expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    },
  );

  it('gives super_admin the admin dashboard on /dashboard, as admin', async () => {
    signIn('super_admin');
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(runtime.loadRemote.mock.calls.map((c) => c[0])).toEqual(['mfe_admin/routes']);
  });

  it("guards the email outbox by the server's 'email-outbox.read', before downloading mfe-admin", async () => {
    loadOutbox.mockClear();
    signIn('reseller_admin');
    renderAt('/admin/email-outbox');
    await act(async () => undefined);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.queryByRole('heading', { name: 'Outbox' })).not.toBeInTheDocument();
    expect(loadOutbox).not.toHaveBeenCalled();

    signIn('super_admin');
    renderAt('/admin/email-outbox');
    expect(await screen.findByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
    expect(loadOutbox).toHaveBeenCalledTimes(1);
  });

  it('lets a content admin into the super-admin assistant list only', async () => {
    runtime.loadRemote.mockImplementation(async (id) =>
      id === 'mfe_assistants/routes'
        ? remoteWith([
            {
              path: '/super-admin/assistants',
              guard: 'super-admin-assistants',
              title: 'My Voice Assistants',
              load: screenOf('All assistants'),
            },
          ])
        : REMOTES[id],
    );
    signIn('content_admin');
    renderAt('/super-admin/assistants');
    expect(await screen.findByRole('heading', { name: 'All assistants' })).toBeInTheDocument();

    renderAt('/super-admin');
    await waitFor(() =>
      expect(screen.getAllByTestId('location')[1]).toHaveTextContent('/dashboard'),
    );
    expect(runtime.loadRemote).not.toHaveBeenCalledWith('mfe_admin/routes');
  });

  it("loads a screen's chunk again when Retry is pressed after it failed", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = jest.fn(() =>
      fail
        ? Promise.reject(new Error('ChunkLoadError: Loading chunk pricing-page failed'))
        : Promise.resolve({ default: () => <h1>Plans</h1> }),
    );
    runtime.loadRemote.mockResolvedValue(
      remoteWith([{ path: '/pricing', guard: 'public', title: 'Pricing', load }]),
    );
    renderAt('/pricing');
    expect(await screen.findByText('This section failed to load.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Plans' })).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sends a signed-in user away from guest pages', async () => {
    signIn('user');
    renderAt('/login');
    await act(async () => undefined);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('sends visitors of a main-host-only page on a reseller host to /not-found', async () => {
    renderAt('/reseller-registration', { ...DEFAULT_BRANDING, isMainHost: false });
    expect(await screen.findByText('Not found page')).toBeInTheDocument();

    renderAt('/reseller-registration');
    expect(await screen.findByRole('heading', { name: 'Reseller wizard' })).toBeInTheDocument();
  });

  it("shows a held-back reseller site's public pages as being set up, never its sign-in or signed-in app", async () => {
    const heldBack = {
      ...DEFAULT_BRANDING,
      isMainHost: false,
      appName: 'Acme Voice',
      siteHeldBack: true,
    };
    renderAt('/pricing', heldBack);
    expect(
      await screen.findByRole('heading', { name: 'This site is being set up' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('This site is being set up');
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    renderAt('/login', heldBack);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    signIn('reseller_admin');
    renderAt('/dashboard', heldBack);
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });
});
