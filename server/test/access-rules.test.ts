import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, ROLES } from '@voice/contracts';
import { buildApp } from '../src/app';
import { MISSING_ACCESS_MESSAGE, accessRuleOf } from '../src/plugins/access';
import { insertUser, login } from './helpers/fixtures';
import { listRoutes, routeName } from './helpers/routes';
import {
  createTestContext,
  databases,
  openTestDatabase,
  request,
  testConfig,
  type TestContext,
} from './helpers/test-app';

describe('accessRuleOf', () => {
  it('takes the declared rule, else the rule of a plugin prefix (whole segments), else none', () => {
    expect(accessRuleOf({ url: '/api/user', config: { access: 'authenticated' } })).toBe(
      'authenticated',
    );
    expect(accessRuleOf({ url: '/build/shell/*' })).toBe('public');
    expect(accessRuleOf({ url: '/api/docs/json' })).toBe('public');
    expect(accessRuleOf({ url: '/builder' })).toBeNull();
    expect(accessRuleOf({ url: '/api/user' })).toBeNull();
    // 'guest' is for screens only; an unknown name is no rule.
    expect(accessRuleOf({ url: '/api/x', config: { access: 'guest' as never } })).toBeNull();
    expect(accessRuleOf({ url: '/api/x', config: { access: 'admins' as never } })).toBeNull();
  });
});

describe('the role × permission table of docs/decisions.md', () => {
  it('matches PERMISSIONS of @voice/contracts', () => {
    const doc = fs.readFileSync(path.join(__dirname, '../../docs/decisions.md'), 'utf8');
    // The table is under "### Roles" (in the Security part); it ends at the next heading.
    const section = doc.split('\n### Roles\n')[1]?.split(/\n##+ /)[0] ?? '';
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim().replace(/`/g, '')),
      );
    const [header, , ...body] = rows;
    const roles = (header ?? []).slice(1);
    expect([...roles].sort()).toEqual([...ROLES].sort());
    const documented = Object.fromEntries(
      body.map(([name, ...cells]) => [name, roles.filter((_, i) => cells[i] === '✓').sort()]),
    );
    const model = Object.fromEntries(
      Object.entries(PERMISSIONS).map(([name, holders]) => [name, [...holders].sort()]),
    );
    expect(documented).toEqual(model);
  });
});

describe.each(databases)('access rules on %s', (dialect) => {
  describe('every route of the app', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      // The sandbox provider adds its checkout pages: every optional route is present.
      ctx = await createTestContext(dialect, {
        config: { payments: { ...testConfig().payments, provider: 'sandbox' } },
      });
    });
    afterAll(async () => {
      await ctx.close();
    });

    it('passed through the access hook', () => {
      const hooked = new Set(ctx.app.routeAccess.map(routeName));
      // printRoutes shows a wildcard under its nearest printed parent (`/build/shell/*` as `*`): such a line
      // is matched by any hooked wildcard route of the method under that parent.
      const wildcards = ctx.app.routeAccess.filter((route) => route.url.endsWith('*'));
      const escaped = listRoutes(ctx.app)
        .filter(
          (route) =>
            !route.url.endsWith('*') ||
            !wildcards.some(
              (hook) => hook.method === route.method && hook.url.startsWith(route.url.slice(0, -1)),
            ),
        )
        .map(routeName)
        // Fastify adds `<prefix>/` next to a plugin's `<prefix>` route with the same options (and hooks).
        .filter((name) => !hooked.has(name) && !hooked.has(name.replace(/\/$/, '')));
      expect(escaped).toEqual([]);
    });

    it('declares an access rule (API, static builds, robots.txt, remotes.json, sandbox, webhooks)', () => {
      const missing = ctx.app.routeAccess.filter((route) => route.access === null).map(routeName);
      expect(missing).toEqual([]);
      const names = ctx.app.routeAccess.map(routeName);
      for (const name of [
        'GET /robots.txt',
        'GET /remotes.json',
        'GET /build/shell/*',
        'GET /uploads/:file',
        'GET /sandbox/checkout/:id',
        'POST /sandbox/checkout/:id',
        'POST /api/webhooks/:provider',
      ]) {
        expect(names).toContain(name);
      }
    });
  });

  describe('a route without a rule', () => {
    let app: FastifyInstance;
    let dispose: () => Promise<void>;
    const logs: string[] = [];

    beforeAll(async () => {
      const opened = await openTestDatabase(dialect);
      dispose = opened.dispose;
      app = await buildApp(testConfig(), {
        database: opened.database,
        logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } },
      });
      app.get('/api/undeclared', async () => ({ secret: true }));
      app.post('/api/guest-only', { config: { access: 'guest' as never } }, async () => ({
        secret: true,
      }));
      app.post('/api/signed-in', { config: { access: 'authenticated' } }, async () => ({
        ok: true,
      }));
      app.get('/api/impersonators', { config: { access: 'impersonate' } }, async () => ({
        ok: true,
      }));
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await dispose();
    });

    it('is logged as an error when it is added', () => {
      const errors = logs.map((line) => JSON.parse(line) as Record<string, unknown>);
      for (const url of ['/api/undeclared', '/api/guest-only']) {
        expect(errors).toContainEqual(
          expect.objectContaining({ level: 50, url, msg: MISSING_ACCESS_MESSAGE }),
        );
      }
      expect(errors.filter((entry) => entry.msg === MISSING_ACCESS_MESSAGE)).toHaveLength(
        // GET /api/undeclared, its HEAD twin and POST /api/guest-only
        3,
      );
    });

    it('answers 403 to everyone, platform admins included', async () => {
      const admin = await insertUser(app.db, { role: 'super_admin' });
      const token = await login(app, admin);
      for (const options of [
        { method: 'GET' as const, url: '/api/undeclared' },
        { method: 'GET' as const, url: '/api/undeclared', token },
        { method: 'POST' as const, url: '/api/guest-only', payload: {} },
        { method: 'POST' as const, url: '/api/guest-only', payload: {}, token },
      ]) {
        const res = await request(app, options);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
      }
    });

    it('checks a declared rule before the body is read', async () => {
      const res = await request(app, {
        method: 'POST',
        url: '/api/signed-in',
        headers: { 'content-type': 'application/json' },
        payload: '{"not json',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    });

    it('a permission: 401 signed out, 403 without it, allowed with it', async () => {
      const user = await login(app, await insertUser(app.db, { role: 'content_admin' }));
      const admin = await login(app, await insertUser(app.db, { role: 'admin' }));
      const get = (token?: string) =>
        request(app, { method: 'GET', url: '/api/impersonators', ...(token ? { token } : {}) });
      expect((await get()).statusCode).toBe(401);
      expect((await get(user)).statusCode).toBe(403);
      const allowed = await get(admin);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ ok: true });
    });
  });
});
