import { beforeAll, describe, expect, it } from '@jest/globals';
import { activatePendingRegistration } from '../src/domains/billing/reseller-registration/repository';
import { ALPHA, BETA, buyPlan, createSandboxContext, insertPlan, MAIN } from './helpers/billing';
import { insertReseller, insertUser, login, type UserFixture } from './helpers/fixtures';
import { databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/**
 * Revenue counts for who earns it: the platform earns its own users' plans and the reseller packages; a reseller
 * earns its customers' payments. The admin dashboard's revenue is what the viewer's tenant earned.
 */
describe.each(databases)('revenue by who earns it on %s', (dialect) => {
  let alpha: number;
  let beta: number;
  let alphaAdmin: UserFixture;
  let betaAdmin: UserFixture;
  let platformAdmin: UserFixture;

  /** The reseller's registration (its reseller package) paid to the platform. */
  async function payResellerPackage(resellerId: number, amount: number) {
    const now = new Date().toISOString();
    const pkg = await ctx.db
      .insertInto('reseller_packages')
      .values({
        name: `Reseller package ${resellerId}`,
        description: 'For resellers',
        price: amount,
        yearly_price: amount * 10,
        voice_agents_limit: 10,
        minutes_limit: 1000,
        support_level: 'Email',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subscription = await ctx.db
      .insertInto('reseller_subscriptions')
      .values({
        reseller_id: resellerId,
        reseller_package_id: pkg.id,
        billing_interval: 'monthly',
        amount,
        currency: 'USD',
        status: 'pending',
        reference: `rsub_${resellerId}_${Date.now()}`,
        provider: 'sandbox',
        provider_checkout_id: null,
        provider_subscription_id: null,
        last_payment_error: null,
        current_period_start: null,
        current_period_end: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const activated = await activatePendingRegistration(
      ctx.db,
      { id: subscription.id, reseller_id: resellerId },
      {
        start: now,
        end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        providerSubscriptionId: null,
      },
      {
        amount,
        currency: 'USD',
        description: 'Reseller package (monthly)',
        provider: 'sandbox',
        provider_ref: `cs_${resellerId}`,
        reference: `rsub_${resellerId}`,
      },
    );
    expect(activated).toBe(true);
  }

  const overview = async (user: UserFixture, host: string) => {
    const token = await login(ctx.app, user, host);
    const res = await request(ctx.app, {
      method: 'GET',
      url: '/api/admin/dashboard/stats',
      host,
      token,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.overview as { total_revenue: number; revenue_this_month: number };
  };

  const ctx = useTestContext(() => createSandboxContext(dialect));
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    alphaAdmin = await insertUser(ctx.db, { reseller_id: alpha, role: 'reseller_admin' });
    betaAdmin = await insertUser(ctx.db, { reseller_id: beta, role: 'reseller_admin' });
    platformAdmin = await insertUser(ctx.db, { role: 'admin' });

    await payResellerPackage(alpha, 99);
    await buyPlan(ctx.app, ctx.db, {
      host: ALPHA,
      resellerId: alpha,
      packageId: await insertPlan(ctx.db, { reseller_id: alpha, price: 19 }),
    });
    await buyPlan(ctx.app, ctx.db, {
      host: BETA,
      resellerId: beta,
      packageId: await insertPlan(ctx.db, { reseller_id: beta, price: 9 }),
    });
    await buyPlan(ctx.app, ctx.db, {
      host: MAIN,
      resellerId: null,
      packageId: await insertPlan(ctx.db, { reseller_id: null, price: 29 }),
    });
    // Last month: the platform earned 40 (counted in the total, not this month).
    const lastMonth = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 86_400_000,
    );
    await ctx.db
      .insertInto('transactions')
      .values({
        user_id: null,
        reseller_id: null,
        earner_reseller_id: null,
        amount: 40,
        currency: 'USD',
        status: 'completed',
        created_at: lastMonth.toISOString(),
      })
      .execute();
  });

  it('records a reseller package as the platform’s income, a reseller plan as the reseller’s', async () => {
    const rows = await ctx.db
      .selectFrom('transactions')
      .select(['reseller_id', 'earner_reseller_id', 'kind', 'amount'])
      .where('created_at', '>=', new Date(Date.now() - 3_600_000).toISOString())
      .orderBy('id')
      .execute();
    expect(rows.map((r) => ({ ...r, amount: Number(r.amount) }))).toEqual([
      { reseller_id: alpha, earner_reseller_id: null, kind: 'reseller', amount: 99 },
      { reseller_id: alpha, earner_reseller_id: alpha, kind: 'subscription', amount: 19 },
      { reseller_id: beta, earner_reseller_id: beta, kind: 'subscription', amount: 9 },
      { reseller_id: null, earner_reseller_id: null, kind: 'subscription', amount: 29 },
    ]);
  });

  it('shows a reseller admin what its customers paid it, not what it paid the platform', async () => {
    expect(await overview(alphaAdmin, ALPHA)).toMatchObject({
      total_revenue: 19,
      revenue_this_month: 19,
    });
    expect(await overview(betaAdmin, BETA)).toMatchObject({
      total_revenue: 9,
      revenue_this_month: 9,
    });
  });

  it("shows a platform admin the platform's income only: its users' plans and the reseller packages", async () => {
    expect(await overview(platformAdmin, MAIN)).toMatchObject({
      total_revenue: 168, // 99 + 29 + 40 (last month)
      revenue_this_month: 128,
    });
  });
});
