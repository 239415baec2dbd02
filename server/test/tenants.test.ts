import { beforeAll, describe, expect, it } from '@jest/globals';
import { classifyHost } from '../src/plugins/tenant';
import { PASSWORD, insertReseller, insertUser, login, type UserFixture } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe('classifyHost', () => {
  const config = { appDomain: 'example.com', appUrl: 'https://app.example.com' };
  it('treats the domain, www, APP_URL host and loopback names as the main host', () => {
    for (const host of [
      'example.com',
      'www.example.com',
      'app.example.com',
      'localhost',
      '127.0.0.1',
    ]) {
      expect(classifyHost(host, config)).toEqual({ kind: 'main' });
    }
  });
  it('extracts the subdomain of APP_DOMAIN', () => {
    expect(classifyHost('Acme.Example.com', config)).toEqual({
      kind: 'subdomain',
      subdomain: 'acme',
    });
    expect(
      classifyHost('acme.localhost', { appDomain: 'localhost', appUrl: 'http://localhost:3000' }),
    ).toEqual({
      kind: 'subdomain',
      subdomain: 'acme',
    });
  });
});

describe.each(databases)('tenants on %s', (dialect) => {
  let alpha: number;
  let beta: number;
  let alphaUser: UserFixture;
  let betaUser: UserFixture;
  let platformUser: UserFixture;
  let admin: UserFixture;

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, {
      subdomain: 'alpha',
      org_name: 'Alpha Telecom',
      app_name: 'Alpha Voice',
      slogan: 'Calls, answered.',
      primary_color: '#112233',
      company_phone: '+15550001111',
      show_pricing: 0,
      social_links: JSON.stringify({ twitter: 'https://twitter.com/alpha' }),
    });
    beta = await insertReseller(ctx.db, { subdomain: 'beta', org_name: 'Beta Calls' });
    await insertReseller(ctx.db, { subdomain: 'waiting', status: 'pending' });
    await insertReseller(ctx.db, { subdomain: 'paused', status: 'suspended' });
    alphaUser = await insertUser(ctx.db, { reseller_id: alpha });
    betaUser = await insertUser(ctx.db, { reseller_id: beta });
    platformUser = await insertUser(ctx.db);
    admin = await insertUser(ctx.db, { role: 'admin' });
  });

  const settings = (host: string) =>
    request(ctx.app, { method: 'GET', url: '/api/public-settings', host });

  describe('GET /api/public-settings', () => {
    it('gives the platform defaults on the main host', async () => {
      for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000']) {
        const res = await settings(host);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.success).toBe(true);
        expect(body.data).toMatchObject({
          site_title: 'AI Phone System',
          primary_color: '#4F46E5',
          secondary_color: '#10B981',
          is_main_host: true,
          features: {
            showDemoRequest: true,
            showContactForm: true,
            showPricing: true,
            showTestimonials: true,
          },
        });
      }
    });

    it("gives a reseller's own branding on its subdomain", async () => {
      const res = await settings('alpha.localhost:3000');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        site_title: 'Alpha Voice',
        site_tagline: 'Calls, answered.',
        company_name: 'Alpha Telecom',
        company_email: 'contact@alpha.test',
        company_phone: '+15550001111',
        primary_color: '#112233',
        secondary_color: '#10B981',
        social_links: { twitter: 'https://twitter.com/alpha' },
        is_main_host: false,
        features: { showPricing: false, showDemoRequest: true },
      });
      const other = await settings('beta.localhost');
      expect(other.json().data).toMatchObject({ site_title: 'Beta Calls', is_main_host: false });
    });

    it('answers 404 "This site does not exist" for an unknown subdomain, 403 for a pending one', async () => {
      const unknown = await settings('nobody.localhost');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        success: false,
        reason: 'unknown',
        message: 'This site does not exist',
      });
      const pending = await settings('waiting.localhost:3000');
      expect(pending.statusCode).toBe(403);
      expect(pending.json()).toEqual({
        success: false,
        reason: 'pending',
        message: 'This site is not active yet',
      });
      const suspended = await settings('paused.localhost');
      expect(suspended.statusCode).toBe(403);
      expect(suspended.json()).toMatchObject({
        reason: 'suspended',
        message: 'This site is temporarily unavailable',
      });
      const loginThere = await request(ctx.app, {
        method: 'POST',
        url: '/api/login',
        host: 'nobody.localhost',
        payload: { email: admin.email, password: PASSWORD },
      });
      expect(loginThere.statusCode).toBe(404);
    });
  });

  describe('percent-encoded paths', () => {
    it('cannot skip the tenant check with /%61pi/...', async () => {
      const res = await request(ctx.app, {
        method: 'GET',
        url: '/%61pi/public-settings',
        host: 'paused.localhost',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ reason: 'suspended' });
      const unknown = await request(ctx.app, {
        method: 'GET',
        url: '/%61pi/public-settings',
        host: 'nobody.localhost',
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('registration', () => {
    it("makes the new user a member of the host's reseller", async () => {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/register',
        host: 'alpha.localhost',
        payload: {
          name: 'Alpha Customer',
          email: 'customer@alpha.test',
          password: 'long enough',
          password_confirmation: 'long enough',
          terms: true,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.reseller_name).toBe('Alpha Telecom');
      const row = await ctx.db
        .selectFrom('users')
        .select(['reseller_id', 'role'])
        .where('email', '=', 'customer@alpha.test')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ reseller_id: alpha, role: 'user' });
    });
  });

  describe('login isolation', () => {
    const attempt = (user: UserFixture, host: string) =>
      request(ctx.app, {
        method: 'POST',
        url: '/api/login',
        host,
        payload: { email: user.email, password: user.password },
      });

    it('lets a user sign in only on their own tenant', async () => {
      expect((await attempt(alphaUser, 'alpha.localhost')).statusCode).toBe(200);
      expect((await attempt(betaUser, 'beta.localhost')).statusCode).toBe(200);
      expect((await attempt(platformUser, 'localhost')).statusCode).toBe(200);

      for (const [user, host] of [
        [alphaUser, 'beta.localhost'],
        [alphaUser, 'localhost'],
        [betaUser, 'alpha.localhost'],
        [platformUser, 'alpha.localhost'],
      ] as const) {
        const res = await attempt(user, host);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          message: 'Invalid credentials',
          errors: { email: ['These credentials do not match our records.'] },
        });
      }
    });

    it('lets platform admins sign in on any host', async () => {
      for (const host of ['localhost', 'alpha.localhost', 'beta.localhost']) {
        expect((await attempt(admin, host)).statusCode).toBe(200);
      }
    });

    it("does not accept a reseller user's token on another tenant's host", async () => {
      const token = await login(ctx.app, alphaUser, 'alpha.localhost');
      const own = await request(ctx.app, {
        method: 'GET',
        url: '/api/user',
        host: 'alpha.localhost',
        token,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().data.reseller_name).toBe('Alpha Telecom');
      for (const host of ['beta.localhost', 'localhost']) {
        const res = await request(ctx.app, { method: 'GET', url: '/api/user', host, token });
        expect(res.statusCode).toBe(401);
      }
    });
  });
});
