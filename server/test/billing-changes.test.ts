import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ALPHA,
  buyPlan,
  callAs,
  createSandboxContext,
  insertPlan,
  MAIN,
  payWith,
  transactionsBy,
  VISA,
} from './helpers/billing';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { databases, request, type TestContext } from './helpers/test-app';

/** Custom deals' prices, upgrades with proration, scheduled downgrades, cancel and resume. */
describe.each(databases)('billing changes on %s', (dialect) => {
  let ctx: TestContext;
  let alpha: number;
  let adminToken: string;
  const plans = {} as Record<'basic' | 'pro' | 'business', number>;

  beforeAll(async () => {
    ctx = await createSandboxContext(dialect, { appUrl: 'http://localhost:3000' });
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    plans.basic = await insertPlan(ctx.db, {
      name: 'Basic',
      price: 29,
      yearly_price: 290,
      reseller_id: alpha,
    });
    plans.pro = await insertPlan(ctx.db, {
      name: 'Pro',
      price: 79,
      yearly_price: 790,
      reseller_id: alpha,
    });
    plans.business = await insertPlan(ctx.db, {
      name: 'Business',
      price: 199,
      yearly_price: 1990,
      reseller_id: alpha,
    });
    const admin = await insertUser(ctx.db, { role: 'admin' });
    adminToken = await login(ctx.app, admin, MAIN);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    callAs(ctx.app, method, url, adminToken, MAIN, payload);

  const current = async (token: string) =>
    (await callAs(ctx.app, 'GET', '/api/subscriptions/current', token, ALPHA)).json().data;

  const createDeal = (userId: number, amount = 150) =>
    asAdmin('POST', '/api/admin/subscriptions/custom/create', {
      user_id: userId,
      package_id: plans.business,
      custom_amount: amount,
      billing_interval: 'monthly',
      duration_months: 6,
    });

  async function payLink(link: string) {
    const opened = await request(ctx.app, {
      method: 'GET',
      url: new URL(link).pathname,
      host: ALPHA,
    });
    expect(opened.statusCode).toBe(302);
    return payWith(ctx.app, opened.headers.location as string, VISA);
  }

  async function customerPaidDeal(amount: number) {
    const user = await insertUser(ctx.db, { reseller_id: alpha });
    const token = await login(ctx.app, user, ALPHA);
    const created = await createDeal(user.id, amount);
    expect(created.statusCode).toBe(201);
    expect((await payLink(created.json().data.payment_link)).statusCode).toBe(303);
    return { user, token, id: created.json().data.subscription.id as number };
  }

  describe('a custom deal', () => {
    it('shows its own amount and interval on GET /api/subscriptions/current and the admin lists', async () => {
      const { token, id } = await customerPaidDeal(150);
      const data = await current(token);
      expect(data).toMatchObject({
        id,
        status: 'active',
        amount: 150,
        is_custom: true,
        billing_interval: 'monthly',
      });
      expect(data.package).toMatchObject({ name: 'Business', price: 199 });

      const list = (await asAdmin('GET', '/api/admin/subscriptions?per_page=100')).json().data;
      expect(list.find((row: { id: number }) => row.id === id)).toMatchObject({
        amount: 150,
        is_custom: true,
      });
      const custom = (await asAdmin('GET', '/api/admin/subscriptions/custom')).json().data;
      expect(custom.find((row: { id: number }) => row.id === id)).toMatchObject({
        custom_amount: 150,
      });
    });

    it('a plan price shows as its amount, not custom', async () => {
      const paid = await buyPlan(ctx.app, ctx.db, {
        host: ALPHA,
        resellerId: alpha,
        packageId: plans.pro,
      });
      expect(await current(paid.token)).toMatchObject({ amount: 79, is_custom: false });
    });

    it('is refused while the plan is live and not ending', async () => {
      const paid = await buyPlan(ctx.app, ctx.db, {
        host: ALPHA,
        resellerId: alpha,
        packageId: plans.basic,
      });
      const res = await createDeal(paid.user.id);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.user_id).toEqual([
        'This user already has an active or pending subscription.',
      ]);
    });

    it('can follow a cancelled plan that is running out, starting when it ends', async () => {
      const paid = await buyPlan(ctx.app, ctx.db, {
        host: ALPHA,
        resellerId: alpha,
        packageId: plans.basic,
      });
      const cancel = await callAs(ctx.app, 'POST', '/api/subscriptions/cancel', paid.token, ALPHA);
      expect(cancel.statusCode).toBe(200);
      const endsAt = (await current(paid.token)).current_period_end as string;

      const created = await createDeal(paid.user.id, 120);
      expect(created.statusCode).toBe(201);
      const dealId = created.json().data.subscription.id as number;
      expect(created.json().data.subscription.status).toBe('scheduled');
      // A second deal for the same ending plan: refused.
      expect((await createDeal(paid.user.id)).statusCode).toBe(422);

      // Paid ahead: the customer keeps the ending plan until its end; the deal waits for it.
      expect((await payLink(created.json().data.payment_link)).statusCode).toBe(303);
      expect(await current(paid.token)).toMatchObject({ id: paid.id, package: { name: 'Basic' } });
      const deal = await ctx.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', dealId)
        .executeTakeFirstOrThrow();
      expect(deal.status).toBe('scheduled');
      expect(new Date(deal.current_period_start as string).toISOString()).toBe(
        new Date(endsAt).toISOString(),
      );
      const payments = await transactionsBy(ctx.db, 'subscription_id', dealId);
      expect(payments.map((t) => Number(t.amount))).toEqual([120]);

      // The ending plan reaches its end (sandbox clock): the deal is the customer's plan.
      const clock = await asAdmin('POST', `/api/sandbox/subscriptions/${paid.id}/advance-clock`);
      expect(clock.statusCode).toBe(200);
      const after = await current(paid.token);
      expect(after).toMatchObject({ id: dealId, status: 'active', amount: 120, is_custom: true });
      expect(Date.parse(after.current_period_start)).toBeLessThanOrEqual(Date.now());
    });

    it('waits for its payment when the ending plan ended first', async () => {
      const paid = await buyPlan(ctx.app, ctx.db, {
        host: ALPHA,
        resellerId: alpha,
        packageId: plans.basic,
      });
      await callAs(ctx.app, 'POST', '/api/subscriptions/cancel', paid.token, ALPHA);
      const created = await createDeal(paid.user.id, 90);
      const dealId = created.json().data.subscription.id as number;
      await asAdmin('POST', `/api/sandbox/subscriptions/${paid.id}/advance-clock`);
      expect(await current(paid.token)).toMatchObject({ id: dealId, status: 'pending' });
      expect((await payLink(created.json().data.payment_link)).statusCode).toBe(303);
      expect(await current(paid.token)).toMatchObject({ id: dealId, status: 'active', amount: 90 });
    });
  });
});
