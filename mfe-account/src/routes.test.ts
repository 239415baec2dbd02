import { describe, expect, it } from '@jest/globals';
import { REMOTE_CONTRACT_VERSION } from '@voice/contracts';
import remote from './routes';

describe('mfe-account routes', () => {
  it('declares /dashboard and /debug for signed-in users', () => {
    expect(remote.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    expect(remote.buildVersion).toBe('test');
    expect(remote.routes.map(({ path, guard, title }) => ({ path, guard, title }))).toEqual([
      { path: '/dashboard', guard: 'authenticated', title: 'Dashboard' },
      { path: '/debug', guard: 'authenticated', title: 'Debug' },
      { path: '/profile', guard: 'authenticated', title: 'Profile Settings' },
      { path: '/demo-request', guard: 'authenticated', title: 'Request a Demo' },
    ]);
  });

  it('loads a screen component for every route', async () => {
    for (const route of remote.routes) {
      const screen = await route.load();
      expect(typeof screen.default).toBe('function');
    }
  });
});
