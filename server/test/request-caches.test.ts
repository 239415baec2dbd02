import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { buildApp } from '../src/app';
import { PUBLIC_CACHE_TTL_MS } from '../src/lib/cache';
import {
  writePlatformBranding,
  EMPTY_PLATFORM_BRANDING,
} from '../src/domains/tenancy/settings/platform-store';
import { PUBLIC_CONTENT_CHANGED } from '../src/plugins/public-content';
import { advanceWallClock } from './helpers/clock';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';
import { minimalSettingsForm } from './helpers/settings-form';

/**
 * The caches of the request path: what they keep (a tenant by its host, the main host's branding), how
 * they are dropped (PUBLIC_CONTENT_CHANGED on the bus, from any instance; a short lifetime), and that sessions
 * (read on every request: sessions.test.ts) end on the next request after a revocation or a suspension.
 */
describe.each(databases)('request-path caches (%s)', (dialect) => {
  let ctx: TestContext | null = null;
  afterEach(async () => {
    jest.useRealTimers();
    await ctx?.close();
    ctx = null;
  });

  const siteTitle = async (c: TestContext, host: string) => {
    const res = await request(c.app, { method: 'GET', url: '/api/public-settings', host });
    return res.statusCode === 200 ? (res.json().data.site_title as string) : res.statusCode;
  };

  it('the main host’s branding is read once, until PUBLIC_CONTENT_CHANGED or its lifetime ends', async () => {
    ctx = await createTestContext(dialect);
    const c = ctx;
    expect(await siteTitle(c, 'localhost')).toBe('AI Phone System');
    // Another instance saves (same database): this one still answers from its cache...
    await writePlatformBranding(c.db, { ...EMPTY_PLATFORM_BRANDING, app_name: 'Saved Elsewhere' });
    expect(await siteTitle(c, 'localhost')).toBe('AI Phone System');
    // ...until that instance's message arrives on the bus.
    await c.app.bus.publish(PUBLIC_CONTENT_CHANGED, String(Date.now()));
    expect(await siteTitle(c, 'localhost')).toBe('Saved Elsewhere');

    // A change that sends no message (a script writing to the database) shows once the entry expires.
    await writePlatformBranding(c.db, { ...EMPTY_PLATFORM_BRANDING, app_name: 'Silent Write' });
    expect(await siteTitle(c, 'localhost')).toBe('Saved Elsewhere');
    advanceWallClock(PUBLIC_CACHE_TTL_MS + 1);
    expect(await siteTitle(c, 'localhost')).toBe('Silent Write');
  });

  it('a save through the API shows at once (the save publishes the change)', async () => {
    ctx = await createTestContext(dialect);
    const c = ctx;
    const admin = await insertUser(c.db, { role: 'super_admin' });
    const token = await login(c.app, admin);
    expect(await siteTitle(c, 'localhost')).toBe('AI Phone System');
    const saved = await request(c.app, {
      method: 'PUT',
      url: '/api/admin/system-settings',
      host: 'localhost',
      token,
      payload: minimalSettingsForm('Saved Here'),
    });
    expect(saved.statusCode).toBe(200);
    expect(await siteTitle(c, 'localhost')).toBe('Saved Here');
  });

  it('a reseller’s host is resolved from the cache; a suspension closes its site at once', async () => {
    ctx = await createTestContext(dialect);
    const c = ctx;
    const acme = await insertReseller(c.db, { subdomain: 'acme', app_name: 'Acme Voice' });
    const member = await insertUser(c.db, { reseller_id: acme });
    const memberToken = await login(c.app, member, 'acme.localhost');
    expect(await siteTitle(c, 'acme.localhost')).toBe('Acme Voice');

    // Changed behind the app's back (no message): the cached row still serves the site.
    await c.db
      .updateTable('resellers')
      .set({ app_name: 'Renamed' })
      .where('id', '=', acme)
      .execute();
    expect(await siteTitle(c, 'acme.localhost')).toBe('Acme Voice');

    // A super admin suspends it through the API: the site and its users' sessions stop at once.
    const owner = await insertUser(c.db, { role: 'super_admin' });
    const suspended = await request(c.app, {
      method: 'POST',
      url: `/api/super-admin/resellers/${acme}/suspend`,
      host: 'localhost',
      token: await login(c.app, owner),
      payload: { reason: 'Unpaid invoices' },
    });
    expect(suspended.statusCode).toBe(200);
    expect(await siteTitle(c, 'acme.localhost')).toBe(403);
    const me = await request(c.app, {
      method: 'GET',
      url: '/api/user',
      host: 'acme.localhost',
      token: memberToken,
    });
    expect(me.statusCode).toBe(403);
  });

  it('a reseller that becomes active is served at once (only active resellers are cached)', async () => {
    ctx = await createTestContext(dialect);
    const c = ctx;
    const id = await insertReseller(c.db, { subdomain: 'soon', status: 'pending' });
    expect(await siteTitle(c, 'soon.localhost')).toBe(403);
    await c.db.updateTable('resellers').set({ status: 'active' }).where('id', '=', id).execute();
    expect(await siteTitle(c, 'soon.localhost')).toBe('soon Org');
  });

  it('a second instance on the same database handle refuses a revoked token on its next request', async () => {
    ctx = await createTestContext(dialect);
    const c = ctx;
    const second = await buildApp(c.config, { database: c.database, logger: false });
    await second.ready();
    try {
      const user = await insertUser(c.db);
      const me = (app: typeof second, token: string) =>
        request(app, { method: 'GET', url: '/api/user', host: 'localhost', token });

      const token = await login(c.app, user);
      expect((await me(second, token)).statusCode).toBe(200);
      const out = await request(c.app, {
        method: 'POST',
        url: '/api/logout',
        host: 'localhost',
        token,
      });
      expect(out.statusCode).toBe(200);
      expect((await me(second, token)).statusCode).toBe(401);

      // A user suspended by the first instance: the second refuses its other session at once.
      const other = await login(c.app, user);
      expect((await me(second, other)).statusCode).toBe(200);
      await c.db
        .updateTable('users')
        .set({ status: 'suspended' })
        .where('id', '=', user.id)
        .execute();
      expect((await me(second, other)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
