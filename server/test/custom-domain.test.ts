import { beforeAll, describe, expect, it } from '@jest/globals';
import { CUSTOM_DOMAIN_MESSAGES, normalizeCustomDomain } from '@voice/contracts/schemas';
import { customDomainsFromEnv } from '../src/config';
import { DnsTable, type DnsLookup } from '../src/domains/tenancy/custom-domains/dns';
import { checkDomainRecords } from '../src/domains/tenancy/custom-domains/verification';
import { UNKNOWN_SITE_MESSAGE, classifyHost } from '../src/plugins/tenant';
import {
  insertAcme,
  insertReseller,
  insertUser,
  login,
  type UserFixture,
} from './helpers/fixtures';
import { createSandboxContext, insertPlan, postSubscription } from './helpers/billing';
import { createTestContext, databases, request, testConfig } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const TARGET = 'sites.voice.test';
const customDomains = { target: TARGET, txtLabel: '_voice-verification', verify: 'test' as const };

describe('normalizeCustomDomain', () => {
  it('stores a domain lower-case, without its final dot, an IDN in punycode', () => {
    expect(normalizeCustomDomain('  App.Agency.COM. ')).toEqual({ domain: 'app.agency.com' });
    expect(normalizeCustomDomain('Bücher.example')).toEqual({ domain: 'xn--bcher-kva.example' });
  });
  it.each([
    ['', CUSTOM_DOMAIN_MESSAGES.required],
    ['https://app.agency.com', CUSTOM_DOMAIN_MESSAGES.scheme],
    ['app.agency.com/login', CUSTOM_DOMAIN_MESSAGES.path],
    ['app.agency.com:8443', CUSTOM_DOMAIN_MESSAGES.port],
    ['203.0.113.7', CUSTOM_DOMAIN_MESSAGES.ipAddress],
    ['0x7f.1', CUSTOM_DOMAIN_MESSAGES.ipAddress],
    ['[2001:db8::1]', CUSTOM_DOMAIN_MESSAGES.ipAddress],
    ['agency', CUSTOM_DOMAIN_MESSAGES.notFull],
    ['app_1.agency.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['-app.agency.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['app.agency.123', CUSTOM_DOMAIN_MESSAGES.invalid],
    ['me@agency.com', CUSTOM_DOMAIN_MESSAGES.invalid],
    [
      `${Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.')}.com`,
      CUSTOM_DOMAIN_MESSAGES.tooLong,
    ],
  ])('refuses %j: %s', (input, message) => {
    expect(normalizeCustomDomain(input)).toEqual({ error: message });
  });
});

describe('classifyHost outside APP_DOMAIN', () => {
  const config = { appDomain: 'voice.example', appUrl: 'https://voice.example' };
  it('looks up a name with a dot; an instance name or an IP address is the platform without a lookup', () => {
    expect(classifyHost('App.Agency.com.', config)).toEqual({
      kind: 'other',
      host: 'app.agency.com',
    });
    for (const host of ['api-1', '10.0.0.7', '[2001:db8::1]']) {
      expect(classifyHost(host, config)).toEqual({ kind: 'main' });
    }
  });
});

describe('checkDomainRecords', () => {
  const token = 'tok-123';
  const txtName = '_voice-verification.app.agency.com';
  it('passes on a CNAME to the target, or on a TXT with the token', async () => {
    const cname = new DnsTable();
    cname.setCname('app.agency.com', `${TARGET.toUpperCase()}.`);
    await expect(
      checkDomainRecords(cname, customDomains, 'app.agency.com', token),
    ).resolves.toEqual({
      ok: true,
      via: 'cname',
    });
    const txt = new DnsTable();
    txt.addTxt(txtName, 'unrelated');
    txt.addTxt(txtName, token);
    await expect(checkDomainRecords(txt, customDomains, 'app.agency.com', token)).resolves.toEqual({
      ok: true,
      via: 'txt',
    });
  });
  it('says what is wrong: another token, another CNAME target, nothing, or a DNS failure', async () => {
    const wrong = new DnsTable();
    wrong.addTxt(txtName, 'tok-of-someone-else');
    await expect(
      checkDomainRecords(wrong, customDomains, 'app.agency.com', token),
    ).resolves.toEqual({
      ok: false,
      error: `The TXT record at ${txtName} does not hold this domain's token: copy the value shown here.`,
    });
    const elsewhere = new DnsTable();
    elsewhere.setCname('app.agency.com', 'other-host.example');
    await expect(
      checkDomainRecords(elsewhere, customDomains, 'app.agency.com', token),
    ).resolves.toEqual({
      ok: false,
      error: `app.agency.com is a CNAME to other-host.example, not to ${TARGET}.`,
    });
    const none = await checkDomainRecords(new DnsTable(), customDomains, 'app.agency.com', token);
    expect(none).toEqual({
      ok: false,
      error: expect.stringContaining('No CNAME record of app.agency.com'),
    });
    const failing: DnsLookup = {
      cname: () => Promise.reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })),
      txt: async () => [],
    };
    await expect(
      checkDomainRecords(failing, customDomains, 'app.agency.com', token),
    ).resolves.toEqual({
      ok: false,
      error: 'The DNS lookup failed (no answer in time); try again in a minute.',
    });
  });
});

describe.each(databases)('custom domains on %s', (dialect) => {
  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      config: { customDomains, appUrl: 'http://localhost:3000', appDomain: 'localhost' },
    }),
  );
  let acmeId: number;
  let betaId: number;
  let acmeAdmin: UserFixture;
  let betaAdmin: UserFixture;
  let platformAdmin: UserFixture;
  let acmeUser: UserFixture;
  let acmeToken: string;
  let betaToken: string;
  let platformToken: string;
  const dns = () => ctx.app.customDomainDns as DnsTable;

  beforeAll(async () => {
    acmeId = await insertAcme(ctx.db);
    betaId = await insertReseller(ctx.db, { subdomain: 'beta', app_name: 'Beta Calls' });
    acmeAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: acmeId });
    betaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: betaId });
    acmeUser = await insertUser(ctx.db, { reseller_id: acmeId, name: 'Ada Acme' });
    platformAdmin = await insertUser(ctx.db, { role: 'admin' });
    acmeToken = await login(ctx.app, acmeAdmin, 'acme.localhost');
    betaToken = await login(ctx.app, betaAdmin, 'beta.localhost');
    platformToken = await login(ctx.app, platformAdmin);
  });

  type Call = { token: string; host: string; query?: string };
  const api = (method: 'GET' | 'POST' | 'DELETE', path: string, who: Call, payload?: object) =>
    request(ctx.app, {
      method,
      url: `/api/admin/custom-domain${path}${who.query ? `?${who.query}` : ''}`,
      host: who.host,
      token: who.token,
      ...(payload ? { payload } : {}),
    });
  const acme = (): Call => ({ token: acmeToken, host: 'acme.localhost' });
  const beta = (): Call => ({ token: betaToken, host: 'beta.localhost' });
  const settingsOn = (host: string) =>
    request(ctx.app, { method: 'GET', url: '/api/public-settings', host });
  const ask = (domain: string) =>
    request(ctx.app, { method: 'GET', url: `/api/tls/ask?domain=${encodeURIComponent(domain)}` });
  async function removeAll() {
    await api('DELETE', '', acme());
    await api('DELETE', '', beta());
    dns().clear();
  }

  describe('adding a domain', () => {
    it('answers each refused domain on the domain field with its message', async () => {
      const cases: [string, string][] = [
        ['http://app.acme-agency.com', CUSTOM_DOMAIN_MESSAGES.scheme],
        ['app.acme-agency.com:443', CUSTOM_DOMAIN_MESSAGES.port],
        ['app.acme-agency.com/x', CUSTOM_DOMAIN_MESSAGES.path],
        ['198.51.100.4', CUSTOM_DOMAIN_MESSAGES.ipAddress],
        ['', CUSTOM_DOMAIN_MESSAGES.required],
        // The platform's own hosts: APP_DOMAIN's subdomains (another reseller's site) and the CNAME target.
        ['beta.localhost', CUSTOM_DOMAIN_MESSAGES.platformDomain],
        [TARGET, CUSTOM_DOMAIN_MESSAGES.platformDomain],
        [`eu.${TARGET}`, CUSTOM_DOMAIN_MESSAGES.platformDomain],
      ];
      for (const [domain, message] of cases) {
        const res = await api('POST', '', acme(), { domain });
        expect({ domain, status: res.statusCode, body: res.json() }).toEqual({
          domain,
          status: 422,
          body: expect.objectContaining({ errors: { domain: [message] } }),
        });
      }
    });

    it('claims the domain pending, with the CNAME and TXT records to create; IDN stored as punycode', async () => {
      const res = await api('POST', '', acme(), { domain: 'Bücher.Acme-Agency.com' });
      expect(res.statusCode).toBe(201);
      const { data, message } = res.json();
      expect(message).toBe(CUSTOM_DOMAIN_MESSAGES.added);
      expect(data).toMatchObject({
        reseller_id: acmeId,
        domain: 'xn--bcher-kva.acme-agency.com',
        status: 'pending',
        verified_at: null,
        site_url: 'http://xn--bcher-kva.acme-agency.com:3000',
        records: {
          cname: { type: 'CNAME', name: 'xn--bcher-kva.acme-agency.com', value: TARGET },
          txt: { type: 'TXT', name: '_voice-verification.xn--bcher-kva.acme-agency.com' },
        },
      });
      expect(data.records.txt.value).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const read = await api('GET', '', acme());
      expect(read.json()).toEqual({ success: true, data });
      // One domain per site.
      const second = await api('POST', '', acme(), { domain: 'other.acme-agency.com' });
      expect(second.json().errors).toEqual({ domain: [CUSTOM_DOMAIN_MESSAGES.alreadyHasOne] });
      // Another site cannot claim it, however it writes it.
      const taken = await api('POST', '', beta(), { domain: 'BÜCHER.acme-agency.com.' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ domain: [CUSTOM_DOMAIN_MESSAGES.taken] });
      await removeAll();
    });
  });

  describe('verification', () => {
    it('verifies on a CNAME to the platform and serves the site there at once', async () => {
      await api('POST', '', acme(), { domain: 'app.acme-agency.com' });
      // Pending: the host is no site yet (not the platform's either).
      const pending = await settingsOn('app.acme-agency.com');
      expect(pending.statusCode).toBe(404);
      expect(pending.json().message).toBe(UNKNOWN_SITE_MESSAGE);
      expect((await ask('app.acme-agency.com')).statusCode).toBe(404);

      dns().setCname('app.acme-agency.com', TARGET);
      const res = await api('POST', '/verify', acme());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: CUSTOM_DOMAIN_MESSAGES.verified,
        data: { status: 'verified', last_error: null, verified_at: expect.any(String) },
      });
      const served = await settingsOn('app.acme-agency.com');
      expect(served.statusCode).toBe(200);
      expect(served.json().data).toMatchObject({ site_title: 'Acme Voice', is_main_host: false });
      // Any case, with a port, with the final dot: the same host.
      const upper = await settingsOn('APP.Acme-Agency.com.:3000');
      expect(upper.json().data).toMatchObject({ site_title: 'Acme Voice' });
      expect((await ask('app.acme-agency.com')).statusCode).toBe(200);
      await removeAll();
    });

    it('verifies on a TXT record holding the token, refuses another token and no record', async () => {
      const added = await api('POST', '', acme(), { domain: 'acme-agency.com' });
      const { txt } = added.json().data.records;

      const none = await api('POST', '/verify', acme());
      expect(none.statusCode).toBe(200);
      expect(none.json().data).toMatchObject({
        status: 'failed',
        last_error: expect.stringContaining('No CNAME record of acme-agency.com'),
        last_checked_at: expect.any(String),
      });

      dns().addTxt(txt.name, 'a-token-of-another-claim');
      const wrong = await api('POST', '/verify', acme());
      expect(wrong.json().data.status).toBe('failed');
      expect(wrong.json().message).toContain("does not hold this domain's token");
      expect((await settingsOn('acme-agency.com')).statusCode).toBe(404);

      dns().addTxt(txt.name, txt.value);
      const ok = await api('POST', '/verify', acme());
      expect(ok.json().data).toMatchObject({ status: 'verified', last_error: null });
      expect((await settingsOn('acme-agency.com')).json().data.site_title).toBe('Acme Voice');
      await removeAll();
    });

    it('stops serving a verified domain whose records are gone when checked again', async () => {
      await api('POST', '', acme(), { domain: 'app.acme-agency.com' });
      dns().setCname('app.acme-agency.com', TARGET);
      await api('POST', '/verify', acme());
      expect((await settingsOn('app.acme-agency.com')).statusCode).toBe(200);
      dns().clear();
      const again = await api('POST', '/verify', acme());
      expect(again.json().data).toMatchObject({ status: 'failed', verified_at: null });
      expect((await settingsOn('app.acme-agency.com')).statusCode).toBe(404);
      await removeAll();
    });
  });

  describe('a verified domain', () => {
    beforeAll(async () => {
      await api('POST', '', acme(), { domain: 'app.acme-agency.com' });
      dns().setCname('app.acme-agency.com', TARGET);
      await api('POST', '/verify', acme());
    });

    it("is the reseller's site: sign-in, sessions of its users, never another tenant's", async () => {
      const token = await login(ctx.app, acmeUser, 'app.acme-agency.com');
      const me = await request(ctx.app, {
        method: 'GET',
        url: '/api/user',
        host: 'app.acme-agency.com',
        token,
      });
      expect(me.statusCode).toBe(200);
      // The same session on the subdomain (same tenant), never on another tenant's host.
      const sub = await request(ctx.app, {
        method: 'GET',
        url: '/api/user',
        host: 'acme.localhost',
        token,
      });
      expect(sub.statusCode).toBe(200);
      for (const host of ['beta.localhost', 'localhost']) {
        const other = await request(ctx.app, { method: 'GET', url: '/api/user', host, token });
        expect({ host, status: other.statusCode }).toEqual({ host, status: 401 });
      }
      // Beta's admin session is refused on acme's custom host; beta's user cannot sign in there.
      const cross = await request(ctx.app, {
        method: 'GET',
        url: '/api/admin/custom-domain',
        host: 'app.acme-agency.com',
        token: betaToken,
      });
      expect(cross.statusCode).toBe(401);
      const betaLogin = await request(ctx.app, {
        method: 'POST',
        url: '/api/login',
        host: 'app.acme-agency.com',
        payload: { email: betaAdmin.email, password: betaAdmin.password },
      });
      expect(betaLogin.statusCode).not.toBe(200);
    });

    it("puts the custom domain in the emails' links, asked from either host", async () => {
      for (const host of ['app.acme-agency.com', 'acme.localhost']) {
        const before = await ctx.db
          .selectFrom('email_outbox')
          .select('id')
          .orderBy('id', 'desc')
          .executeTakeFirst();
        const res = await request(ctx.app, {
          method: 'POST',
          url: '/api/forgot-password',
          host,
          payload: { email: acmeUser.email },
        });
        expect(res.statusCode).toBe(200);
        const mail = await ctx.db
          .selectFrom('email_outbox')
          .selectAll()
          .where('id', '>', before?.id ?? 0)
          .where('to', '=', acmeUser.email)
          .executeTakeFirstOrThrow();
        expect(mail.text).toMatch(/http:\/\/app\.acme-agency\.com:3000\/password-reset\//);
        expect(mail.text).not.toContain('acme.localhost');
      }
    });

    it("hands a platform admin's login-as over to the custom domain", async () => {
      const res = await request(ctx.app, {
        method: 'POST',
        url: `/api/super-admin/users/${acmeUser.id}/login-as`,
        host: 'localhost',
        token: await login(ctx.app, platformAdmin),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        is_same_reseller: false,
        target_reseller: { domain: 'app.acme-agency.com:3000' },
      });
    });

    it('passes the TLS ask; the platform hosts and active sites pass; anything else is refused', async () => {
      for (const domain of [
        'app.acme-agency.com',
        'APP.acme-agency.com.',
        'localhost',
        'acme.localhost',
      ]) {
        expect({ domain, status: (await ask(domain)).statusCode }).toEqual({ domain, status: 200 });
      }
      for (const domain of [
        'unknown.example',
        'nobody.localhost',
        '',
        'app.acme-agency.com.evil.test',
      ]) {
        const res = await ask(domain);
        expect({ domain, status: res.statusCode }).toEqual({ domain, status: 404 });
      }
    });

    it('is no site while its reseller is suspended (refused by the ask too)', async () => {
      await ctx.db
        .updateTable('resellers')
        .set({ status: 'suspended' })
        .where('id', '=', acmeId)
        .execute();
      // The status change is made behind the routes' back here: drop the caches as a suspension does.
      await ctx.app.bus.publish('public-content-changed', 'test');
      try {
        expect((await settingsOn('app.acme-agency.com')).statusCode).toBe(403);
        expect((await ask('app.acme-agency.com')).statusCode).toBe(404);
      } finally {
        await ctx.db
          .updateTable('resellers')
          .set({ status: 'active' })
          .where('id', '=', acmeId)
          .execute();
        await ctx.app.bus.publish('public-content-changed', 'test');
      }
    });

    it('stops being the site at once when removed (cache included), and the ask refuses it', async () => {
      // Served (and so cached) just before.
      expect((await settingsOn('app.acme-agency.com')).statusCode).toBe(200);
      const res = await api('DELETE', '', acme());
      expect(res.json()).toEqual({ success: true, message: CUSTOM_DOMAIN_MESSAGES.removed });
      const after = await settingsOn('app.acme-agency.com');
      // An unclaimed foreign host is the platform's, as before custom domains: never acme's.
      expect(after.json().data?.site_title).not.toBe('Acme Voice');
      expect((await ask('app.acme-agency.com')).statusCode).toBe(404);
      expect((await api('GET', '', acme())).json()).toEqual({ success: true, data: null });
      // Now free for another site.
      const claimed = await api('POST', '', beta(), { domain: 'app.acme-agency.com' });
      expect(claimed.statusCode).toBe(201);
      await removeAll();
    });
  });

  describe('who may manage it', () => {
    it("gives a reseller admin its own site's domain only; another reseller's is a 404", async () => {
      const res = await api('GET', '', { ...beta(), query: `reseller_id=${acmeId}` });
      expect(res.statusCode).toBe(404);
      const add = await api(
        'POST',
        '',
        { ...beta(), query: `reseller_id=${acmeId}` },
        { domain: 'x.example.com' },
      );
      expect(add.statusCode).toBe(404);
      expect((await api('GET', '', acme())).json()).toEqual({ success: true, data: null });
      const own = await api('GET', '', { ...beta(), query: `reseller_id=${betaId}` });
      expect(own.statusCode).toBe(200);
    });

    it('lets a platform admin act for a named reseller', async () => {
      const main = { token: platformToken, host: 'localhost' };
      const missing = await api('GET', '', main);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({
        reseller_id: [CUSTOM_DOMAIN_MESSAGES.resellerRequired],
      });
      expect((await api('GET', '', { ...main, query: 'reseller_id=999999' })).statusCode).toBe(404);
      const added = await api(
        'POST',
        '',
        { ...main, query: `reseller_id=${betaId}` },
        { domain: 'calls.beta.example' },
      );
      expect(added.statusCode).toBe(201);
      expect(added.json().data.reseller_id).toBe(betaId);
      expect((await api('GET', '', beta())).json().data.domain).toBe('calls.beta.example');
      const removed = await api('DELETE', '', { ...main, query: `reseller_id=${betaId}` });
      expect(removed.statusCode).toBe(200);
      const audit = await ctx.db
        .selectFrom('audit_log')
        .select(['action', 'reseller_id'])
        .where('action', 'like', 'custom-domain.%')
        .where('reseller_id', '=', betaId)
        .execute();
      expect(audit.map((row) => row.action)).toEqual(
        expect.arrayContaining(['custom-domain.add', 'custom-domain.remove']),
      );
    });
  });
});

describe('CUSTOM_DOMAIN_VERIFY', () => {
  it('is refused in production in test mode, and the target defaults to APP_URL host', () => {
    expect(() =>
      customDomainsFromEnv(
        { NODE_ENV: 'production', CUSTOM_DOMAIN_VERIFY: 'test' },
        'https://x.example',
      ),
    ).toThrow('CUSTOM_DOMAIN_VERIFY=test would verify domains without DNS: not in production');
    expect(() =>
      customDomainsFromEnv({ CUSTOM_DOMAIN_VERIFY: 'maybe' }, 'https://x.example'),
    ).toThrow("CUSTOM_DOMAIN_VERIFY must be 'dns' or 'test'");
    expect(customDomainsFromEnv({}, 'https://App.Voice.example')).toEqual({
      target: 'app.voice.example',
      txtLabel: '_voice-verification',
      verify: 'dns',
    });
    expect(testConfig().customDomains.verify).toBe('dns');
  });
});

describe.each(databases)("payment return URLs on a reseller's custom domain on %s", (dialect) => {
  const ctx = useTestContext(() =>
    createSandboxContext(dialect, { customDomains, appUrl: 'http://localhost:3000' }),
  );

  it('sends the checkout back to the verified domain, whichever host the user paid from', async () => {
    const acmeId = await insertAcme(ctx.db);
    const admin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: acmeId });
    const adminToken = await login(ctx.app, admin, 'acme.localhost');
    const planId = await insertPlan(ctx.db, { price: 29, reseller_id: acmeId });
    await request(ctx.app, {
      method: 'POST',
      url: '/api/admin/custom-domain',
      host: 'acme.localhost',
      token: adminToken,
      payload: { domain: 'calls.acme-agency.com' },
    });
    (ctx.app.customDomainDns as DnsTable).setCname('calls.acme-agency.com', TARGET);
    const verified = await request(ctx.app, {
      method: 'POST',
      url: '/api/admin/custom-domain/verify',
      host: 'acme.localhost',
      token: adminToken,
    });
    expect(verified.json().data.status).toBe('verified');

    for (const host of ['acme.localhost', 'calls.acme-agency.com']) {
      const customer = await insertUser(ctx.db, { reseller_id: acmeId });
      const token = await login(ctx.app, customer, host);
      const res = await postSubscription(ctx.app, 'checkout', host, token, planId);
      expect({ host, status: res.statusCode }).toEqual({ host, status: 200 });
      const sessionId = new URL(res.json().data.checkout_url).pathname.split('/').pop() as string;
      const session = await ctx.db
        .selectFrom('sandbox_checkout_sessions')
        .select(['success_url', 'cancel_url'])
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow();
      expect(session.success_url).toMatch(
        /^http:\/\/calls\.acme-agency\.com:3000\/subscription\/success/,
      );
      expect(session.cancel_url).toMatch(/^http:\/\/calls\.acme-agency\.com:3000\//);
    }
  });
});
