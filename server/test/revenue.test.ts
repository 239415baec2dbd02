import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { activatePendingRegistration } from '../src/modules/reseller-registration/repository';
import { insertReseller, insertUser, login, type UserFixture } from './helpers/fixtures';
import {
  createTestContext,
  databases,
  request,
  testConfig,
  type TestContext,
} from './helpers/test-app';

/**
 * Issue 7, revenue by who earns it: the platform earns its own users' plans and the reseller packages; a reseller
 * earns its customers' payments. The admin dashboard's revenue is what the viewer's tenant earned.
 */
const MAIN = 'localhost:3000';
const ALPHA = 'alpha.localhost:3000';
const BETA = 'beta.localhost:3000';
const VISA = '4242 4242 4242 4242';

let seq = 0;
async function insertPlan(db: Kysely<DB>, reseller_id: number | null, price: number) {
  const now = new Date().toISOString();
  seq += 1;
  const row = await db
    .insertInto('packages')
    .values({
      name: `Plan ${seq}`,
      description: 'A plan',
      price,
      yearly_price: price * 10,
      features: JSON.stringify(['calls']),
      monthly_minutes_limit: 100,
      voice_agents_limit: 2,
      analytics_level: 'basic',
      support_level: 'Email',
      monthly_payment_link: null,
      yearly_payment_link: null,
      extra_per_minute_charge: 0.1,
      is_active: 1,
      sort_order: seq,
      reseller_id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(databases)('revenue by who earns it on %s', (dialect) => {
  let ctx: TestContext;
  let alpha: number;
  let beta: number;
  let alphaAdmin: UserFixture;
  let betaAdmin: UserFixture;
  let platformAdmin: UserFixture;

  /** A user of `host` subscribes to `plan` and pays it with the sandbox card. */
  async function buyPlan(host: string, resellerId: number | null, plan: number) {
    const user = await insertUser(ctx.db, { reseller_id: resellerId });
    const token = await login(ctx.app, user, host);
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/subscriptions/subscribe',
      host,
      token,
      payload: { package_id: plan },
    });
    expect(res.statusCode).toBe(200);
    const paid = await request(ctx.app, {
      method: 'POST',
      url: new URL(res.json().data.checkout_url as string).pathname,
      host: MAIN,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card_number: VISA }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    return user;
  }

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

  beforeAll(async () => {
    ctx = await createTestContext(dialect, {
      config: { payments: { ...testConfig().payments, provider: 'sandbox' } },
    });
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    alphaAdmin = await insertUser(ctx.db, { reseller_id: alpha, role: 'reseller_admin' });
    betaAdmin = await insertUser(ctx.db, { reseller_id: beta, role: 'reseller_admin' });
    platformAdmin = await insertUser(ctx.db, { role: 'admin' });

    await payResellerPackage(alpha, 99);
    await buyPlan(ALPHA, alpha, await insertPlan(ctx.db, alpha, 19));
    await buyPlan(BETA, beta, await insertPlan(ctx.db, beta, 9));
    await buyPlan(MAIN, null, await insertPlan(ctx.db, null, 29));
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
  afterAll(async () => {
    await ctx.close();
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
