import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { PAY_LINK_VISITS_PER_MINUTE } from '../src/domains/billing/custom-subscriptions/routes';
import {
  ALPHA,
  buyPlan,
  DAY,
  callAs,
  createSandboxContext,
  insertPlan,
  MAIN,
  payWith,
  transactionsBy,
  VISA,
} from './helpers/billing';
import { insertCall, insertReseller, insertUser, login } from './helpers/fixtures';
import { databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** Custom deals' prices, upgrades with proration, scheduled downgrades, cancel and resume. */
describe.each(databases)('billing changes on %s', (dialect) => {
  let alpha: number;
  let adminToken: string;
  const plans = {} as Record<'basic' | 'pro' | 'business', number>;

  const ctx = useTestContext(() =>
    createSandboxContext(dialect, { appUrl: 'http://localhost:3000' }),
  );
  beforeAll(async () => {
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

  /** A new user of alpha who bought this plan with `card` (VISA by default). */
  const buyAlphaPlan = (packageId: number, card?: string) =>
    buyPlan(ctx.app, ctx.db, { host: ALPHA, resellerId: alpha, packageId, card });
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
      const paid = await buyAlphaPlan(plans.pro);
      expect(await current(paid.token)).toMatchObject({ amount: 79, is_custom: false });
    });

    it('is refused while the plan is live and not ending', async () => {
      const paid = await buyAlphaPlan(plans.basic);
      const res = await createDeal(paid.user.id);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.user_id).toEqual([
        'This user already has an active or pending subscription.',
      ]);
    });

    it('can follow a cancelled plan that is running out, starting when it ends', async () => {
      const paid = await buyAlphaPlan(plans.basic);
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
      const paid = await buyAlphaPlan(plans.basic);
      await callAs(ctx.app, 'POST', '/api/subscriptions/cancel', paid.token, ALPHA);
      const created = await createDeal(paid.user.id, 90);
      const dealId = created.json().data.subscription.id as number;
      await asAdmin('POST', `/api/sandbox/subscriptions/${paid.id}/advance-clock`);
      expect(await current(paid.token)).toMatchObject({ id: dealId, status: 'pending' });
      expect((await payLink(created.json().data.payment_link)).statusCode).toBe(303);
      expect(await current(paid.token)).toMatchObject({ id: dealId, status: 'active', amount: 90 });
    });
  });

  /** Moves a subscription's period so that it started `daysIn` days ago and lasts 30 days. */
  async function midPeriod(id: number, daysIn: number) {
    const start = new Date(Date.now() - daysIn * DAY);
    await ctx.db
      .updateTable('subscriptions')
      .set({
        current_period_start: start.toISOString(),
        current_period_end: new Date(start.getTime() + 30 * DAY).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    return ctx.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** Stripe's proration, written out: each line rounded to the cent, over whole seconds. */
  function expectedProration(
    row: { current_period_start: string | null; current_period_end: string | null },
    at: string,
    oldCents: number,
    newCents: number,
  ) {
    const start = Math.floor(Date.parse(row.current_period_start as string) / 1000);
    const end = Math.floor(Date.parse(row.current_period_end as string) / 1000);
    const when = Math.floor(Date.parse(at) / 1000);
    const unused = (end - when) / (end - start);
    const credit = Math.round(oldCents * unused);
    const charge = Math.round(newCents * unused);
    return { credit: credit / 100, charge: charge / 100, due: (charge - credit) / 100 };
  }

  const preview = (token: string, packageId: number) =>
    callAs(
      ctx.app,
      'GET',
      `/api/subscriptions/upgrade-preview?package_id=${packageId}`,
      token,
      ALPHA,
    );

  describe('an upgrade', () => {
    it('is prorated: the preview is what the saved card is charged, the period and usage stay', async () => {
      const paid = await buyAlphaPlan(plans.basic);
      const before = await midPeriod(paid.id, 15);
      const callStart = new Date(Date.now() - 2 * DAY).toISOString();
      await insertCall(ctx.db, { user_id: paid.user.id, duration: 125, start_time: callStart });

      const quote = await preview(paid.token, plans.pro);
      expect(quote.statusCode).toBe(200);
      const data = quote.json().data;
      const expected = expectedProration(before, data.proration_date, 2900, 7900);
      expect(data).toMatchObject({
        package_id: plans.pro,
        billing_interval: 'monthly',
        new_amount: 79,
        credit: expected.credit,
        charge: expected.charge,
        amount_due: expected.due,
      });
      // About half the period is left: about half of the $50 difference.
      expect(data.amount_due).toBeGreaterThan(24.9);
      expect(data.amount_due).toBeLessThan(25.1);

      const res = await callAs(ctx.app, 'POST', '/api/subscriptions/upgrade', paid.token, ALPHA, {
        package_id: plans.pro,
        proration_date: data.proration_date,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Subscription upgraded successfully!',
        data: { checkout_url: null, subscription: { package: { name: 'Pro' }, amount: 79 } },
      });
      const after = await ctx.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', paid.id)
        .executeTakeFirstOrThrow();
      expect(after.current_period_start).toBe(before.current_period_start);
      expect(after.current_period_end).toBe(before.current_period_end);
      const usage = (
        await callAs(ctx.app, 'GET', '/api/subscriptions/usage', paid.token, ALPHA)
      ).json().data;
      expect(usage.minutes.used).toBe(3);

      const payments = await transactionsBy(ctx.db, 'user_id', paid.user.id);
      expect(payments).toHaveLength(2);
      const upgradePayment = payments[1];
      expect(Number(upgradePayment?.amount)).toBe(expected.due);
      expect(upgradePayment?.description).toBe('Upgrade to Pro plan (monthly)');
      expect(upgradePayment?.line_items).toEqual([
        { description: 'Unused time on Basic plan', amount: -expected.credit },
        {
          description: 'Remaining time on Pro plan',
          amount: expected.charge,
          package_id: plans.pro,
        },
      ]);
    });

    it("from a custom deal credits the deal's own amount", async () => {
      const { token, id } = await customerPaidDeal(150);
      const before = await midPeriod(id, 20);
      const business2 = await insertPlan(ctx.db, {
        name: 'Business Plus',
        price: 299,
        yearly_price: 2990,
        reseller_id: alpha,
      });
      const data = (await preview(token, business2)).json().data;
      const expected = expectedProration(before, data.proration_date, 15000, 29900);
      expect(data).toMatchObject({
        credit: expected.credit,
        charge: expected.charge,
        amount_due: expected.due,
      });
      const res = await callAs(ctx.app, 'POST', '/api/subscriptions/upgrade', token, ALPHA, {
        package_id: business2,
        proration_date: data.proration_date,
      });
      expect(res.statusCode).toBe(200);
      expect(await current(token)).toMatchObject({
        amount: 299,
        is_custom: false,
        package: { name: 'Business Plus' },
      });
      await ctx.db
        .updateTable('packages')
        .set({ is_active: 0 })
        .where('id', '=', business2)
        .execute();
    });

    it('refuses a quote older than 15 minutes, and a plan that costs less than a custom deal', async () => {
      const paid = await buyAlphaPlan(plans.basic);
      const stale = await callAs(ctx.app, 'POST', '/api/subscriptions/upgrade', paid.token, ALPHA, {
        package_id: plans.pro,
        proration_date: new Date(Date.now() - 16 * 60_000).toISOString(),
      });
      expect(stale.statusCode).toBe(422);
      expect(stale.json().message).toBe(
        'The upgrade price has changed. Please review it and confirm again.',
      );

      const deal = await customerPaidDeal(150);
      const pro = await preview(deal.token, plans.pro);
      expect(pro.statusCode).toBe(422);
      expect(pro.json().message).toBe(
        'You can only upgrade to a plan that costs more than your current plan.',
      );
    });

    it('changes nothing when the saved card is declined (402)', async () => {
      const paid = await buyAlphaPlan(plans.basic, '4000 0000 0000 0341');
      const res = await callAs(ctx.app, 'POST', '/api/subscriptions/upgrade', paid.token, ALPHA, {
        package_id: plans.pro,
      });
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe('Your card was declined.');
      expect(await current(paid.token)).toMatchObject({ package: { name: 'Basic' }, amount: 29 });
      expect(await transactionsBy(ctx.db, 'user_id', paid.user.id)).toHaveLength(1);
    });

    it('without a saved card opens a checkout for the prorated difference only', async () => {
      const paid = await buyAlphaPlan(plans.basic);
      await ctx.db
        .updateTable('subscriptions')
        .set({ provider_customer_id: null })
        .where('id', '=', paid.id)
        .execute();
      const before = await midPeriod(paid.id, 10);
      const data = (await preview(paid.token, plans.business)).json().data;
      const res = await callAs(ctx.app, 'POST', '/api/subscriptions/upgrade', paid.token, ALPHA, {
        package_id: plans.business,
        proration_date: data.proration_date,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Complete the payment to upgrade your subscription.');
      const session = await ctx.db
        .selectFrom('sandbox_checkout_sessions')
        .selectAll()
        .where('id', '=', new URL(res.json().data.checkout_url).pathname.split('/').pop() as string)
        .executeTakeFirstOrThrow();
      expect(session.amount).toBe(Math.round(data.amount_due * 100));
      expect(session.interval).toBeNull();
      expect((await payWith(ctx.app, res.json().data.checkout_url, VISA)).statusCode).toBe(303);
      const after = await current(paid.token);
      expect(after).toMatchObject({
        package: { name: 'Business' },
        amount: 199,
        pending_package: null,
      });
      expect(after.current_period_end).toBe(before.current_period_end);
      const payments = await transactionsBy(ctx.db, 'user_id', paid.user.id);
      expect(Number(payments.at(-1)?.amount)).toBe(data.amount_due);
    });
  });

  describe('a move to a cheaper plan', () => {
    it('is scheduled for the period end, can be dropped, and takes effect at the renewal', async () => {
      const paid = await buyAlphaPlan(plans.pro);
      const up = await callAs(ctx.app, 'POST', '/api/subscriptions/upgrade', paid.token, ALPHA, {
        package_id: plans.basic,
      });
      expect(up.statusCode).toBe(422);

      const res = await callAs(ctx.app, 'POST', '/api/subscriptions/downgrade', paid.token, ALPHA, {
        package_id: plans.basic,
      });
      expect(res.statusCode).toBe(200);
      const end = (await current(paid.token)).current_period_end as string;
      expect(res.json().message).toBe(
        `Your plan will change to Basic on ${new Date(end).toUTCString().slice(5, 16)}.`,
      );
      expect(res.json().data.subscription).toMatchObject({
        package: { name: 'Pro' },
        scheduled_package: { name: 'Basic' },
      });
      const dearer = await callAs(
        ctx.app,
        'POST',
        '/api/subscriptions/downgrade',
        paid.token,
        ALPHA,
        { package_id: plans.business },
      );
      expect(dearer.statusCode).toBe(422);
      expect(dearer.json().message).toBe(
        'You can only schedule a move to a plan that costs less than your current plan.',
      );

      const dropped = await callAs(
        ctx.app,
        'POST',
        '/api/subscriptions/downgrade/cancel',
        paid.token,
        ALPHA,
      );
      expect(dropped.statusCode).toBe(200);
      expect(dropped.json().data.subscription.scheduled_package).toBeNull();
      await callAs(ctx.app, 'POST', '/api/subscriptions/downgrade', paid.token, ALPHA, {
        package_id: plans.basic,
      });

      const clock = await asAdmin('POST', `/api/sandbox/subscriptions/${paid.id}/advance-clock`);
      expect(clock.statusCode).toBe(200);
      const after = await current(paid.token);
      expect(after).toMatchObject({
        status: 'active',
        package: { name: 'Basic' },
        amount: 29,
        scheduled_package: null,
      });
      const renewal = (await transactionsBy(ctx.db, 'user_id', paid.user.id)).at(-1);
      expect(renewal?.kind).toBe('renewal');
      expect(Number(renewal?.amount)).toBe(29);
      expect(renewal?.description).toBe('Basic plan renewal (monthly)');
    });
  });

  describe('cancel and resume', () => {
    it('a cancelled plan offers no upgrade until resumed; resume undoes the cancellation', async () => {
      const paid = await buyAlphaPlan(plans.basic);
      await callAs(ctx.app, 'POST', '/api/subscriptions/cancel', paid.token, ALPHA);
      const up = await preview(paid.token, plans.pro);
      expect(up.statusCode).toBe(422);
      expect(up.json().message).toBe(
        'Your subscription is cancelled. Resume it before changing its plan.',
      );

      const res = await callAs(ctx.app, 'POST', '/api/subscriptions/resume', paid.token, ALPHA);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Subscription resumed successfully!',
        data: { subscription: { status: 'active', cancel_at_period_end: false } },
      });
      const row = await ctx.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', paid.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ends_at: null, cancelled_at: null });
      const again = await callAs(ctx.app, 'POST', '/api/subscriptions/resume', paid.token, ALPHA);
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe('Your subscription is not cancelled.');
      // It renews again at its end.
      await asAdmin('POST', `/api/sandbox/subscriptions/${paid.id}/advance-clock`);
      expect(await current(paid.token)).toMatchObject({ id: paid.id, status: 'active' });
      expect(await transactionsBy(ctx.db, 'user_id', paid.user.id)).toHaveLength(2);
    });

    it('refuses to resume a plan a custom deal is set to follow', async () => {
      const paid = await buyAlphaPlan(plans.basic);
      await callAs(ctx.app, 'POST', '/api/subscriptions/cancel', paid.token, ALPHA);
      expect((await createDeal(paid.user.id)).statusCode).toBe(201);
      const res = await callAs(ctx.app, 'POST', '/api/subscriptions/resume', paid.token, ALPHA);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(
        'A custom plan is already set to start when this one ends. Contact us to change it.',
      );
    });
  });

  describe('a payment link', () => {
    it('reuses its open checkout and limits visits per IP (60 visits: 1 checkout, then 429)', async () => {
      const user = await insertUser(ctx.db, { reseller_id: alpha });
      const created = await createDeal(user.id, 70);
      const path = new URL(created.json().data.payment_link as string).pathname;
      const visit = () =>
        request(ctx.app, { method: 'GET', url: path, host: ALPHA, remoteAddress: '203.0.113.9' });
      const answers = [];
      for (let n = 0; n < 60; n += 1) answers.push(await visit());
      const redirects = answers.filter((res) => res.statusCode === 302);
      expect(redirects).toHaveLength(PAY_LINK_VISITS_PER_MINUTE);
      expect(new Set(redirects.map((res) => res.headers.location)).size).toBe(1);
      const limited = answers.slice(PAY_LINK_VISITS_PER_MINUTE);
      expect(limited.every((res) => res.statusCode === 429)).toBe(true);
      expect(limited[0]?.headers['retry-after']).toBeDefined();
      expect(limited[0]?.body).toContain('Too many attempts');
      const reference = (
        await ctx.db
          .selectFrom('subscriptions')
          .select('reference')
          .where('id', '=', created.json().data.subscription.id)
          .executeTakeFirstOrThrow()
      ).reference;
      const sessions = await ctx.db
        .selectFrom('sandbox_checkout_sessions')
        .select('id')
        .where('reference', 'like', `${reference}_%`)
        .execute();
      expect(sessions).toHaveLength(1);

      // Another visitor is not limited; once that checkout is no longer open, a new one is made.
      await ctx.db
        .updateTable('sandbox_checkout_sessions')
        .set({ expires_at: new Date(Date.now() + 60_000).toISOString() })
        .where('id', '=', sessions[0]?.id as string)
        .execute();
      const other = await request(ctx.app, {
        method: 'GET',
        url: path,
        host: ALPHA,
        remoteAddress: '198.51.100.7',
      });
      expect(other.statusCode).toBe(302);
      expect(other.headers.location).not.toBe(redirects[0]?.headers.location);
    });

    it("a resent link opens its own checkout, not the replaced link's", async () => {
      const user = await insertUser(ctx.db, { reseller_id: alpha });
      const created = await createDeal(user.id, 70);
      const firstPath = new URL(created.json().data.payment_link as string).pathname;
      const visit = (path: string) => request(ctx.app, { method: 'GET', url: path, host: ALPHA });
      const first = await visit(firstPath);
      expect(first.statusCode).toBe(302);

      const resent = await asAdmin('POST', '/api/admin/subscriptions/custom/resend-payment-link', {
        subscription_id: created.json().data.subscription.id,
      });
      expect(resent.statusCode).toBe(200);
      const secondPath = new URL(resent.json().data.payment_link as string).pathname;
      const second = await visit(secondPath);
      expect(second.statusCode).toBe(302);
      expect(second.headers.location).not.toBe(first.headers.location);
      // The new link's checkout comes back to the new link; a visit to it goes back to that checkout.
      expect((await visit(secondPath)).headers.location).toBe(second.headers.location);
      expect((await visit(firstPath)).body).toContain('This payment link has been replaced');
    });

    it('answers styled pages, their stylesheet allowed by its hash', async () => {
      const res = await request(ctx.app, {
        method: 'GET',
        url: `/pay/${'a'.repeat(43)}`,
        host: ALPHA,
      });
      expect(res.statusCode).toBe(404);
      const css = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] as string;
      expect(css).toContain('main{');
      const hash = createHash('sha256').update(css).digest('base64');
      expect(res.headers['content-security-policy']).toContain(`style-src 'sha256-${hash}'`);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    });
  });
});
