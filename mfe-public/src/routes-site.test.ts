import { describe, expect, it } from '@jest/globals';
import { siteRoutes } from './routes-site';
import { routeSummaries } from '@voice/contracts/testing';

describe('site routes', () => {
  it('declare the landing, legal and documentation pages, all public, with their titles', () => {
    expect(routeSummaries(siteRoutes)).toEqual([
      { path: '/', guard: 'public', title: 'Home' },
      { path: '/privacy', guard: 'public', title: 'Privacy Policy' },
      { path: '/terms', guard: 'public', title: 'Terms & Conditions' },
      { path: '/docs', guard: 'public', title: 'Documentation' },
      { path: '/docs/:category/:slug?', guard: 'public', title: 'Documentation' },
    ]);
  });

  it('load a screen component for every route', async () => {
    for (const route of siteRoutes) {
      const screen = await route.load();
      expect(typeof screen.default).toBe('function');
    }
  });
});
