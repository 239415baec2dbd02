import { describe, expect, it } from '@jest/globals';
import { REMOTE_CONTRACT_VERSION } from '@voice/contracts';
import remote from './routes';

describe('mfe-public routes', () => {
  it('declares only the working screens, with their guards and titles', () => {
    expect(remote.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    expect(remote.buildVersion).toBe('test');
    expect(remote.routes.map(({ path, guard, title }) => ({ path, guard, title }))).toEqual([
      { path: '/', guard: 'public', title: 'Home' },
      { path: '/login', guard: 'guest', title: 'Login' },
      { path: '/register', guard: 'guest', title: 'Register' },
    ]);
  });

  it('loads a screen component for every route', async () => {
    for (const route of remote.routes) {
      const screen = await route.load();
      expect(typeof screen.default).toBe('function');
    }
  });
});
