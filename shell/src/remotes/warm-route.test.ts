import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts';
import type * as WarmRouteModule from './warm-route';
import type * as LoadRemoteModule from './load-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
/* eslint-disable @typescript-eslint/no-require-imports -- required after jest.mock so they see the mock */
const runtime = require('@module-federation/enhanced/runtime') as {
  loadRemote: jest.Mock<(id: string) => Promise<unknown>>;
};
const { takeScreenLoad, warmFirstRoute } = require('./warm-route') as typeof WarmRouteModule;
const { clearRemoteCache, loadedRemotes, loadRemoteModule } =
  require('./load-remote') as typeof LoadRemoteModule;
/* eslint-enable @typescript-eslint/no-require-imports */

const screen = () => Promise.resolve({ default: () => null });
const loadLanding = jest.fn(screen);
const loadLogin = jest.fn(screen);
const loadWizard = jest.fn(screen);
const loadProfile = jest.fn(screen);

const publicRemote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  routes: [
    { path: '/', guard: 'public', title: 'Home', load: loadLanding },
    { path: '/login', guard: 'guest', title: 'Login', load: loadLogin },
    {
      path: '/reseller-registration',
      guard: 'guest',
      title: 'Become a reseller',
      mainHostOnly: true,
      load: loadWizard,
    },
    { path: '/docs/secret', guard: 'authenticated', title: 'Secret', load: loadProfile },
  ],
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('warmFirstRoute', () => {
  beforeEach(() => {
    clearRemoteCache();
    jest.clearAllMocks();
    runtime.loadRemote.mockImplementation((id) =>
      id === 'mfe_public/routes'
        ? Promise.resolve({ default: publicRemote })
        : Promise.reject(new Error(`unexpected ${id}`)),
    );
  });

  it("starts the public remote and the landing's chunk for '/', and the outlet reuses that load", async () => {
    warmFirstRoute('/');
    await settle();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_public/routes');
    expect(loadLanding).toHaveBeenCalledTimes(1);
    expect(loadLogin).not.toHaveBeenCalled();
    expect(loadedRemotes()).toEqual(['mfe_public']);
    await loadRemoteModule('mfe_public');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it("warms a guest page's screen (trailing slash too), never a main-host-only or signed-in one", async () => {
    warmFirstRoute('/login/');
    await settle();
    expect(loadLogin).toHaveBeenCalledTimes(1);
    clearRemoteCache();
    warmFirstRoute('/reseller-registration');
    warmFirstRoute('/docs/secret');
    await settle();
    expect(loadWizard).not.toHaveBeenCalled();
    expect(loadProfile).not.toHaveBeenCalled();
  });

  it('downloads nothing for guarded areas or unknown paths (mfe-admin only after the role check)', async () => {
    for (const path of ['/admin', '/admin/users', '/dashboard', '/assistants', '/no/such/page']) {
      warmFirstRoute(path);
    }
    await settle();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(loadedRemotes()).toEqual([]);
  });

  it('leaves a failed load to the outlet: no unhandled rejection, and the next load tries again', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('offline'));
    jest.useFakeTimers();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      warmFirstRoute('/');
      await jest.runAllTimersAsync();
      expect(loadedRemotes()).toEqual([]);
      expect(loadLanding).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
      error.mockRestore();
    }
    runtime.loadRemote.mockResolvedValue({ default: publicRemote });
    await expect(loadRemoteModule('mfe_public')).resolves.toBe(publicRemote);
  });

  it("hands the warmed chunk load to the screen once: a failed download is the screen's, Retry loads again", async () => {
    const landing = publicRemote.routes[0] as RemoteModule['routes'][number];
    // The first test's warm load was never rendered: hand it over, as a screen would.
    await takeScreenLoad(landing);
    loadLanding.mockClear();
    const failure = new Error('chunk failed');
    loadLanding.mockImplementationOnce(() => Promise.reject(failure));
    warmFirstRoute('/');
    await settle();
    expect(loadLanding).toHaveBeenCalledTimes(1);
    await expect(takeScreenLoad(landing)).rejects.toBe(failure);
    expect(loadLanding).toHaveBeenCalledTimes(1);
    await expect(takeScreenLoad(landing)).resolves.toHaveProperty('default');
    expect(loadLanding).toHaveBeenCalledTimes(2);
  });
});
