import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { CLIENT_ROUTE_PATHS, matchesRoutePath } from '../client-routes';
import * as core from '../core';
import * as main from '../index';
import * as PAGES from './pages';
import { fillPath } from './fill-path';

describe('fillPath', () => {
  it('fills a pattern with its parameters, each URL-encoded', () => {
    expect(fillPath(PAGES.ASSISTANT_EDIT_PATH, { id: 12 })).toBe('/assistants/12/edit');
    expect(fillPath(PAGES.CALL_LOG_PATH, { callId: 'call 1/2' })).toBe('/call-logs/call%201%2F2');
    expect(fillPath(PAGES.SUPER_ADMIN_RESELLER_PATH, { id: 3 })).toBe('/super-admin/resellers/3');
  });

  it('drops an optional parameter left out, as the router matches it', () => {
    expect(fillPath(PAGES.DOCS_PAGE_PATH, { category: 'billing', slug: 'plans' })).toBe(
      '/docs/billing/plans',
    );
    expect(fillPath(PAGES.DOCS_PAGE_PATH, { category: 'billing' })).toBe('/docs/billing');
    expect(fillPath(PAGES.DOCS_PAGE_PATH, { category: 'billing', slug: undefined })).toBe(
      '/docs/billing',
    );
  });

  it('is typed from the pattern: every required parameter, and no other', () => {
    // @ts-expect-error the edit page needs its id
    expect(fillPath(PAGES.ASSISTANT_EDIT_PATH, {})).toBe('/assistants/edit');
    // @ts-expect-error a call's page takes callId, not id
    expect(fillPath(PAGES.CALL_LOG_PATH, { id: 1 })).toBe('/call-logs');
  });

  it('gives every page with parameters an address its own pattern matches', () => {
    for (const pattern of Object.values(PAGES).filter((path) => path.includes(':'))) {
      const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
      const address = fillPath<string>(
        pattern,
        Object.fromEntries(names.map((name) => [name, 'x'])),
      );
      expect({ address, matches: matchesRoutePath(pattern, address) }).toEqual({
        address,
        matches: true,
      });
    }
  });
});

describe('the page registry', () => {
  it("is the server's list of pages, each once", () => {
    expect(CLIENT_ROUTE_PATHS).toEqual(Object.values(PAGES));
    expect(CLIENT_ROUTE_PATHS).toContain('/super-admin/resellers/:id');
    expect(new Set(CLIENT_ROUTE_PATHS).size).toBe(CLIENT_ROUTE_PATHS.length);
    for (const path of CLIENT_ROUTE_PATHS) expect(path).toMatch(/^\/[\w\-/:?]*$/);
  });

  it('writes each path on a line of its own, as the build and ESLint read them', () => {
    // packages/mf-config/src/page-paths-loader.js and eslint.config.mjs read this format, not the module.
    const text = readFileSync(join(__dirname, 'pages.ts'), 'utf8');
    const lines = [...text.matchAll(/^export const (\w+_PATH) = '([^']*)';$/gm)];
    expect(Object.fromEntries(lines.map((m) => [m[1], m[2]]))).toEqual({ ...PAGES });
  });

  it('stays out of the shared entries, whose every export reaches the first load', () => {
    const names = ['CLIENT_ROUTE_PATHS', 'isClientRoute', ...Object.keys(PAGES)];
    expect(Object.keys(main).filter((name) => names.includes(name))).toEqual([]);
    expect(Object.keys(core).filter((name) => names.includes(name))).toEqual([]);
  });
});
