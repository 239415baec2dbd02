import { beforeAll, describe, expect, it } from '@jest/globals';
import type { NewTransaction } from '../src/db/schema';
import { insertAssistant, insertCall, insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe.each(databases)('GET /api/super-admin/overview on %s', (dialect) => {
  let alpha: number;
  let beta: number;
  let adminToken: string;
  const now = new Date();
  const thisMonth = now.toISOString();
  const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 15)).toISOString();

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha', org_name: 'Alpha Agency' });
    beta = await insertReseller(ctx.db, { subdomain: 'beta', org_name: 'Beta Calls' });
    await insertReseller(ctx.db, { subdomain: 'paused', status: 'suspended' });
    await insertReseller(ctx.db, { subdomain: 'waiting', status: 'pending' });
    const alphaUser = await insertUser(ctx.db, { reseller_id: alpha });
    const betaUser = await insertUser(ctx.db, { reseller_id: beta });
    const mainUser = await insertUser(ctx.db);
    await insertUser(ctx.db, { reseller_id: beta, status: 'suspended' });
    const deleted = await insertUser(ctx.db, { reseller_id: beta });
    await ctx.db
      .updateTable('users')
      .set({ deleted_at: thisMonth })
      .where('id', '=', deleted.id)
      .execute();
    const admin = await insertUser(ctx.db, { role: 'admin' });
    adminToken = await login(ctx.app, admin);

    const a1 = await insertAssistant(ctx.db, {
      user_id: alphaUser.id,
      reseller_id: alpha,
      name: 'A',
    });
    const b1 = await insertAssistant(ctx.db, {
      user_id: betaUser.id,
      reseller_id: beta,
      name: 'B',
    });
    const m1 = await insertAssistant(ctx.db, { user_id: mainUser.id, name: 'M' });
    const call = (
      user: number,
      reseller: number | null,
      assistant: number,
      start: string,
      duration: number,
      direction: 'inbound' | 'outbound' | null = null,
    ) =>
      insertCall(ctx.db, {
        user_id: user,
        reseller_id: reseller,
        assistant_id: assistant,
        start_time: start,
        duration,
        direction,
      });
    await call(alphaUser.id, alpha, a1, thisMonth, 60, 'inbound');
    await call(betaUser.id, beta, b1, thisMonth, 120, 'outbound');
    await call(betaUser.id, beta, b1, thisMonth, 60);
    await call(mainUser.id, null, m1, thisMonth, 30, 'outbound');
    await call(betaUser.id, beta, b1, lastYear, 600, 'inbound');

    const tx = (values: Partial<NewTransaction> & { amount: number; created_at: string }) => ({
      user_id: null,
      reseller_id: null,
      status: 'completed' as const,
      kind: 'subscription' as const,
      earner_reseller_id: null,
      line_items: null,
      ...values,
    });
    await ctx.db
      .insertInto('transactions')
      .values([
        // platform plans: 29 this month, 10 last year, a failed one not counted
        tx({ user_id: mainUser.id, amount: 29, created_at: thisMonth }),
        tx({ user_id: mainUser.id, amount: 10, created_at: lastYear }),
        tx({ user_id: mainUser.id, amount: 500, created_at: thisMonth, status: 'failed' }),
        // reseller packages: alpha 99 this month, beta 249 last year
        tx({ reseller_id: alpha, amount: 99, kind: 'reseller', created_at: thisMonth }),
        tx({ reseller_id: beta, amount: 249, kind: 'reseller', created_at: lastYear }),
        // resellers' customers: alpha 15 this month, beta 20 this month
        tx({ reseller_id: alpha, earner_reseller_id: alpha, amount: 15, created_at: thisMonth }),
        tx({ reseller_id: beta, earner_reseller_id: beta, amount: 20, created_at: thisMonth }),
      ])
      .execute();
  });

  it('sums resellers, users, assistants, calls this month and revenue by source and by reseller', async () => {
    const reply = await request(ctx.app, {
      method: 'GET',
      url: '/api/super-admin/overview',
      token: adminToken,
    });
    expect(reply.statusCode).toBe(200);
    const data = reply.json().data;
    expect(data.resellers).toEqual({ total: 4, active: 2, pending: 1, suspended: 1 });
    // alpha user, beta user, main user, suspended beta user, the admin (the deleted one left out)
    expect(data.users).toEqual({ total: 5, active: 4 });
    expect(data.assistants).toEqual({ total: 3 });
    expect(data.calls).toEqual({
      total: 5,
      total_minutes: 14.5,
      total_billed_minutes: 15, // each call rounded up: 1 + 2 + 1 + 1 + 10
      this_month: 4,
      this_month_minutes: 4.5,
      this_month_billed_minutes: 5,
      // The platform's inbound and outbound calls apart (the 60 s call of no known direction in neither).
      directions: {
        inbound: {
          total_calls: 2,
          this_month_calls: 1,
          total_minutes: 11,
          this_month_minutes: 1,
          total_billed_minutes: 11,
          this_month_billed_minutes: 1,
        },
        outbound: {
          total_calls: 2,
          this_month_calls: 2,
          total_minutes: 2.5,
          this_month_minutes: 2.5,
          total_billed_minutes: 3,
          this_month_billed_minutes: 3,
        },
      },
    });
    expect(data.revenue.by_source).toEqual([
      { source: 'platform_plans', label: 'Platform plans', total: 39, this_month: 29 },
      { source: 'reseller_packages', label: 'Reseller packages', total: 348, this_month: 99 },
      { source: 'reseller_customers', label: "Resellers' customers", total: 35, this_month: 35 },
    ]);
    expect(data.revenue.total).toBe(422);
    expect(data.revenue.this_month).toBe(163);
    expect(data.revenue.by_reseller).toEqual([
      {
        id: beta,
        org_name: 'Beta Calls',
        subdomain: 'beta',
        status: 'active',
        total: 269,
        this_month: 20,
        customers_total: 20,
        packages_total: 249,
      },
      {
        id: alpha,
        org_name: 'Alpha Agency',
        subdomain: 'alpha',
        status: 'active',
        total: 114,
        this_month: 114,
        customers_total: 15,
        packages_total: 99,
      },
    ]);
    expect(data.calls_by_reseller).toEqual([
      { id: beta, org_name: 'Beta Calls', calls: 2, minutes: 3 },
      { id: alpha, org_name: 'Alpha Agency', calls: 1, minutes: 1 },
      { id: null, org_name: 'Main site', calls: 1, minutes: 0.5 },
    ]);
    expect(data.calls_per_day).toHaveLength(30);
    expect(data.calls_per_day.at(-1)).toEqual({
      date: thisMonth.slice(0, 10),
      calls: 4,
      minutes: 4.5,
      inbound_calls: 1,
      inbound_minutes: 1,
      outbound_calls: 2,
      outbound_minutes: 2.5,
    });
    expect(data.month_start).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    );
  });

  it('is refused to reseller admins, content admins and users', async () => {
    const resellerAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alpha });
    const token = await login(ctx.app, resellerAdmin, 'alpha.localhost');
    const refused = await request(ctx.app, {
      method: 'GET',
      url: '/api/super-admin/overview',
      token,
      host: 'alpha.localhost',
    });
    expect(refused.statusCode).toBe(403);
    const content = await insertUser(ctx.db, { role: 'content_admin' });
    const contentReply = await request(ctx.app, {
      method: 'GET',
      url: '/api/super-admin/overview',
      token: await login(ctx.app, content),
    });
    expect(contentReply.statusCode).toBe(403);
    const anonymous = await request(ctx.app, { method: 'GET', url: '/api/super-admin/overview' });
    expect(anonymous.statusCode).toBe(401);
  });
});
