import { beforeAll, describe, expect, it } from '@jest/globals';
import { RESELLER_BILLING_MESSAGES as M } from '../src/domains/billing/reseller-billing/messages';
import {
  ALPHA,
  BETA,
  callAs,
  createSandboxContext,
  DAY,
  insertResellerSubscription,
  DECLINED,
  deliverCheckoutCompletedTwice,
  MAIN,
  payWith,
  transactionsBy,
  VISA,
} from './helpers/billing';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { RESELLER_PACKAGE_FORM } from './helpers/admin-forms';

describe.each(databases)('reseller billing on %s', (dialect) => {
  let alpha: number;
  let beta: number;
  const pkg = {} as Record<'starter' | 'growth' | 'enterprise', number>;
  const token = {} as Record<'alpha' | 'beta' | 'superAdmin' | 'user', string>;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: string,
    host: string,
    payload?: object,
  ) => callAs(ctx.app, method, url, who, host, payload);
  const asSuperAdmin = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    call(method, `/api/super-admin/${path}`, token.superAdmin, MAIN, payload);

  const subscriptionOf = (resellerId: number) =>
    ctx.db
      .selectFrom('reseller_subscriptions')
      .selectAll()
      .where('reseller_id', '=', resellerId)
      .executeTakeFirstOrThrow();

  const transactionsOf = (resellerId: number) => transactionsBy(ctx.db, 'reseller_id', resellerId);

  const ctx = useTestContext(() => createSandboxContext(dialect));
  beforeAll(async () => {
    const packages = await ctx.db.selectFrom('reseller_packages').select(['id', 'name']).execute();
    const idOf = (name: string) => packages.find((p) => p.name === name)?.id as number;
    pkg.starter = idOf('Reseller Starter');
    pkg.growth = idOf('Reseller Growth');
    pkg.enterprise = idOf('Reseller Enterprise');
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha', org_name: 'Alpha Agency' });
    beta = await insertReseller(ctx.db, { subdomain: 'beta', org_name: 'Beta Partners' });
    await insertResellerSubscription(ctx.db, alpha, {
      packageId: pkg.growth,
      amount: 249,
      endsInDays: 10,
    });
    await insertResellerSubscription(ctx.db, beta, {
      packageId: pkg.growth,
      amount: 249,
      endsInDays: 200,
    });
    const alphaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alpha });
    const betaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: beta });
    const superAdmin = await insertUser(ctx.db, { role: 'super_admin' });
    const user = await insertUser(ctx.db, { role: 'user', reseller_id: alpha });
    token.alpha = await login(ctx.app, alphaAdmin, ALPHA);
    token.beta = await login(ctx.app, betaAdmin, BETA);
    token.superAdmin = await login(ctx.app, superAdmin, MAIN);
    token.user = await login(ctx.app, user, ALPHA);
  });

  it('shows a reseller admin its own package, period and the packages on offer', async () => {
    const res = await call('GET', '/api/reseller-billing', token.alpha, ALPHA);
    expect(res.statusCode).toBe(200);
    const { subscription, packages } = res.json().data;
    expect(subscription).toMatchObject({
      status: 'active',
      package: { id: pkg.growth, name: 'Reseller Growth', price: 249 },
      billing_interval: 'monthly',
      amount: 249,
      currency: 'USD',
      days_remaining: 10,
      can_pay: false,
      can_renew: true,
      last_payment_error: null,
    });
    expect(packages.map((p: { name: string }) => p.name)).toEqual([
      'Reseller Starter',
      'Reseller Growth',
      'Reseller Enterprise',
    ]);
    const other = (await call('GET', '/api/reseller-billing', token.beta, BETA)).json().data;
    expect(other.subscription.days_remaining).toBe(200);
    expect(other.subscription.can_renew).toBe(false);
    expect(other.subscription.id).not.toBe(subscription.id);
    expect((await call('GET', '/api/reseller-billing', token.user, ALPHA)).statusCode).toBe(403);
  });

  it('refuses a downgrade, a same-price move, an early renewal and bad input', async () => {
    const down = await call('POST', '/api/reseller-billing/checkout', token.alpha, ALPHA, {
      reseller_package_id: pkg.starter,
    });
    expect(down.statusCode).toBe(422);
    expect(down.json().message).toBe(M.upgradeOnlyUp);
    const early = await call('POST', '/api/reseller-billing/checkout', token.beta, BETA, {});
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(M.renewTooEarly);
    const bad = await call('POST', '/api/reseller-billing/checkout', token.alpha, ALPHA, {
      reseller_package_id: 'x',
      billing_interval: 'weekly',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      reseller_package_id: ['Please select a reseller package'],
      billing_interval: ['Billing interval must be monthly or yearly'],
    });
    const unknown = await call('POST', '/api/reseller-billing/checkout', token.alpha, ALPHA, {
      reseller_package_id: 999999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ reseller_package_id: [M.packageNotFound] });
    expect(await transactionsOf(alpha)).toEqual([]);
  });

  describe('an upgrade paid through the platform sandbox', () => {
    let checkoutUrl: string;

    it('answers a platform checkout for the pricier package; a declined card changes nothing', async () => {
      const res = await call('POST', '/api/reseller-billing/checkout', token.alpha, ALPHA, {
        reseller_package_id: pkg.enterprise,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(M.redirecting);
      checkoutUrl = res.json().data.checkout_url;
      expect(checkoutUrl).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\/cs_/);
      const page = await request(ctx.app, { method: 'GET', url: new URL(checkoutUrl).pathname });
      expect(page.body).toContain('$599.00');
      expect(page.body).toContain('Reseller Enterprise reseller plan (monthly)');

      const declined = await payWith(ctx.app, checkoutUrl, DECLINED);
      expect(declined.statusCode).toBe(402);
      const row = await subscriptionOf(alpha);
      expect(row.reseller_package_id).toBe(pkg.growth);
      expect(row.last_payment_error).toBe('Your card was declined.');
      expect(await transactionsOf(alpha)).toEqual([]);
    });

    it('moves the subscription to the new package and period and records the platform payment', async () => {
      const before = await subscriptionOf(alpha);
      const paid = await payWith(ctx.app, checkoutUrl, VISA);
      expect(paid.statusCode).toBe(303);
      expect(String(paid.headers.location)).toBe(
        'http://alpha.localhost:3000/reseller-billing?checkout=success',
      );
      const row = await subscriptionOf(alpha);
      expect(row).toMatchObject({
        reseller_package_id: pkg.enterprise,
        status: 'active',
        last_payment_error: null,
      });
      expect(Number(row.amount)).toBe(599);
      const start = Date.parse(String(row.current_period_start));
      expect(Math.abs(start - Date.now())).toBeLessThan(60_000);
      expect(Date.parse(String(row.current_period_end))).toBeGreaterThan(
        Date.parse(String(before.current_period_end)),
      );
      const [transaction, ...rest] = await transactionsOf(alpha);
      expect(rest).toEqual([]);
      expect(transaction).toMatchObject({
        kind: 'reseller',
        status: 'completed',
        earner_reseller_id: null,
        subscription_id: null,
        provider: 'sandbox',
        currency: 'USD',
      });
      expect(Number(transaction?.amount)).toBe(599);
      expect(transaction?.reference).toMatch(/^rb_[a-f0-9]{32}$/);
      // beta is untouched
      expect((await subscriptionOf(beta)).reseller_package_id).toBe(pkg.growth);
      expect(await transactionsOf(beta)).toEqual([]);
    });

    it('changes nothing when the webhook is delivered again', async () => {
      const row = await subscriptionOf(alpha);
      await deliverCheckoutCompletedTwice(
        ctx,
        new URL(checkoutUrl).pathname.split('/').pop() as string,
        'evt_replayed_reseller',
      );
      expect(await transactionsOf(alpha)).toHaveLength(1);
      const after = await subscriptionOf(alpha);
      expect(after.current_period_end).toBe(row.current_period_end);
    });
  });

  it('renews an expired package for a new period starting now', async () => {
    await ctx.db
      .updateTable('reseller_subscriptions')
      .set({ current_period_end: new Date(Date.now() - DAY).toISOString() })
      .where('reseller_id', '=', beta)
      .execute();
    const view = (await call('GET', '/api/reseller-billing', token.beta, BETA)).json().data;
    expect(view.subscription).toMatchObject({
      status: 'expired',
      days_remaining: 0,
      can_renew: true,
    });
    const res = await call('POST', '/api/reseller-billing/checkout', token.beta, BETA, {
      billing_interval: 'yearly',
    });
    expect(res.statusCode).toBe(200);
    expect((await payWith(ctx.app, res.json().data.checkout_url, VISA)).statusCode).toBe(303);
    const row = await subscriptionOf(beta);
    expect(row).toMatchObject({
      status: 'active',
      billing_interval: 'yearly',
      reseller_package_id: pkg.growth,
    });
    const end = Date.parse(String(row.current_period_end));
    expect(end - Date.now()).toBeGreaterThan(364 * DAY);
    const [transaction] = await transactionsOf(beta);
    expect(transaction).toMatchObject({ kind: 'reseller', earner_reseller_id: null });
    const yearly = await ctx.db
      .selectFrom('reseller_packages')
      .select('yearly_price')
      .where('id', '=', pkg.growth)
      .executeTakeFirstOrThrow();
    expect(Number(transaction?.amount)).toBe(Number(yearly.yearly_price));
  });

  it('pays a pending package through the registration purpose, which activates it', async () => {
    // A pending reseller's site refuses sign-ins: an active reseller whose package is still unpaid.
    const gamma = await insertReseller(ctx.db, { subdomain: 'gamma' });
    await insertResellerSubscription(ctx.db, gamma, {
      packageId: pkg.starter,
      amount: 99,
      endsInDays: 0,
    });
    await ctx.db
      .updateTable('reseller_subscriptions')
      .set({ status: 'pending', current_period_start: null, current_period_end: null })
      .where('reseller_id', '=', gamma)
      .execute();
    const gammaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: gamma });
    const gammaToken = await login(ctx.app, gammaAdmin, 'gamma.localhost:3000');
    const view = (
      await call('GET', '/api/reseller-billing', gammaToken, 'gamma.localhost:3000')
    ).json().data.subscription;
    expect(view).toMatchObject({ status: 'pending', can_pay: true, current_period_end: null });
    const other = await call(
      'POST',
      '/api/reseller-billing/checkout',
      gammaToken,
      'gamma.localhost:3000',
      {
        reseller_package_id: pkg.growth,
      },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(M.payPendingFirst);
    const res = await call(
      'POST',
      '/api/reseller-billing/checkout',
      gammaToken,
      'gamma.localhost:3000',
      {},
    );
    expect(res.statusCode).toBe(200);
    expect((await payWith(ctx.app, res.json().data.checkout_url, VISA)).statusCode).toBe(303);
    const row = await subscriptionOf(gamma);
    expect(row.status).toBe('active');
    expect(row.current_period_end).not.toBeNull();
    const [transaction, ...rest] = await transactionsOf(gamma);
    expect(rest).toEqual([]);
    expect(transaction).toMatchObject({
      kind: 'reseller',
      earner_reseller_id: null,
      reference: row.reference,
    });
    expect(Number(transaction?.amount)).toBe(99);
    await ctx.db.deleteFrom('transactions').where('reseller_id', '=', gamma).execute();
    await ctx.db.deleteFrom('reseller_subscriptions').where('reseller_id', '=', gamma).execute();
  });

  describe('super admin', () => {
    it('lists what resellers paid the platform, narrowed by reseller', async () => {
      const res = await asSuperAdmin('GET', 'reseller-transactions');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.pagination.total).toBe(2);
      expect(
        body.data.map((t: { reseller: { org_name: string } }) => t.reseller.org_name).sort(),
      ).toEqual(['Alpha Agency', 'Beta Partners']);
      const narrowed = await asSuperAdmin('GET', `reseller-transactions?reseller_id=${alpha}`);
      expect(narrowed.json().data).toHaveLength(1);
      expect(narrowed.json().data[0]).toMatchObject({ amount: 599, reseller: { id: alpha } });
      const bad = await asSuperAdmin('GET', 'reseller-transactions?reseller_id=x');
      expect(bad.statusCode).toBe(422);
    });

    it('lists every reseller subscription with status filter and reseller search', async () => {
      const all = (await asSuperAdmin('GET', 'reseller-subscriptions')).json();
      expect(all.pagination.total).toBe(2);
      const found = await asSuperAdmin('GET', 'reseller-subscriptions?search=beta');
      expect(found.json().data).toHaveLength(1);
      expect(found.json().data[0]).toMatchObject({
        reseller: { id: beta, org_name: 'Beta Partners', subdomain: 'beta' },
        status: 'active',
        billing_interval: 'yearly',
      });
      await ctx.db
        .updateTable('reseller_subscriptions')
        .set({ current_period_end: new Date(Date.now() - DAY).toISOString() })
        .where('reseller_id', '=', alpha)
        .execute();
      const expired = (await asSuperAdmin('GET', 'reseller-subscriptions?status=expired')).json();
      expect(expired.data.map((s: { reseller: { id: number } }) => s.reseller.id)).toEqual([alpha]);
      const active = (await asSuperAdmin('GET', 'reseller-subscriptions?status=active')).json();
      expect(active.data.map((s: { reseller: { id: number } }) => s.reseller.id)).toEqual([beta]);
      const bad = await asSuperAdmin('GET', 'reseller-subscriptions?status=odd');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.status).toEqual([
        'The status must be pending, active, expired or cancelled.',
      ]);
    });

    it('creates, edits and retires reseller packages; a retired one is no longer offered', async () => {
      const invalid = await asSuperAdmin('POST', 'reseller-packages', {
        name: '',
        price: -1,
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toMatchObject({
        name: ['Name is required'],
        price: ['Monthly price cannot be negative'],
        yearly_price: ['Yearly price is required'],
        support_level: ['Support level is required'],
      });
      const created = await asSuperAdmin('POST', 'reseller-packages', RESELLER_PACKAGE_FORM);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        message: M.packageCreated,
        data: {
          name: 'Reseller Scale',
          price: 399,
          formatted_minutes_limit: '20,000',
          is_active: true,
          live_subscriptions: 0,
        },
      });
      const id = created.json().data.id as number;
      const edited = await asSuperAdmin('PUT', `reseller-packages/${id}`, {
        ...created.json().data,
        name: 'Reseller Scale+',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.name).toBe('Reseller Scale+');
      const retired = await asSuperAdmin('POST', `reseller-packages/${id}/retire`);
      expect(retired.json()).toMatchObject({
        message: M.packageRetired,
        data: { is_active: false },
      });
      const offered = (await call('GET', '/api/reseller-billing', token.alpha, ALPHA)).json().data
        .packages;
      expect(offered.map((p: { id: number }) => p.id)).not.toContain(id);
      const list = (await asSuperAdmin('GET', 'reseller-packages')).json().data;
      expect(list.find((p: { id: number }) => p.id === id)).toMatchObject({ is_active: false });
      expect(list.find((p: { id: number }) => p.id === pkg.growth).live_subscriptions).toBe(1);
      const missing = await asSuperAdmin('POST', 'reseller-packages/999999/retire');
      expect(missing.statusCode).toBe(404);
      const upgradeToRetired = await call(
        'POST',
        '/api/reseller-billing/checkout',
        token.alpha,
        ALPHA,
        {
          reseller_package_id: id,
        },
      );
      expect(upgradeToRetired.statusCode).toBe(422);
    });
  });
});
