import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  ALREADY_PENDING,
  ALREADY_SUBSCRIBED,
  COMPLETE_PAYMENT,
  INVALID_PACKAGE,
  NO_SUBSCRIPTION,
  NOTHING_TO_UPGRADE,
  SUBSCRIPTION_CANCELLED,
  SUBSCRIPTION_CREATED,
  SUBSCRIPTION_UPGRADED,
  UPGRADE_ONLY_UP,
} from '../src/domains/billing/subscriptions/messages';
import { quotaFor } from '../src/domains/billing/subscriptions/quota';
import { expireEndedSubscriptions } from '../src/domains/billing/subscriptions/repository';
import {
  ALPHA,
  BETA,
  callAs,
  createSandboxContext,
  DECLINED,
  deliverCheckoutCompletedTwice,
  insertPlan,
  MAIN,
  payWith,
  postSubscription,
  transactionsBy,
  VISA,
} from './helpers/billing';
import { insertAssistant, insertCall, insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request, testConfig } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe.each(databases)('subscriptions on %s', (dialect) => {
  let alpha: number;
  let beta: number;
  const plans = {} as Record<
    'mainFree' | 'alphaFree' | 'alphaBasic' | 'alphaPro' | 'alphaRetired' | 'betaPlan',
    number
  >;

  const ctx = useTestContext(() => createSandboxContext(dialect));
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    plans.mainFree = await insertPlan(ctx.db, { name: 'Main Free', price: 0, yearly_price: 0 });
    plans.alphaFree = await insertPlan(ctx.db, {
      name: 'Alpha Free',
      price: 0,
      yearly_price: 0,
      reseller_id: alpha,
    });
    plans.alphaBasic = await insertPlan(ctx.db, {
      name: 'Alpha Basic',
      price: 19,
      yearly_price: 190,
      reseller_id: alpha,
      minutes: 10,
      agents: 1,
      extra: 0.25,
    });
    plans.alphaPro = await insertPlan(ctx.db, {
      name: 'Alpha Pro',
      price: 49,
      yearly_price: 490,
      reseller_id: alpha,
      minutes: -1,
      agents: -1,
    });
    plans.alphaRetired = await insertPlan(ctx.db, {
      name: 'Alpha Retired',
      price: 99,
      reseller_id: alpha,
      is_active: 0,
    });
    plans.betaPlan = await insertPlan(ctx.db, {
      name: 'Beta Plan',
      price: 9,
      reseller_id: beta,
    });
  });

  async function signIn(host: string, resellerId: number | null, role: 'user' | 'admin' = 'user') {
    const user = await insertUser(ctx.db, { role, reseller_id: resellerId });
    return { ...user, token: await login(ctx.app, user, host) };
  }

  const call = (
    method: 'GET' | 'POST',
    url: string,
    who: { token: string },
    host: string,
    payload?: object,
  ) => callAs(ctx.app, method, url, who.token, host, payload);

  const transactionsOf = (userId: number, status: 'completed' | 'failed' = 'completed') =>
    transactionsBy(ctx.db, 'user_id', userId, status);

  const subscriptionOf = (userId: number) =>
    ctx.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  describe('GET /api/subscriptions/packages', () => {
    const names = async (host: string) =>
      (await request(ctx.app, { method: 'GET', url: '/api/subscriptions/packages', host }))
        .json()
        .data.map((p: { name: string }) => p.name);

    it("lists only the host tenant's active plans", async () => {
      const main = await names(MAIN);
      expect(main).toContain('Main Free');
      expect(main).toContain('Starter');
      expect(main).not.toContain('Alpha Basic');
      expect(await names(ALPHA)).toEqual(['Alpha Free', 'Alpha Basic', 'Alpha Pro']);
      expect(await names(BETA)).toEqual(['Beta Plan']);
    });
  });

  describe('subscribe', () => {
    it('answers null for current and 404 for usage without a plan', async () => {
      const user = await signIn(ALPHA, alpha);
      const current = await call('GET', '/api/subscriptions/current', user, ALPHA);
      expect(current.statusCode).toBe(200);
      expect(current.json()).toEqual({ success: true, data: null });
      const usage = await call('GET', '/api/subscriptions/usage', user, ALPHA);
      expect(usage.statusCode).toBe(404);
      expect(usage.json().message).toBe(NO_SUBSCRIPTION);
    });

    it('refuses bad input with field errors', async () => {
      const user = await signIn(ALPHA, alpha);
      const missing = await call('POST', '/api/subscriptions/subscribe', user, ALPHA, {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.package_id).toEqual(['The package id field is required.']);
      const badInterval = await call('POST', '/api/subscriptions/subscribe', user, ALPHA, {
        package_id: plans.alphaFree,
        billing_interval: 'weekly',
      });
      expect(badInterval.statusCode).toBe(422);
      expect(badInterval.json().errors.billing_interval).toEqual([
        'The billing interval must be monthly or yearly.',
      ]);
    });

    it("refuses another tenant's plan, a platform plan and a retired plan", async () => {
      const user = await signIn(ALPHA, alpha);
      for (const id of [
        plans.betaPlan,
        plans.mainFree,
        plans.alphaRetired,
        999999,
        2 ** 31,
        1e15,
      ]) {
        const res = await call('POST', '/api/subscriptions/subscribe', user, ALPHA, {
          package_id: id,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ package_id: [INVALID_PACKAGE] });
      }
      expect(
        await ctx.db
          .selectFrom('subscriptions')
          .select('id')
          .where('user_id', '=', user.id)
          .execute(),
      ).toEqual([]);
    });

    it('activates a free plan at once for one interval, then refuses a second subscription', async () => {
      const user = await signIn(ALPHA, alpha);
      const before = Date.now();
      const res = await call('POST', '/api/subscriptions/subscribe', user, ALPHA, {
        package_id: plans.alphaFree,
        billing_interval: 'yearly',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe(SUBSCRIPTION_CREATED);
      expect(body.data.checkout_url).toBeNull();
      expect(body.data.subscription).toMatchObject({
        status: 'active',
        billing_interval: 'yearly',
        status_badge_class: 'badge-success',
        cancel_at_period_end: false,
        package: { id: plans.alphaFree, name: 'Alpha Free' },
      });
      const start = Date.parse(body.data.subscription.current_period_start);
      const end = new Date(body.data.subscription.current_period_end);
      expect(start).toBeGreaterThanOrEqual(before - 1000);
      const expectedEnd = new Date(start);
      expectedEnd.setUTCFullYear(expectedEnd.getUTCFullYear() + 1);
      expect(end.getTime()).toBe(expectedEnd.getTime());

      const current = await call('GET', '/api/subscriptions/current', user, ALPHA);
      expect(current.json().data).toMatchObject({
        status: 'active',
        package: { name: 'Alpha Free' },
      });

      const again = await call('POST', '/api/subscriptions/subscribe', user, ALPHA, {
        package_id: plans.alphaBasic,
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe(ALREADY_SUBSCRIBED);
      const checkout = await call('POST', '/api/subscriptions/checkout', user, ALPHA, {
        package_id: plans.alphaBasic,
      });
      expect(checkout.statusCode).toBe(422);
      expect(checkout.json().message).toBe(ALREADY_SUBSCRIBED);
      expect(await transactionsOf(user.id)).toEqual([]);
    });
  });

  describe('a paid plan through the sandbox checkout', () => {
    let user: Awaited<ReturnType<typeof signIn>>;
    let checkoutUrl: string;

    it('creates a pending subscription and answers the checkout URL', async () => {
      user = await signIn(ALPHA, alpha);
      const res = await call('POST', '/api/subscriptions/subscribe', user, ALPHA, {
        package_id: plans.alphaBasic,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe(COMPLETE_PAYMENT);
      expect(body.data.subscription).toMatchObject({
        status: 'pending',
        status_badge_class: 'badge-warning',
        current_period_end: null,
        billing_interval: 'monthly',
      });
      expect(body.data.subscription.reference).toMatch(/^sub_[a-f0-9]{32}$/);
      checkoutUrl = body.data.checkout_url;
      expect(checkoutUrl).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\/cs_/);
      const page = await request(ctx.app, { method: 'GET', url: new URL(checkoutUrl).pathname });
      expect(page.body).toContain('$19.00');
      expect(page.body).toContain('Alpha Basic plan (monthly)');
      expect(page.body).toContain('href="http://alpha.localhost:3000/subscription"');

      // Pending: usage uses the calendar month; subscribing again is refused.
      const usage = (await call('GET', '/api/subscriptions/usage', user, ALPHA)).json().data;
      expect(usage.subscription).toEqual({ status: 'pending', days_remaining: null });
      expect(usage.minutes.is_calendar_month_fallback).toBe(true);
      const again = await call('POST', '/api/subscriptions/subscribe', user, ALPHA, {
        package_id: plans.alphaBasic,
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe(ALREADY_PENDING);
    });

    it('stays pending with the decline recorded when the card is declined', async () => {
      const res = await payWith(ctx.app, checkoutUrl, DECLINED);
      expect(res.statusCode).toBe(402);
      const row = await subscriptionOf(user.id);
      expect(row.status).toBe('pending');
      expect(row.last_payment_error).toBe('Your card was declined.');
      expect(await transactionsOf(user.id)).toEqual([]);
      // The attempt is on the user's transactions as a failed payment, with the reason.
      const [failed, ...others] = await transactionsOf(user.id, 'failed');
      expect(others).toEqual([]);
      expect(failed).toMatchObject({
        kind: 'subscription',
        status: 'failed',
        description: 'Alpha Basic plan (monthly): Your card was declined.',
        reference: row.reference,
        subscription_id: row.id,
        earner_reseller_id: alpha,
      });
      expect(Number(failed?.amount)).toBe(19);
      const listed = (await call('GET', '/api/transactions', user, ALPHA)).json().data;
      expect(listed).toEqual([expect.objectContaining({ status: 'failed' })]);
      const current = (await call('GET', '/api/subscriptions/current', user, ALPHA)).json().data;
      expect(current.last_payment_error).toBe('Your card was declined.');
    });

    it('gives the pending subscription a fresh checkout (the /payment page), which activates it when paid', async () => {
      const res = await call('POST', '/api/subscriptions/checkout', user, ALPHA, {
        package_id: plans.alphaBasic,
      });
      expect(res.statusCode).toBe(200);
      const fresh = res.json().data.checkout_url as string;
      expect(fresh).not.toBe(checkoutUrl);
      const pending = await subscriptionOf(user.id);
      expect(pending.provider_checkout_id).toBe(new URL(fresh).pathname.split('/').pop());

      const paid = await payWith(ctx.app, fresh, VISA);
      expect(paid.statusCode).toBe(303);
      expect(String(paid.headers.location)).toBe(
        `http://alpha.localhost:3000/subscription/success?ref=${pending.reference}`,
      );
      const row = await subscriptionOf(user.id);
      expect(row.status).toBe('active');
      expect(row.last_payment_error).toBeNull();
      expect(row.current_period_start).not.toBeNull();
      const [transaction, ...rest] = await transactionsOf(user.id);
      expect(rest).toEqual([]);
      expect(transaction).toMatchObject({
        kind: 'subscription',
        status: 'completed',
        currency: 'USD',
        provider: 'sandbox',
        provider_ref: pending.provider_checkout_id,
        reference: pending.reference,
        subscription_id: row.id,
        reseller_id: alpha,
        earner_reseller_id: alpha,
        description: 'Alpha Basic plan (monthly)',
      });
      expect(Number(transaction?.amount)).toBe(19);
      expect(transaction?.line_items).toEqual([
        { description: 'Alpha Basic plan (monthly)', amount: 19, package_id: plans.alphaBasic },
      ]);
    });

    it('changes nothing when the webhook is delivered again', async () => {
      const row = await subscriptionOf(user.id);
      await deliverCheckoutCompletedTwice(ctx, row.provider_checkout_id as string, 'evt_replayed');
      expect(await transactionsOf(user.id)).toHaveLength(1);
      const after = await subscriptionOf(user.id);
      expect(after.current_period_start).toBe(row.current_period_start);
      expect(after.updated_at).toBe(row.updated_at);
    });

    it('refuses an upgrade to a cheaper, equal, or foreign plan', async () => {
      for (const id of [plans.alphaFree, plans.alphaBasic]) {
        const res = await call('POST', '/api/subscriptions/upgrade', user, ALPHA, {
          package_id: id,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(UPGRADE_ONLY_UP);
      }
      const foreign = await call('POST', '/api/subscriptions/upgrade', user, ALPHA, {
        package_id: plans.betaPlan,
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toEqual({ package_id: [INVALID_PACKAGE] });
    });

    it('upgrades to a dearer plan at once, charging the saved card the prorated difference, the period kept', async () => {
      const before = await subscriptionOf(user.id);
      const res = await call('POST', '/api/subscriptions/upgrade', user, ALPHA, {
        package_id: plans.alphaPro,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SUBSCRIPTION_UPGRADED);
      expect(res.json().data).toMatchObject({
        checkout_url: null,
        subscription: { status: 'active', package: { name: 'Alpha Pro' }, pending_package: null },
      });
      const after = await subscriptionOf(user.id);
      expect(after).toMatchObject({
        status: 'active',
        package_id: plans.alphaPro,
        pending_package_id: null,
        current_period_start: before.current_period_start,
        current_period_end: before.current_period_end,
      });
      expect(Number(after.amount)).toBe(49);
      const transactions = await transactionsOf(user.id);
      expect(transactions).toHaveLength(2);
      expect(transactions[1]).toMatchObject({
        description: 'Upgrade to Alpha Pro plan (monthly)',
        earner_reseller_id: alpha,
      });
      // The period has just started: almost all of the $30 difference (billing-changes.test.ts has the rule).
      expect(Number(transactions[1]?.amount)).toBeGreaterThan(29.9);
      expect(Number(transactions[1]?.amount)).toBeLessThanOrEqual(30);
    });

    it('cancels at the end of the period: usable until then, then no subscription', async () => {
      const row = await subscriptionOf(user.id);
      const res = await call('POST', '/api/subscriptions/cancel', user, ALPHA);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: SUBSCRIPTION_CANCELLED,
        data: {
          ends_at: row.current_period_end,
          checkout_url: null,
          subscription: { status: 'active', cancel_at_period_end: true },
        },
      });
      expect((await call('GET', '/api/subscriptions/usage', user, ALPHA)).statusCode).toBe(200);
      expect((await quotaFor(ctx.db, { id: user.id, role: 'user' })).hasActiveSubscription).toBe(
        true,
      );

      // The period ends.
      await ctx.db
        .updateTable('subscriptions')
        .set({ current_period_end: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', row.id)
        .execute();
      const current = await call('GET', '/api/subscriptions/current', user, ALPHA);
      expect(current.json().data).toBeNull();
      expect((await subscriptionOf(user.id)).status).toBe('cancelled');
      expect((await call('GET', '/api/subscriptions/usage', user, ALPHA)).statusCode).toBe(404);
      const again = await call('POST', '/api/subscriptions/cancel', user, ALPHA);
      expect(again.statusCode).toBe(404);
      // A new plan may be chosen now.
      const fresh = await call('POST', '/api/subscriptions/subscribe', user, ALPHA, {
        package_id: plans.alphaFree,
      });
      expect(fresh.statusCode).toBe(200);
    });
  });

  describe('upgrade and cancel edge cases', () => {
    it('refuses an upgrade without an active plan', async () => {
      const user = await signIn(ALPHA, alpha);
      const res = await call('POST', '/api/subscriptions/upgrade', user, ALPHA, {
        package_id: plans.alphaPro,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(NOTHING_TO_UPGRADE);
    });

    it('cancels a pending subscription at once', async () => {
      const user = await signIn(ALPHA, alpha);
      await call('POST', '/api/subscriptions/subscribe', user, ALPHA, {
        package_id: plans.alphaBasic,
      });
      const res = await call('POST', '/api/subscriptions/cancel', user, ALPHA);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SUBSCRIPTION_CANCELLED);
      expect(res.json().data.subscription.status).toBe('cancelled');
      expect((await subscriptionOf(user.id)).status).toBe('cancelled');
      expect((await call('GET', '/api/subscriptions/current', user, ALPHA)).json().data).toBeNull();
    });

    it('switches at once when payments are off (no provider)', async () => {
      const free = await createTestContext(dialect, {
        config: { payments: { ...testConfig().payments, provider: 'none' } },
      });
      try {
        const cheap = await insertPlan(free.db, { price: 5 });
        const dear = await insertPlan(free.db, { price: 15 });
        const user = await insertUser(free.db);
        const token = await login(free.app, user, MAIN);
        const sub = await postSubscription(free.app, 'subscribe', MAIN, token, cheap);
        expect(sub.json().message).toBe(SUBSCRIPTION_CREATED);
        const up = await postSubscription(free.app, 'upgrade', MAIN, token, dear);
        expect(up.statusCode).toBe(200);
        expect(up.json().message).toBe(SUBSCRIPTION_UPGRADED);
        expect(up.json().data.subscription.package.id).toBe(dear);
      } finally {
        await free.close();
      }
    });

    it('expires every subscription whose cancelled period ended (the job)', async () => {
      const user = await signIn(ALPHA, alpha);
      await call('POST', '/api/subscriptions/subscribe', user, ALPHA, {
        package_id: plans.alphaFree,
      });
      await call('POST', '/api/subscriptions/cancel', user, ALPHA);
      const row = await subscriptionOf(user.id);
      expect(await expireEndedSubscriptions(ctx.db, new Date())).toBe(0);
      const later = new Date(Date.parse(row.current_period_end as string) + 1000);
      expect(await expireEndedSubscriptions(ctx.db, later)).toBeGreaterThanOrEqual(1);
      expect((await subscriptionOf(user.id)).status).toBe('cancelled');
    });
  });

  describe('usage and quotaFor', () => {
    it('counts minutes of calls in the period, rounded up per call, with overage and assistants', async () => {
      const user = await signIn(ALPHA, alpha);
      await call('POST', '/api/subscriptions/subscribe', user, ALPHA, {
        package_id: plans.alphaFree,
      });
      // Put the user on Alpha Basic (10 minutes, 1 assistant, 0.25 per extra minute) for a known period.
      const start = new Date(Date.now() - 5 * 86400_000);
      const end = new Date(Date.now() + 10 * 86400_000 + 3600_000);
      await ctx.db
        .updateTable('subscriptions')
        .set({
          package_id: plans.alphaBasic,
          current_period_start: start.toISOString(),
          current_period_end: end.toISOString(),
        })
        .where('user_id', '=', user.id)
        .execute();
      const inPeriod = new Date(start.getTime() + 3600_000).toISOString();
      await insertCall(ctx.db, { user_id: user.id, start_time: inPeriod, duration: 61 }); // 2 min
      await insertCall(ctx.db, { user_id: user.id, start_time: inPeriod, duration: 600 }); // 10 min
      await insertCall(ctx.db, { user_id: user.id, start_time: inPeriod, duration: 0 }); // 0 min
      await insertCall(ctx.db, {
        user_id: user.id,
        start_time: new Date(start.getTime() - 1000).toISOString(),
        duration: 6000,
      }); // before the period
      await insertCall(ctx.db, {
        user_id: user.id,
        start_time: new Date(end.getTime() + 1000).toISOString(),
        duration: 6000,
      }); // after it
      const other = await insertUser(ctx.db, { reseller_id: alpha });
      await insertCall(ctx.db, { user_id: other.id, start_time: inPeriod, duration: 6000 });
      await insertAssistant(ctx.db, { user_id: user.id, name: 'One' });
      await insertAssistant(ctx.db, { user_id: user.id, name: 'Two' });

      const res = await call('GET', '/api/subscriptions/usage', user, ALPHA);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          assistants: { used: 2, limit: 1, remaining: 0 },
          minutes: {
            used: 12,
            limit: 10,
            is_unlimited: false,
            overage_minutes: 2,
            overage_cost: 0.5,
            billing_period_start: start.toISOString(),
            billing_period_end: end.toISOString(),
            is_calendar_month_fallback: false,
          },
          subscription: { status: 'active', days_remaining: 11 },
          package: { name: 'Alpha Basic' },
        },
      });

      expect(await quotaFor(ctx.db, { id: user.id, role: 'user' })).toEqual({
        hasActiveSubscription: true,
        exempt: false,
        status: 'active',
        packageName: 'Alpha Basic',
        assistants: { used: 2, limit: 1, remaining: 0 },
        minutes: { used: 12, limit: 10, remaining: 0 },
      });
    });

    it('reports unlimited plans with -1 and no overage', async () => {
      const user = await signIn(ALPHA, alpha);
      await call('POST', '/api/subscriptions/subscribe', user, ALPHA, {
        package_id: plans.alphaFree,
      });
      await ctx.db
        .updateTable('subscriptions')
        .set({ package_id: plans.alphaPro })
        .where('user_id', '=', user.id)
        .execute();
      await insertCall(ctx.db, {
        user_id: user.id,
        start_time: new Date().toISOString(),
        duration: 60_000,
      });
      const usage = (await call('GET', '/api/subscriptions/usage', user, ALPHA)).json().data;
      expect(usage.assistants).toEqual({ used: 0, limit: -1, remaining: -1 });
      expect(usage.minutes).toMatchObject({
        used: 1000,
        limit: -1,
        is_unlimited: true,
        overage_minutes: 0,
        overage_cost: 0,
      });
    });

    it('uses the calendar month without a period', async () => {
      const user = await signIn(ALPHA, alpha);
      await call('POST', '/api/subscriptions/subscribe', user, ALPHA, {
        package_id: plans.alphaBasic,
      });
      const now = new Date();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      await insertCall(ctx.db, {
        user_id: user.id,
        start_time: monthStart.toISOString(),
        duration: 120,
      });
      await insertCall(ctx.db, {
        user_id: user.id,
        start_time: new Date(monthStart.getTime() - 1000).toISOString(),
        duration: 120,
      });
      const usage = (await call('GET', '/api/subscriptions/usage', user, ALPHA)).json().data;
      expect(usage.minutes).toMatchObject({
        used: 2,
        billing_period_start: monthStart.toISOString(),
        billing_period_end: nextMonth.toISOString(),
        is_calendar_month_fallback: true,
      });
      const quota = await quotaFor(ctx.db, { id: user.id, role: 'user' });
      expect(quota.hasActiveSubscription).toBe(false);
      expect(quota.status).toBe('pending');
    });

    it('gives no quota without a plan, and no limits to administrators', async () => {
      const user = await signIn(ALPHA, alpha);
      await insertAssistant(ctx.db, { user_id: user.id, name: 'Old' });
      expect(await quotaFor(ctx.db, { id: user.id, role: 'user' })).toEqual({
        hasActiveSubscription: false,
        exempt: false,
        status: null,
        packageName: null,
        assistants: { used: 1, limit: 0, remaining: 0 },
        minutes: { used: 0, limit: 0, remaining: 0 },
      });
      for (const role of ['admin', 'super_admin', 'reseller_admin', 'content_admin']) {
        const quota = await quotaFor(ctx.db, { id: user.id, role });
        expect(quota).toMatchObject({
          hasActiveSubscription: true,
          exempt: true,
          assistants: { used: 1, limit: -1, remaining: -1 },
          minutes: { limit: -1, remaining: -1 },
        });
      }
    });
  });
});
