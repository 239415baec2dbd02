import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { reportReleaseFailure } from './release-failure';

describe('reportReleaseFailure', () => {
  const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
  beforeEach(() => {
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });

  it('tells the registry which released version failed', async () => {
    reportReleaseFailure('/releases/mfe-billing/1.4.2+0123456789ab/mf-manifest.json');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/api/remote-releases/failures');
    expect(body.type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(body);
    });
    expect(JSON.parse(text)).toEqual({ app: 'mfe-billing', version: '1.4.2+0123456789ab' });
  });

  it('sends nothing for an entry that is not a release', () => {
    reportReleaseFailure('/build/mfe-public/mf-manifest.json');
    reportReleaseFailure('https://cdn.example.com/releases/mfe-billing/1.0.0/mf-manifest.json');
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
