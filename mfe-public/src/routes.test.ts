import { describe, expect, it } from '@jest/globals';
import { REMOTE_CONTRACT_VERSION } from '@voice/contracts';
import remote from './routes';
import { routeSummaries } from '@voice/contracts/testing';

describe('mfe-public routes', () => {
  it('declares only the working screens, with their guards and titles', () => {
    expect(remote.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    expect(remote.buildVersion).toBe('test');
    expect(routeSummaries(remote.routes)).toEqual([
      { path: '/', guard: 'public', title: 'Home' },
      { path: '/privacy', guard: 'public', title: 'Privacy Policy' },
      { path: '/terms', guard: 'public', title: 'Terms & Conditions' },
      { path: '/docs', guard: 'public', title: 'Documentation' },
      { path: '/docs/:category/:slug?', guard: 'public', title: 'Documentation' },
      { path: '/login', guard: 'guest', title: 'Login' },
      { path: '/loginas', guard: 'guest', title: 'Login as' },
      { path: '/register', guard: 'guest', title: 'Register' },
      { path: '/forgot-password', guard: 'guest', title: 'Forgot Password' },
      { path: '/password-reset/:token', guard: 'guest', title: 'Reset Password' },
      { path: '/password-reset', guard: 'guest', title: 'Reset Password' },
      { path: '/reseller-registration', guard: 'guest', title: 'Become a Reseller' },
      { path: '/reseller-registration/success', guard: 'guest', title: 'Registration Complete' },
    ]);
  });

  it('loads a screen component for every route', async () => {
    for (const route of remote.routes) {
      const screen = await route.load();
      expect(typeof screen.default).toBe('function');
    }
  });
});
