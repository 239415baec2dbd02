import { describe, expect, it } from '@jest/globals';
import { REMOTE_CONTRACT_VERSION } from '@voice/contracts';
import remote from './routes';

describe('mfe-admin routes', () => {
  it("declares the admin dashboard on /admin and on admins' /dashboard", async () => {
    expect(remote.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    expect(remote.routes.map(({ path, guard, title }) => ({ path, guard, title }))).toEqual([
      { path: '/admin', guard: 'admin', title: 'Admin Dashboard' },
      { path: '/dashboard', guard: 'admin', title: 'Dashboard' },
    ]);
    const screens = await Promise.all(remote.routes.map((route) => route.load()));
    const components = new Set(screens.map((module) => module.default));
    expect(components.size).toBe(1);
    expect([...components].every((component) => typeof component === 'function')).toBe(true);
  });
});
