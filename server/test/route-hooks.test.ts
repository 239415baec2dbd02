import { describe, expect, it } from '@jest/globals';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { appendRouteHook, isWriteMethod, isWriteRoute } from '../src/lib/route-hooks';
import { createTestContext } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/**
 * What a read runs. Concerns that only writes have (the impersonation audit, public content changes) are
 * route hooks of the write routes, and multipart's hooks belong to the routes that read a form, so that the busiest
 * reads (the public settings, the signed-in user, lists) run no onResponse hook at all.
 */

/**
 * The hooks of one route, by kind, from Fastify's own route listing: { onRequest: ['anonymous', ...], ... }. The
 * listing is the router's tree: a node's line shows its segment only, its depth is its indentation (4 columns).
 */
function hooksOf(app: FastifyInstance, method: string, url: string): Record<string, string[]> {
  const lines = app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
  const segments: string[] = [];
  let hooks: Record<string, string[]> | null = null;
  for (const line of lines) {
    const hook = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (hook?.[1] && hook[2]) {
      if (hooks)
        hooks[hook[1]] = (JSON.parse(hook[2]) as string[]).map((n) => n.replace(/\(\)$/, ''));
      continue;
    }
    if (hooks) return hooks;
    const node = /^([│├└─\s]*)(\S.*) \((\w+)\)$/.exec(line);
    if (!node?.[2] || !node[3]) continue;
    const depth = (node[1] ?? '').length / 4 - 1;
    segments.length = depth;
    segments.push(node[2]);
    if (node[3] === method && segments.join('') === url) hooks = {};
  }
  if (hooks) return hooks;
  throw new Error(`no route ${method} ${url}`);
}

describe('the hooks each route runs', () => {
  const ctx = useTestContext(() => createTestContext('sqlite'));

  it.each([
    ['GET', '/api/public-settings'],
    ['GET', '/api/user'],
    ['GET', '/api/assistants'],
    ['GET', '/api/dashboard/stats'],
    ['GET', '/api/reseller-packages'],
  ])(
    '%s %s runs no onResponse hook (no audit, public content or multipart work on reads)',
    (method, url) => {
      const hooks = hooksOf(ctx.app, method, url);
      expect(hooks.onRequest?.length).toBeGreaterThan(0);
      expect(hooks.onResponse).toBeUndefined();
    },
  );

  it('a write route runs the impersonation audit and the public content hooks; a form route multipart’s', () => {
    const save = hooksOf(ctx.app, 'PUT', '/api/admin/system-settings');
    expect(save.onResponse).toEqual(
      expect.arrayContaining(['recordImpersonatedWrite', 'publishIfChanged']),
    );
    // multipart's own hooks (anonymous) come first, from its context.
    expect(save.onResponse?.length).toBe(3);
    expect(hooksOf(ctx.app, 'POST', '/api/register-reseller').onResponse?.length).toBe(3);
    expect(hooksOf(ctx.app, 'POST', '/api/user').onResponse?.length).toBe(3);
    // Writes beside those forms that read none: no multipart hooks.
    expect(hooksOf(ctx.app, 'POST', '/api/check-domain-availability').onResponse).toEqual([
      'recordImpersonatedWrite',
      'publishIfChanged',
    ]);
    // The profile's password change (JSON) sits beside the picture form, which keeps multipart to itself.
    expect(hooksOf(ctx.app, 'PUT', '/api/user/password').onResponse).toEqual([
      'recordImpersonatedWrite',
      'publishIfChanged',
    ]);
    const create = hooksOf(ctx.app, 'POST', '/api/assistants');
    expect(create.onResponse).toEqual(['recordImpersonatedWrite', 'publishIfChanged']);
  });

  it('tells write routes from reads, and appends route hooks after the ones a route declares', () => {
    expect(isWriteMethod('GET')).toBe(false);
    expect(isWriteMethod('OPTIONS')).toBe(false);
    expect(isWriteMethod('patch')).toBe(true);
    expect(isWriteRoute({ method: 'GET' })).toBe(false);
    expect(isWriteRoute({ method: ['GET', 'HEAD'] })).toBe(false);
    expect(isWriteRoute({ method: 'delete' })).toBe(true);
    expect(isWriteRoute({ method: ['GET', 'POST'] })).toBe(true);

    const own = () => undefined;
    const added = () => undefined;
    const route: RouteOptions = { method: 'POST', url: '/x', handler: () => '', onResponse: own };
    appendRouteHook(route, 'onResponse', added);
    expect(route.onResponse).toEqual([own, added]);
    const bare: RouteOptions = { method: 'POST', url: '/y', handler: () => '' };
    appendRouteHook(bare, 'onResponse', added);
    expect(bare.onResponse).toEqual([added]);
  });
});
