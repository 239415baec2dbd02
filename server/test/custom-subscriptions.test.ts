import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { hashToken } from '../src/lib/tokens';
import { PAY_PAGES } from '../src/domains/billing/custom-subscriptions/pay-page';
import { CLOCK_LINKS_EXPIRED } from '../src/domains/billing/sandbox-clock/schemas';
import {
  INVALID_PACKAGE,
  INVALID_USER,
  NOT_PENDING,
  USER_HAS_SUBSCRIPTION,
} from '../src/domains/billing/custom-subscriptions/service';
import { firstPeriod } from '../src/domains/billing/custom-subscriptions/activation';
import { ALPHA, BETA, createSandboxContext, insertPlan, MAIN, payWith } from './helpers/billing';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe.each(databases)('custom subscriptions and payment links on %s', (dialect) => {
  let alphaId: number;
  let platformPlan: number;
  let alphaPlan: number;
  let betaPlan: number;
  const tokens: Record<string, string> = {};
  const users: Record<string, { id: number; email: string }> = {};

  const insertGoldPlan = (resellerId: number | null, name: string) =>
    insertPlan(ctx.db, {
      name,
      description: `${name} plan`,
      price: 10,
      yearly_price: 100,
      features: ['x'],
      agents: 1,
      support_level: 'email',
      reseller_id: resellerId,
    });

  const ctx = useTestContext(() =>
    createSandboxContext(dialect, {
      appUrl: 'http://localhost:3000',
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'voice-cs-')),
    }),
  );
  beforeAll(async () => {
    alphaId = await insertReseller(ctx.db, { subdomain: 'alpha', app_name: 'Alpha Voice' });
    const betaId = await insertReseller(ctx.db, { subdomain: 'beta' });
    platformPlan = await insertGoldPlan(null, 'Platform Pro');
    alphaPlan = await insertGoldPlan(alphaId, 'Alpha Gold');
    betaPlan = await insertGoldPlan(betaId, 'Beta Gold');
    const accounts = [
      ['admin', { role: 'admin' as const }, MAIN],
      ['alphaAdmin', { role: 'reseller_admin' as const, reseller_id: alphaId }, ALPHA],
      ['betaAdmin', { role: 'reseller_admin' as const, reseller_id: betaId }, BETA],
      ['alphaUser', { role: 'user' as const, reseller_id: alphaId, name: 'Alice Alpha' }, ALPHA],
      ['alphaUser2', { role: 'user' as const, reseller_id: alphaId, name: 'Andy Alpha' }, ALPHA],
      ['alphaUser3', { role: 'user' as const, reseller_id: alphaId, name: 'Ann Alpha' }, ALPHA],
      ['betaUser', { role: 'user' as const, reseller_id: betaId, name: 'Bob Beta' }, BETA],
      ['mainUser', { role: 'user' as const, name: 'Mia Main' }, MAIN],
    ] as const;
    for (const [key, values, host] of accounts) {
      const user = await insertUser(ctx.db, values);
      users[key] = user;
      tokens[key] = await login(ctx.app, user, host);
    }
  });

  const api = (
    method: 'GET' | 'POST',
    url: string,
    who: string,
    host: string,
    payload?: Record<string, unknown>,
  ) =>
    request(ctx.app, {
      method,
      url,
      host,
      token: tokens[who] as string,
      ...(payload ? { payload } : {}),
    });

  const create = (who: string, host: string, body: Record<string, unknown>) =>
    api('POST', '/api/admin/subscriptions/custom/create', who, host, {
      billing_interval: 'monthly',
      duration_months: 12,
      custom_amount: 49.5,
      ...body,
    });

  const payPath = (link: string) => new URL(link).pathname;

  async function payThroughSandbox(link: string, card = '4242424242424242') {
    const opened = await request(ctx.app, { method: 'GET', url: payPath(link), host: MAIN });
    expect(opened.statusCode).toBe(302);
    const checkout = new URL(opened.headers.location as string);
    expect(checkout.pathname).toMatch(/^\/sandbox\/checkout\/cs_sandbox_/);
    return payWith(ctx.app, checkout.href, card);
  }

  describe('create', () => {
    it('answers 422 with the schema messages for bad input', async () => {
      const res = await api('POST', '/api/admin/subscriptions/custom/create', 'admin', MAIN, {
        custom_amount: 0,
        duration_months: 121,
        billing_interval: 'weekly',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        user_id: ['Please select a user'],
        package_id: ['Please select a package'],
        custom_amount: ['Amount must be at least 0.01'],
        billing_interval: ['Billing interval must be monthly or yearly'],
        duration_months: ['Maximum 120 months (10 years)'],
      });
    });

    it("refuses a reseller admin another tenant's user or plan", async () => {
      const otherUser = await create('alphaAdmin', ALPHA, {
        user_id: users.betaUser?.id,
        package_id: alphaPlan,
      });
      expect(otherUser.statusCode).toBe(422);
      expect(otherUser.json().errors.user_id).toEqual([INVALID_USER]);
      const otherPlan = await create('alphaAdmin', ALPHA, {
        user_id: users.alphaUser?.id,
        package_id: betaPlan,
      });
      expect(otherPlan.statusCode).toBe(422);
      expect(otherPlan.json().errors).toEqual({ package_id: [INVALID_PACKAGE] });
      // a platform plan is not the alpha user's tenant's plan either
      const platform = await create('admin', MAIN, {
        user_id: users.alphaUser?.id,
        package_id: platformPlan,
      });
      expect(platform.json().errors).toEqual({ package_id: [INVALID_PACKAGE] });
    });

    it('creates a pending subscription, emails the link and answers {payment_link, amount, expires_at}', async () => {
      const before = Date.now();
      const res = await create('alphaAdmin', ALPHA, {
        user_id: users.alphaUser?.id,
        package_id: alphaPlan,
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe('Custom subscription created successfully!');
      expect(body.data.amount).toBe(49.5);
      expect(body.data.payment_link).toMatch(
        /^http:\/\/alpha\.localhost:3000\/pay\/[A-Za-z0-9_-]{43}$/,
      );
      const expires = new Date(body.data.expires_at).getTime();
      expect(expires - before).toBeGreaterThanOrEqual(7 * 86400_000 - 1000);
      expect(expires - before).toBeLessThanOrEqual(7 * 86400_000 + 5000);

      const row = await ctx.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', body.data.subscription.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'pending',
        is_custom: 1,
        duration_months: 12,
        reseller_id: alphaId,
        created_by: users.alphaAdmin?.id,
      });
      expect(Number(row.custom_amount)).toBe(49.5);
      // only the hash is stored
      const token = payPath(body.data.payment_link).split('/')[2] as string;
      const links = await ctx.db
        .selectFrom('payment_links')
        .selectAll()
        .where('subscription_id', '=', row.id)
        .execute();
      expect(links).toHaveLength(1);
      expect(links[0]?.token_hash).toBe(hashToken(token));
      expect(JSON.stringify(links)).not.toContain(token);

      const mail = await ctx.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('to', '=', users.alphaUser?.email as string)
        .executeTakeFirstOrThrow();
      expect(mail.reseller_id).toBe(alphaId);
      expect(mail.text).toContain(body.data.payment_link);
    });

    it('refuses a user who already has a live subscription', async () => {
      const res = await create('admin', MAIN, {
        user_id: users.alphaUser?.id,
        package_id: alphaPlan,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: USER_HAS_SUBSCRIPTION,
        errors: { user_id: [USER_HAS_SUBSCRIPTION] },
      });
    });
  });

  describe('list, summary and tenant isolation', () => {
    it("shows a reseller admin only its tenant's custom subscriptions, with the live link", async () => {
      await create('betaAdmin', BETA, { user_id: users.betaUser?.id, package_id: betaPlan });
      const alpha = await api('GET', '/api/admin/subscriptions/custom', 'alphaAdmin', ALPHA);
      expect(alpha.statusCode).toBe(200);
      const data = alpha.json().data as { user: { email: string }; payment_link_url: string }[];
      expect(data.map((item) => item.user.email)).toEqual([users.alphaUser?.email]);
      expect(data[0]?.payment_link_url).toMatch(/^http:\/\/alpha\.localhost:3000\/pay\//);
      expect(alpha.json().summary).toEqual({ total: 1, pending: 1, active: 0, expired_links: 0 });

      const all = await api('GET', '/api/admin/subscriptions/custom', 'admin', MAIN);
      expect(all.json().summary.total).toBe(2);
    });

    it("never lets a reseller admin activate or resend another tenant's subscription", async () => {
      const beta = await api('GET', '/api/admin/subscriptions/custom', 'betaAdmin', BETA);
      const betaId = beta.json().data[0].id as number;
      for (const action of ['activate', 'resend-payment-link']) {
        const res = await api(
          'POST',
          `/api/admin/subscriptions/custom/${action}`,
          'alphaAdmin',
          ALPHA,
          {
            subscription_id: betaId,
          },
        );
        expect(res.statusCode).toBe(404);
      }
    });

    it("lists the admin's tenant packages and users (picker: per_page at most 100, search)", async () => {
      const packages = await api('GET', '/api/admin/subscriptions/packages', 'alphaAdmin', ALPHA);
      expect(packages.json().data.map((p: { id: number }) => p.id)).toEqual([alphaPlan]);
      const picker = await api(
        'GET',
        '/api/admin/users?per_page=100&search=alpha&role=user',
        'alphaAdmin',
        ALPHA,
      );
      expect(picker.statusCode).toBe(200);
      expect(picker.json().data.map((u: { name: string }) => u.name)).toEqual([
        'Alice Alpha',
        'Andy Alpha',
        'Ann Alpha',
      ]);
      const tooMany = await api('GET', '/api/admin/users?per_page=101', 'admin', MAIN);
      expect(tooMany.statusCode).toBe(422);
      const everyone = await api('GET', '/api/admin/users?per_page=100&search=beta', 'admin', MAIN);
      expect(everyone.json().data.map((u: { name: string }) => u.name)).toContain('Bob Beta');
    });

    it('lists subscriptions (custom and regular) paged with a status filter', async () => {
      const res = await api(
        'GET',
        '/api/admin/subscriptions?status=pending&per_page=1',
        'admin',
        MAIN,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().pagination).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
      const scoped = await api('GET', '/api/admin/subscriptions', 'alphaAdmin', ALPHA);
      expect(scoped.json().data.map((s: { user: { email: string } }) => s.user.email)).toEqual([
        users.alphaUser?.email,
      ]);
      const active = await api(
        'GET',
        '/api/admin/subscriptions?status=active',
        'alphaAdmin',
        ALPHA,
      );
      expect(active.json().data).toEqual([]);
      const bad = await api('GET', '/api/admin/subscriptions?status=nope', 'admin', MAIN);
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('payment links', () => {
    it('shows a clear page for an unknown token, never a 500', async () => {
      for (const url of ['/pay/nope', `/pay/${'a'.repeat(43)}`]) {
        const res = await request(ctx.app, { method: 'GET', url, host: MAIN });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain(PAY_PAGES.invalid.title);
      }
    });

    it('resend revokes the old link; an expired link counts and can be resent; paying activates once', async () => {
      const created = await create('alphaAdmin', ALPHA, {
        user_id: users.alphaUser2?.id,
        package_id: alphaPlan,
        billing_interval: 'yearly',
        duration_months: 6,
        custom_amount: 120,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.subscription.id as number;
      const first = created.json().data.payment_link as string;

      const resent = await api(
        'POST',
        '/api/admin/subscriptions/custom/resend-payment-link',
        'alphaAdmin',
        ALPHA,
        {
          subscription_id: id,
        },
      );
      expect(resent.statusCode).toBe(200);
      expect(resent.json().message).toBe('Payment link resent successfully!');
      const second = resent.json().data.payment_link as string;
      expect(second).not.toBe(first);
      const old = await request(ctx.app, { method: 'GET', url: payPath(first), host: MAIN });
      expect(old.statusCode).toBe(410);
      expect(old.body).toContain(PAY_PAGES.revoked.title);
      expect(old.body).toContain('Alpha Voice');

      // 8 days later (the link's dates moved back): expired, counted, and resendable
      const eightDaysAgo = (ms = 0) => new Date(Date.now() - 8 * 86400_000 + ms).toISOString();
      await ctx.db
        .updateTable('payment_links')
        .set({ created_at: eightDaysAgo(), expires_at: eightDaysAgo(7 * 86400_000) })
        .where('token_hash', '=', hashToken(payPath(second).split('/')[2] as string))
        .execute();
      const expired = await request(ctx.app, { method: 'GET', url: payPath(second), host: MAIN });
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain(PAY_PAGES.expired.title);
      const list = await api('GET', '/api/admin/subscriptions/custom', 'alphaAdmin', ALPHA);
      expect(list.json().summary.expired_links).toBe(1);
      const row = list.json().data.find((item: { id: number }) => item.id === id);
      expect(row.payment_link_url).toBeNull();

      const third = (
        await api(
          'POST',
          '/api/admin/subscriptions/custom/resend-payment-link',
          'alphaAdmin',
          ALPHA,
          {
            subscription_id: id,
          },
        )
      ).json().data.payment_link as string;

      // a declined card leaves it pending
      const declined = await payThroughSandbox(third, '4000000000000002');
      expect(declined.statusCode).toBe(402);
      const stillPending = await ctx.db
        .selectFrom('subscriptions')
        .select(['status', 'last_payment_error'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stillPending.status).toBe('pending');

      const paid = await payThroughSandbox(third);
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`${third}?paid=1`);
      const sub = await ctx.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(sub.status).toBe('active');
      // the card saved by the checkout pays the renewals (sandbox: cus_sandbox_<last4>)
      expect(sub.provider_customer_id).toBe('cus_sandbox_4242');
      // yearly interval capped by the 6 months of the subscription
      const start = new Date(sub.current_period_start as string);
      expect(sub.current_period_end).toBe(firstPeriod(start, 'yearly', 6).end);
      const transactions = await ctx.db
        .selectFrom('transactions')
        .selectAll()
        .where('subscription_id', '=', id)
        .orderBy('id')
        .execute();
      // the declined attempt, then the payment
      expect(transactions).toHaveLength(2);
      expect(transactions[0]).toMatchObject({
        kind: 'custom',
        status: 'failed',
        description: 'Custom subscription: Your card was declined.',
      });
      expect(transactions[1]).toMatchObject({
        kind: 'custom',
        earner_reseller_id: alphaId,
        status: 'completed',
      });
      expect(Number(transactions[1]?.amount)).toBe(120);

      // the used link shows the thank-you page; the list shows it active without a link
      const used = await request(ctx.app, {
        method: 'GET',
        url: `${payPath(third)}?paid=1`,
        host: MAIN,
      });
      expect(used.statusCode).toBe(200);
      expect(used.body).toContain(PAY_PAGES.paid.title);
      const after = await api('GET', '/api/admin/subscriptions/custom', 'alphaAdmin', ALPHA);
      const activeRow = after.json().data.find((item: { id: number }) => item.id === id);
      expect(activeRow).toMatchObject({ status: 'active', payment_link_url: null });
      expect(after.json().summary).toMatchObject({ active: 1, expired_links: 0 });

      const listed = await api(
        'GET',
        '/api/admin/subscriptions?status=active&page=1&per_page=15',
        'admin',
        MAIN,
      );
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toEqual([
        expect.objectContaining({ id, status: 'active', is_custom: true, amount: 120 }),
      ]);

      // a second checkout of the same subscription (paid twice) is not recorded twice
      const checkout = await ctx.db
        .selectFrom('sandbox_checkout_sessions')
        .selectAll()
        .where('status', '=', 'complete')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      const { processPaymentEvent } = await import('../src/domains/billing/payments/webhooks');
      const { paymentEventDeps } = await import('../src/domains/billing/payments/deps');
      await processPaymentEvent(
        paymentEventDeps(ctx.app),
        {
          type: 'checkout.completed',
          eventId: 'evt_again',
          reference: checkout.reference,
          amount: 12000,
          currency: 'usd',
          providerId: 'cs_other',
          metadata: { purpose: 'custom-subscription', subscription_id: String(id) },
          subscriptionId: null,
          customerEmail: null,
        },
        'sandbox',
        ctx.app.log,
      );
      const again = await ctx.db
        .selectFrom('transactions')
        .select('id')
        .where('subscription_id', '=', id)
        .where('status', '=', 'completed')
        .execute();
      expect(again).toHaveLength(1);

      const resendActive = await api(
        'POST',
        '/api/admin/subscriptions/custom/resend-payment-link',
        'alphaAdmin',
        ALPHA,
        {
          subscription_id: id,
        },
      );
      expect(resendActive.statusCode).toBe(422);
      expect(resendActive.json().message).toBe(NOT_PENDING);
    });

    it('activate: active without payment, no transaction, the link stops working', async () => {
      const created = await create('admin', MAIN, {
        user_id: users.mainUser?.id,
        package_id: platformPlan,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.subscription.id as number;
      expect(created.json().data.payment_link).toMatch(/^http:\/\/localhost:3000\/pay\//);
      const res = await api('POST', '/api/admin/subscriptions/custom/activate', 'admin', MAIN, {
        subscription_id: id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Subscription activated successfully!',
      });
      const sub = await ctx.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(sub.status).toBe('active');
      expect(sub.current_period_end).toBe(
        firstPeriod(new Date(sub.current_period_start as string), 'monthly', 12).end,
      );
      const tx = await ctx.db
        .selectFrom('transactions')
        .select('id')
        .where('subscription_id', '=', id)
        .execute();
      expect(tx).toEqual([]);
      const page = await request(ctx.app, {
        method: 'GET',
        url: payPath(created.json().data.payment_link),
        host: MAIN,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(PAY_PAGES.active.title);
      const twice = await api('POST', '/api/admin/subscriptions/custom/activate', 'admin', MAIN, {
        subscription_id: id,
      });
      expect(twice.statusCode).toBe(422);
    });

    it('the database refuses a second live subscription whatever the code does', async () => {
      const now = new Date().toISOString();
      const values = {
        user_id: users.alphaUser3?.id as number,
        reseller_id: alphaId,
        package_id: alphaPlan,
        amount: 1,
        status: 'pending' as const,
        created_at: now,
        updated_at: now,
      };
      await ctx.db
        .insertInto('subscriptions')
        .values({ ...values, reference: 'r-one' })
        .execute();
      await expect(
        ctx.db
          .insertInto('subscriptions')
          .values({ ...values, reference: 'r-two' })
          .execute(),
        // (not toThrow: a driver's error class may come from another realm than the test's Error)
      ).rejects.toMatchObject({
        code: dialect === 'postgres' ? '23505' : 'SQLITE_CONSTRAINT_UNIQUE',
      });
    });
  });
  describe('sandbox clock and payment links (last: it adds a tenant)', () => {
    it("the sandbox clock moves a pending subscription past its link's validity: expired page, then resend", async () => {
      // A tenant of its own, so that the other tests' counts stay as they are.
      const gamma = await insertReseller(ctx.db, { subdomain: 'gamma' });
      const GAMMA = 'gamma.localhost:3000';
      const gammaPlan = await insertGoldPlan(gamma, 'Gamma Gold');
      const gammaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: gamma });
      const gammaUser = await insertUser(ctx.db, { role: 'user', reseller_id: gamma });
      tokens.gammaAdmin = await login(ctx.app, gammaAdmin, GAMMA);
      const created = await create('gammaAdmin', GAMMA, {
        user_id: gammaUser.id,
        package_id: gammaPlan,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.subscription.id as number;
      const link = created.json().data.payment_link as string;
      const clock = await api(
        'POST',
        `/api/sandbox/subscriptions/${id}/advance-clock`,
        'admin',
        MAIN,
      );
      expect(clock.statusCode).toBe(200);
      expect(clock.json().message).toBe(CLOCK_LINKS_EXPIRED);
      expect(clock.json().data.outcome.links_expired).toBe(1);
      // the link had (almost) its 7 days left
      expect(clock.json().data.moved_by_seconds).toBeGreaterThan(7 * 86400 - 120);
      expect(clock.json().data.subscription.status).toBe('pending');
      const expired = await request(ctx.app, { method: 'GET', url: payPath(link), host: MAIN });
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain(PAY_PAGES.expired.title);
      const again = await api(
        'POST',
        `/api/sandbox/subscriptions/${id}/advance-clock`,
        'admin',
        MAIN,
      );
      expect(again.json().data.outcome.links_expired).toBe(0);
      const resent = await api(
        'POST',
        '/api/admin/subscriptions/custom/resend-payment-link',
        'gammaAdmin',
        GAMMA,
        { subscription_id: id },
      );
      expect(resent.statusCode).toBe(200);
      const paid = await payThroughSandbox(resent.json().data.payment_link as string);
      expect(paid).toBeTruthy();
      const row = await ctx.db
        .selectFrom('subscriptions')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('active');
    });
  });
});
