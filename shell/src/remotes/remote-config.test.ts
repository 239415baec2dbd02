import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fetchRemoteConfig, reportRemoteFailure } from './remote-config';

const RELEASED = '/releases/mfe-billing/1.4.2+0123456789ab/mf-manifest.json';

describe('reportRemoteFailure', () => {
  const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
  const realFetch = global.fetch;
  beforeEach(async () => {
    sendBeacon.mockClear();
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
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('tells the registry which released version failed', async () => {
    reportRemoteFailure('mfe_billing');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/api/remote-releases/failures');
    expect(body.type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(body);
    });
    expect(JSON.parse(text)).toEqual({
      app: 'mfe-billing',
      version: '1.4.2+0123456789ab',
    });
  });

  it('sends nothing for a remote that is not loaded from a release', () => {
    reportRemoteFailure('mfe_public');
    reportRemoteFailure('mfe_unknown');
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
