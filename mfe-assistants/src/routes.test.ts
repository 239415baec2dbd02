import { describe, expect, it } from '@jest/globals';
import { REMOTE_CONTRACT_VERSION } from '@voice/contracts';
import remote from './routes';

describe('mfe-assistants routes', () => {
  it('declares the list for users, admins and super admins under the contract version', async () => {
    expect(remote.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    expect(remote.routes.map(({ path, guard, title }) => ({ path, guard, title }))).toEqual([
      { path: '/assistants', guard: 'authenticated', title: 'My Voice Assistants' },
      { path: '/admin/assistants', guard: 'admin-area', title: 'My Voice Assistants' },
      {
        path: '/super-admin/assistants',
        guard: 'super-admin-assistants',
        title: 'My Voice Assistants',
      },
    ]);
    const screens = await Promise.all(remote.routes.map((route) => route.load()));
    const components = new Set(screens.map((module) => module.default));
    expect(components.size).toBe(1);
    expect([...components].every((component) => typeof component === 'function')).toBe(true);
  });
});
