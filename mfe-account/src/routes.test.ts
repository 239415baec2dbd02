import { describe, expect, it } from '@jest/globals';
import { REMOTE_CONTRACT_VERSION } from '@voice/contracts';
import remote from './routes';
import { routeSummaries } from '@voice/contracts/testing';

describe('mfe-account routes', () => {
  it('declares its screens with their guards and titles', () => {
    expect(remote.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    expect(remote.buildVersion).toBe('test');
    expect(routeSummaries(remote.routes)).toEqual([
      { path: '/dashboard', guard: 'authenticated', title: 'Dashboard' },
      { path: '/debug', guard: 'authenticated', title: 'Debug' },
      { path: '/profile', guard: 'authenticated', title: 'Profile Settings' },
      { path: '/demo-request', guard: 'authenticated', title: 'Request a Demo' },
      { path: '/call-logs', guard: 'authenticated', title: 'Call Logs' },
      { path: '/call-logs/:callId', guard: 'authenticated', title: 'Call Details' },
      { path: '/developers', guard: 'authenticated', title: 'Developers' },
      { path: '/developers/webhooks', guard: 'authenticated', title: 'Webhooks' },
      { path: '/admin/call-logs', guard: 'admin-area', title: 'Call Logs' },
      { path: '/admin/call-logs/:callId', guard: 'admin-area', title: 'Call Details' },
    ]);
  });

  it('loads a screen component for every route', async () => {
    for (const route of remote.routes) {
      const screen = await route.load();
      expect(typeof screen.default).toBe('function');
    }
  });
});
