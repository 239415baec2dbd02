import { describe, expect, it } from '@jest/globals';
import { CLIENT_ROUTE_PATHS, matchesRoutePath } from './client-routes';
import { paths, routePattern } from './paths';

describe('the page registry', () => {
  it('builds the addresses of pages with parameters, each matching its own pattern', () => {
    expect(paths.assistantEdit(12)).toBe('/assistants/12/edit');
    expect(paths.callLog('call 1/2')).toBe('/call-logs/call%201%2F2');
    expect(paths.superAdminReseller(3)).toBe('/super-admin/resellers/3');
    expect(paths.docsPage('billing')).toBe('/docs/billing');
    expect(paths.docsPage('billing', 'plans')).toBe('/docs/billing/plans');
    for (const entry of Object.values(paths)) {
      if (typeof entry === 'string') continue;
      const address = (entry as (...args: string[]) => string)('a', 'b');
      expect({ address, matches: matchesRoutePath(entry.pattern, address) }).toEqual({
        address,
        matches: true,
      });
    }
  });

  it('gives the routes their patterns, and the server its list of pages, once each', () => {
    expect(paths.assistantEdit.pattern).toBe('/assistants/:id/edit');
    expect(routePattern(paths.login)).toBe('/login');
    expect(routePattern(paths.docsPage)).toBe('/docs/:category/:slug?');
    expect(CLIENT_ROUTE_PATHS).toContain('/super-admin/resellers/:id');
    expect(new Set(CLIENT_ROUTE_PATHS).size).toBe(CLIENT_ROUTE_PATHS.length);
    expect(CLIENT_ROUTE_PATHS.length).toBe(Object.keys(paths).length);
  });
});
