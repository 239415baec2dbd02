import { describe, expect, it } from '@jest/globals';
import { isClientRoute, matchesRoutePath } from './client-routes';

describe('client routes', () => {
  it('matches parameters, an optional last segment, case and trailing slashes as the router does', () => {
    expect(matchesRoutePath('/assistants/:id/edit', '/assistants/12/edit')).toBe(true);
    expect(matchesRoutePath('/assistants/:id/edit', '/assistants/12')).toBe(false);
    expect(matchesRoutePath('/docs/:category/:slug?', '/docs/billing')).toBe(true);
    expect(matchesRoutePath('/docs/:category/:slug?', '/docs/billing/plans')).toBe(true);
    expect(matchesRoutePath('/docs/:category/:slug?', '/docs/billing/plans/more')).toBe(false);
    expect(matchesRoutePath('/pricing', '/Pricing/')).toBe(true);
    expect(matchesRoutePath('/', '/')).toBe(true);
    expect(matchesRoutePath('/', '/x')).toBe(false);
  });

  it('knows the screens and nothing else', () => {
    for (const path of ['/', '/login', '/admin', '/super-admin/resellers/3', '/call-logs/call_1']) {
      expect({ path, known: isClientRoute(path) }).toEqual({ path, known: true });
    }
    for (const path of [
      '/no-such-page',
      '/not-found',
      '/admin/nope',
      '/assistants/1',
      '/pricing/x',
    ]) {
      expect({ path, known: isClientRoute(path) }).toEqual({ path, known: false });
    }
  });
});
