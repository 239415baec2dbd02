import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type * as LoadRemoteModule from './load-remote';
import type * as RemoteConfigModule from './remote-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => {
    throw new Error('manifest unreachable');
  }),
  registerRemotes: jest.fn(),
}));
/* eslint-disable @typescript-eslint/no-require-imports -- required after jest.mock so they see the mock */
const { clearRemoteCache, loadRemoteModule } = require('./load-remote') as typeof LoadRemoteModule;
const { fetchRemoteConfig } = require('./remote-config') as typeof RemoteConfigModule;
/* eslint-enable @typescript-eslint/no-require-imports */

// As the federation runtime leaves it once registered: absolute.
const RELEASED = 'http://localhost/releases/mfe-billing/1.4.2+0123456789ab/mf-manifest.json';

describe('a remote that fails to load', () => {
  const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
  beforeEach(async () => {
    sendBeacon.mockClear();
    clearRemoteCache();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({
        remotes: [
          { name: 'mfe_billing', entry: RELEASED },
          { name: 'mfe_public', entry: '/build/mfe-public/mf-manifest.json' },
        ],
      }),
    })) as unknown as typeof fetch;
    await fetchRemoteConfig();
  });

  it('tells the release registry which released version failed, once its retries are spent', async () => {
    await expect(loadRemoteModule('mfe_billing')).rejects.toThrow(
      'This section is unavailable right now.',
    );
    expect(sendBeacon.mock.calls).toEqual([['/api/remote-releases/failures', RELEASED]]);
  });

  it('sends nothing for a remote that is not loaded from a release', async () => {
    await expect(loadRemoteModule('mfe_public')).rejects.toThrow(
      'This section is unavailable right now.',
    );
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
