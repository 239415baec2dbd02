import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import {
  PASSWORD,
  insertAssistant,
  insertCall,
  insertReseller,
  insertUser,
  login,
  type UserFixture,
} from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { insertResellerSubscription } from './helpers/billing';

const nowIso = () => new Date().toISOString();

async function insertPackage(db: Kysely<DB>, name: string, price: number, active = 1) {
  const row = await db
    .insertInto('reseller_packages')
    .values({
      name,
      description: `${name} for resellers`,
      price,
      yearly_price: price * 10,
      voice_agents_limit: 10,
      minutes_limit: 1000,
      support_level: 'Email',
      is_active: active,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(databases)('the resellers console on %s', (dialect) => {
  let acme: number;
  let zeta: number;
  let waiting: number;
  let starter: number;
  let growth: number;
  let retired: number;
  let acmeAdmin: UserFixture;
  let acmeUser: UserFixture;
  let adminToken: string;

  const get = (url: string, token = adminToken, host = 'localhost') =>
    request(ctx.app, { method: 'GET', url, token, host });
  const post = (url: string, payload: unknown, token = adminToken, host = 'localhost') =>
    request(ctx.app, { method: 'POST', url, token, host, payload: payload as object });
  const audits = (action: string) =>
    ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const outbox = (to: string) =>
    ctx.db.selectFrom('email_outbox').selectAll().where('to', '=', to).orderBy('id').execute();

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    zeta = await insertReseller(ctx.db, { subdomain: 'zeta', org_name: 'Zeta Calls' });
    acme = await insertReseller(ctx.db, {
      subdomain: 'acme',
      org_name: 'Acme Voice',
      app_name: 'Acme Phones',
      primary_color: '#112233',
    });
    waiting = await insertReseller(ctx.db, {
      subdomain: 'waiting',
      org_name: 'Waiting Room',
      status: 'pending',
    });
    starter = await insertPackage(ctx.db, 'Reseller Starter', 99);
    growth = await insertPackage(ctx.db, 'Reseller Growth', 249);
    retired = await insertPackage(ctx.db, 'Reseller Legacy', 49, 0);
    await insertResellerSubscription(ctx.db, acme, {
      packageId: starter,
      startedDaysAgo: 5,
      endsInDays: 25,
    });
    acmeAdmin = await insertUser(ctx.db, {
      role: 'reseller_admin',
      reseller_id: acme,
      name: 'Ann Acme',
      email: 'ann@acme.test',
    });
    acmeUser = await insertUser(ctx.db, { reseller_id: acme, name: 'Carl Customer' });
    await insertUser(ctx.db, { reseller_id: acme, status: 'inactive' });
    const owner = await insertUser(ctx.db, { reseller_id: zeta });
    const assistant = await insertAssistant(ctx.db, {
      user_id: acmeUser.id,
      reseller_id: acme,
      name: 'Front Desk',
    });
    await insertAssistant(ctx.db, { user_id: owner.id, reseller_id: zeta, name: 'Zeta Desk' });
    await insertCall(ctx.db, {
      user_id: acmeUser.id,
      reseller_id: acme,
      assistant_id: assistant,
      start_time: nowIso(),
      duration: 90,
    });
    await insertCall(ctx.db, {
      user_id: acmeUser.id,
      reseller_id: acme,
      assistant_id: assistant,
      start_time: nowIso(),
      duration: 30,
    });
    await ctx.db
      .insertInto('transactions')
      .values([
        {
          user_id: acmeUser.id,
          reseller_id: acme,
          amount: 40,
          status: 'completed',
          kind: 'subscription',
          earner_reseller_id: acme,
          line_items: null,
          created_at: nowIso(),
        },
        {
          user_id: acmeAdmin.id,
          reseller_id: acme,
          amount: 99,
          status: 'completed',
          kind: 'reseller',
          earner_reseller_id: null,
          line_items: null,
          created_at: '2020-01-15T00:00:00.000Z',
        },
      ])
      .execute();
    const admin = await insertUser(ctx.db, { role: 'admin', email: 'root@platform.test' });
    adminToken = await login(ctx.app, admin);
  });

  describe('GET /api/super-admin/resellers', () => {
    it('answers every reseller by name without paging, {id, org_name} first (the pickers)', async () => {
      const reply = await get('/api/super-admin/resellers');
      expect(reply.statusCode).toBe(200);
      const body = reply.json();
      expect(body.success).toBe(true);
      expect(body.data.map((r: { id: number; org_name: string }) => [r.id, r.org_name])).toEqual([
        [acme, 'Acme Voice'],
        [waiting, 'Waiting Room'],
        [zeta, 'Zeta Calls'],
      ]);
      expect(body.pagination).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
      expect(body.data[0]).toEqual({
        id: acme,
        org_name: 'Acme Voice',
        subdomain: 'acme',
        company_email: 'contact@acme.test',
        status: 'active',
        status_reason: null,
        status_changed_at: null,
        created_at: expect.any(String),
        admin: { id: acmeAdmin.id, name: 'Ann Acme', email: 'ann@acme.test' },
        package_name: 'Reseller Starter',
        users_count: 3,
        assistants_count: 1,
      });
    });

    it('searches name, subdomain and email, filters by status and pages', async () => {
      const search = await get('/api/super-admin/resellers?search=ZETA&per_page=10');
      expect(search.json().data.map((r: { id: number }) => r.id)).toEqual([zeta]);
      const pending = await get('/api/super-admin/resellers?status=pending');
      expect(pending.json().data.map((r: { id: number }) => r.id)).toEqual([waiting]);
      const paged = await get('/api/super-admin/resellers?page=2&per_page=2');
      expect(paged.json().data.map((r: { id: number }) => r.id)).toEqual([zeta]);
      expect(paged.json().pagination).toMatchObject({
        current_page: 2,
        last_page: 2,
        per_page: 2,
        total: 3,
        from: 3,
        to: 3,
      });
      const bad = await get('/api/super-admin/resellers?status=deleted');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.status).toEqual([
        'The status must be pending, active or suspended.',
      ]);
    });

    it('refuses reseller admins, users and content admins', async () => {
      const token = await login(ctx.app, acmeAdmin, 'acme.localhost');
      expect((await get('/api/super-admin/resellers', token, 'acme.localhost')).statusCode).toBe(
        403,
      );
      const content = await insertUser(ctx.db, { role: 'content_admin' });
      const contentToken = await login(ctx.app, content);
      expect((await get('/api/super-admin/resellers', contentToken)).statusCode).toBe(403);
      expect((await get(`/api/super-admin/resellers/${acme}`, contentToken)).statusCode).toBe(403);
      const userToken = await login(ctx.app, acmeUser, 'acme.localhost');
      expect(
        (await get(`/api/super-admin/resellers/${acme}`, userToken, 'acme.localhost')).statusCode,
      ).toBe(403);
      expect(
        (
          await post(
            `/api/super-admin/resellers/${acme}/suspend`,
            { reason: 'x'.repeat(5) },
            token,
            'acme.localhost',
          )
        ).statusCode,
      ).toBe(403);
      const row = await ctx.db
        .selectFrom('resellers')
        .select('status')
        .where('id', '=', acme)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('active');
    });
  });

  describe('GET /api/super-admin/resellers/:id', () => {
    it('gives branding, admin, package, counts, users, assistants, usage and revenue', async () => {
      const reply = await get(`/api/super-admin/resellers/${acme}`);
      expect(reply.statusCode).toBe(200);
      const data = reply.json().data;
      expect(data).toMatchObject({
        id: acme,
        org_name: 'Acme Voice',
        subdomain: 'acme',
        site_url: 'http://acme.localhost:3000',
        status: 'active',
        branding: { site_title: 'Acme Phones', primary_color: '#112233' },
        admin: { id: acmeAdmin.id, email: 'ann@acme.test', status: 'active' },
        subscription: {
          status: 'active',
          package: { id: starter, name: 'Reseller Starter' },
          amount: 99,
        },
        counts: { users: 3, active_users: 2, assistants: 1 },
        usage: {
          total_calls: 2,
          total_minutes: 2,
          calls_this_month: 2,
          minutes_this_month: 2,
        },
        revenue: {
          customers_total: 40,
          customers_this_month: 40,
          packages_total: 99,
          packages_this_month: 0,
        },
      });
      expect(data.users.map((u: { name: string }) => u.name)).toContain('Carl Customer');
      expect(data.assistants).toEqual([
        expect.objectContaining({ name: 'Front Desk', user_name: 'Carl Customer', total_calls: 2 }),
      ]);
      expect(data.usage.calls_per_day).toHaveLength(30);
      expect(data.usage.calls_per_day.at(-1)).toMatchObject({ calls: 2, minutes: 2 });
    });

    it('answers 404 for an unknown reseller', async () => {
      const reply = await get('/api/super-admin/resellers/987654');
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe('Reseller not found');
    });
  });

  describe('suspend and activate', () => {
    /** Sessions opened before the suspension (the reseller admin's, a user's): none comes back after it. */
    const before: string[] = [];
    const settings = () =>
      request(ctx.app, { method: 'GET', url: '/api/public-settings', host: 'acme.localhost' });
    const signIn = (user: UserFixture, host: string) =>
      request(ctx.app, {
        method: 'POST',
        url: '/api/login',
        host,
        payload: { email: user.email, password: PASSWORD },
      });

    it('needs a reason', async () => {
      const reply = await post(`/api/super-admin/resellers/${acme}/suspend`, { reason: '  ' });
      expect(reply.statusCode).toBe(422);
      expect(reply.json().errors.reason).toEqual(['The reason field is required.']);
      const long = await post(`/api/super-admin/resellers/${acme}/suspend`, {
        reason: 'x'.repeat(501),
      });
      expect(long.json().errors.reason).toEqual([
        'The reason may not be greater than 500 characters.',
      ]);
    });

    it('suspends: the site says so, its users cannot sign in, the admin is emailed, it is audited', async () => {
      const adminSession = await login(ctx.app, acmeAdmin, 'acme.localhost');
      before.push(adminSession, await login(ctx.app, acmeUser, 'acme.localhost'));
      const reply = await post(`/api/super-admin/resellers/${acme}/suspend`, {
        reason: 'Unpaid invoices since March',
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        success: true,
        message: 'The reseller has been suspended.',
        data: { id: acme, status: 'suspended', status_reason: 'Unpaid invoices since March' },
      });
      const row = await ctx.db
        .selectFrom('resellers')
        .select(['status', 'status_reason', 'status_changed_at'])
        .where('id', '=', acme)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('suspended');
      expect(row.status_reason).toBe('Unpaid invoices since March');
      expect(row.status_changed_at).not.toBeNull();

      const site = await settings();
      expect(site.statusCode).toBe(403);
      expect(site.json()).toEqual({
        success: false,
        reason: 'suspended',
        message: 'This site is temporarily unavailable',
      });
      const refused = await signIn(acmeUser, 'acme.localhost');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('This site is temporarily unavailable');
      // A session opened before the suspension stops working too.
      expect((await get('/api/user', adminSession, 'acme.localhost')).statusCode).toBe(403);
      // Platform admins keep working on the main host.
      const root = await signIn(
        { email: 'root@platform.test', password: PASSWORD, id: 0 },
        'localhost',
      );
      expect(root.statusCode).toBe(200);
      expect((await get(`/api/super-admin/resellers/${acme}`)).json().data.status).toBe(
        'suspended',
      );

      const mails = await outbox('ann@acme.test');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Your site Acme Phones has been suspended');
      expect(mails[0]?.text).toContain('Reason: Unpaid invoices since March');

      const entries = await audits('reseller.suspend');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor_email: 'root@platform.test',
        actor_role: 'admin',
        reseller_id: acme,
        target_type: 'reseller',
        target_id: String(acme),
        target_label: 'Acme Voice',
      });
      const changes =
        typeof entries[0]?.changes === 'string'
          ? JSON.parse(entries[0].changes)
          : entries[0]?.changes;
      expect(changes).toEqual({
        before: { status: 'active' },
        after: { status: 'suspended' },
        reason: 'Unpaid invoices since March',
      });

      const again = await post(`/api/super-admin/resellers/${acme}/suspend`, { reason: 'Again' });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe('The reseller is already suspended.');
    });

    it('activates: the site and sign-in work again, the admin is emailed, it is audited', async () => {
      const pendingActivate = await post(`/api/super-admin/resellers/${waiting}/activate`, {
        reason: 'Paid by bank transfer',
      });
      expect(pendingActivate.statusCode).toBe(422);
      expect(pendingActivate.json().message).toBe('Only a suspended reseller can be activated.');
      const pendingSuspend = await post(`/api/super-admin/resellers/${waiting}/suspend`, {
        reason: 'Fraud check',
      });
      expect(pendingSuspend.json().message).toBe('Only an active reseller can be suspended.');

      const reply = await post(`/api/super-admin/resellers/${acme}/activate`, {
        reason: 'Invoices paid',
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        message: 'The reseller has been activated.',
        data: { status: 'active', status_reason: 'Invoices paid' },
      });
      expect((await settings()).statusCode).toBe(200);
      expect((await signIn(acmeUser, 'acme.localhost')).statusCode).toBe(200);
      // The suspension ended the sessions of its users: the same tokens do not work again.
      expect(before).toHaveLength(2);
      for (const token of before) {
        expect((await get('/api/user', token, 'acme.localhost')).statusCode).toBe(401);
      }
      const mails = await outbox('ann@acme.test');
      expect(mails.at(-1)?.subject).toBe('Your site Acme Phones is active again');
      expect(mails.at(-1)?.text).toContain('Reason: Invoices paid');
      const entries = await audits('reseller.activate');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ reseller_id: acme, target_id: String(acme) });
      expect(
        (await post('/api/super-admin/resellers/987654/activate', { reason: 'Nobody' })).statusCode,
      ).toBe(404);
    });
  });

  describe('PUT /api/super-admin/resellers/:id/package', () => {
    const put = (id: number, payload: object) =>
      request(ctx.app, {
        method: 'PUT',
        url: `/api/super-admin/resellers/${id}/package`,
        token: adminToken,
        payload,
      });

    it('moves the subscription to another offered package and audits it', async () => {
      const same = await put(acme, { reseller_package_id: starter });
      expect(same.statusCode).toBe(422);
      expect(same.json().errors.reseller_package_id).toEqual([
        'The reseller already has this package.',
      ]);
      const old = await put(acme, { reseller_package_id: retired });
      expect(old.json().errors.reseller_package_id).toEqual(['The selected package is invalid.']);
      const none = await put(zeta, { reseller_package_id: growth });
      expect(none.statusCode).toBe(422);
      expect(none.json().message).toBe('This reseller has no package subscription to change.');

      const reply = await put(acme, { reseller_package_id: growth, billing_interval: 'yearly' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        message: "The reseller's package has been changed.",
        data: {
          subscription: {
            status: 'active',
            package: { id: growth, name: 'Reseller Growth' },
            billing_interval: 'yearly',
            amount: 2490,
          },
        },
      });
      const entries = await audits('reseller.package');
      expect(entries).toHaveLength(1);
      const changes =
        typeof entries[0]?.changes === 'string'
          ? JSON.parse(entries[0].changes)
          : entries[0]?.changes;
      expect(changes).toEqual({
        before: {
          reseller_package_id: starter,
          package: 'Reseller Starter',
          billing_interval: 'monthly',
          amount: 99,
        },
        after: {
          reseller_package_id: growth,
          package: 'Reseller Growth',
          billing_interval: 'yearly',
          amount: 2490,
        },
      });
    });
  });
});
