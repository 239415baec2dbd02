import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  insertAssistant,
  insertCall,
  insertReseller,
  insertUser,
  login,
  type UserFixture,
} from './helpers/fixtures';
import type { TransactionStatus } from '../src/db/schema';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';

const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 86_400_000);
};
const at = (base: Date, offsetSeconds: number) =>
  new Date(base.getTime() + offsetSeconds * 1000).toISOString();

describe.each(databases)('dashboards on %s', (dialect) => {
  let ctx: TestContext;
  let alpha: number;
  let beta: number;
  let userA: UserFixture;
  let userB: UserFixture;
  let emptyUser: UserFixture;
  let alphaAdmin: UserFixture;
  let platformAdmin: UserFixture;
  let contentAdmin: UserFixture;
  let a1: number;
  let a2: number;
  let b1: number;
  const todayIds: number[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    const db = ctx.db;
    alpha = await insertReseller(db, { subdomain: 'alpha' });
    beta = await insertReseller(db, { subdomain: 'beta' });
    userA = await insertUser(db, { reseller_id: alpha, name: 'Alice Alpha' });
    await insertUser(db, { reseller_id: alpha, status: 'inactive' });
    alphaAdmin = await insertUser(db, { reseller_id: alpha, role: 'reseller_admin' });
    userB = await insertUser(db, { reseller_id: beta, name: 'Bob Beta' });
    await insertUser(db, { reseller_id: beta, role: 'reseller_admin' });
    emptyUser = await insertUser(db);
    platformAdmin = await insertUser(db, { role: 'admin' });
    contentAdmin = await insertUser(db, { role: 'content_admin' });

    a1 = await insertAssistant(db, {
      user_id: userA.id,
      reseller_id: alpha,
      name: 'Front Desk',
      phone_number: '+15550000001',
    });
    a2 = await insertAssistant(db, {
      user_id: userA.id,
      reseller_id: alpha,
      name: 'After Hours',
      type: 'production',
      phone_number: '+15550000002',
    });
    b1 = await insertAssistant(db, { user_id: userB.id, reseller_id: beta, name: 'Beta Bot' });

    // userA: two calls today (60 s and 120 s) and ten calls last month (30 s each).
    const now = new Date(Date.now() - 5000);
    const base = { user_id: userA.id, reseller_id: alpha, assistant_id: a1 };
    todayIds.push(
      await insertCall(db, {
        ...base,
        start_time: at(now, -2),
        duration: 60,
        phone_number: '+1999',
      }),
    );
    todayIds.push(
      await insertCall(db, { ...base, start_time: at(now, -1), duration: 120, status: 'failed' }),
    );
    for (let i = 0; i < 10; i += 1) {
      await insertCall(db, {
        ...base,
        assistant_id: a2,
        start_time: at(lastMonth(), -i * 60),
        duration: 30,
      });
    }
    // userB: one call today of 600 s.
    await insertCall(db, {
      user_id: userB.id,
      reseller_id: beta,
      assistant_id: b1,
      start_time: at(now, -3),
      duration: 600,
    });

    const tx = (
      reseller_id: number,
      amount: number,
      status: TransactionStatus,
      created_at: string,
    ) =>
      db
        .insertInto('transactions')
        .values({
          reseller_id,
          earner_reseller_id: reseller_id, // its customers' payments (revenue.test.ts: who earns what)
          user_id: null,
          amount,
          status,
          created_at,
          currency: 'USD',
        })
        .execute();
    await tx(alpha, 100, 'completed', now.toISOString());
    await tx(alpha, 50.5, 'completed', lastMonth().toISOString());
    await tx(alpha, 999, 'pending', now.toISOString());
    await tx(beta, 30, 'completed', now.toISOString());
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('GET /api/dashboard/stats', () => {
    it('answers 401 without a token', async () => {
      const res = await request(ctx.app, { method: 'GET', url: '/api/dashboard/stats' });
      expect(res.statusCode).toBe(401);
    });

    it('shows zeros for a user without assistants or calls', async () => {
      const token = await login(ctx.app, emptyUser);
      const res = await request(ctx.app, { method: 'GET', url: '/api/dashboard/stats', token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          overview: {
            total_assistants: 0,
            total_calls: 0,
            calls_today: 0,
            total_minutes: 0,
            this_month_minutes: 0,
            avg_duration: 0,
          },
          recent_calls: [],
        },
      });
    });

    it("computes the user's own figures and last 10 calls", async () => {
      const token = await login(ctx.app, userA, 'alpha.localhost');
      const res = await request(ctx.app, {
        method: 'GET',
        url: '/api/dashboard/stats',
        host: 'alpha.localhost',
        token,
      });
      expect(res.statusCode).toBe(200);
      const { overview, recent_calls } = res.json().data;
      expect(overview).toEqual({
        total_assistants: 2,
        total_calls: 12,
        calls_today: 2,
        total_minutes: 8, // (60 + 120 + 10 * 30) s
        this_month_minutes: 3, // 180 s
        avg_duration: 40,
      });
      expect(recent_calls).toHaveLength(10);
      expect(recent_calls[0]).toEqual({
        id: todayIds[1],
        call_id: expect.any(String),
        phone_number: null,
        status: 'failed',
        assistant_name: 'Front Desk',
        duration: 120,
        start_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect(recent_calls[1]).toMatchObject({
        id: todayIds[0],
        phone_number: '+1999',
        duration: 60,
      });
      expect(recent_calls[2].assistant_name).toBe('After Hours');
      const times = recent_calls.map((c: { start_time: string }) => c.start_time);
      expect([...times].sort().reverse()).toEqual(times);
    });
  });

  describe('GET /api/admin/dashboard/stats', () => {
    const adminStats = async (user: UserFixture, host = 'localhost') => {
      const token = await login(ctx.app, user, host);
      return request(ctx.app, { method: 'GET', url: '/api/admin/dashboard/stats', host, token });
    };

    it('answers 401 without a token and 403 for users and content admins', async () => {
      const anonymous = await request(ctx.app, {
        method: 'GET',
        url: '/api/admin/dashboard/stats',
      });
      expect(anonymous.statusCode).toBe(401);
      for (const [user, host] of [
        [userA, 'alpha.localhost'],
        [contentAdmin, 'localhost'],
      ] as const) {
        const res = await adminStats(user, host);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
      }
    });

    it('shows a reseller admin only its reseller', async () => {
      const res = await adminStats(alphaAdmin, 'alpha.localhost');
      expect(res.statusCode).toBe(200);
      const { overview, top_assistants } = res.json().data;
      expect(overview).toEqual({
        total_users: 3,
        active_users: 2,
        total_calls: 12,
        calls_today: 2,
        total_minutes: 8,
        this_month_minutes: 3,
        total_revenue: 150.5,
        revenue_this_month: 100,
      });
      expect(top_assistants).toEqual([
        {
          id: a2,
          name: 'After Hours',
          type: 'production',
          total_calls: 10,
          user_name: 'Alice Alpha',
          phone_number: '+15550000002',
        },
        {
          id: a1,
          name: 'Front Desk',
          type: 'demo',
          total_calls: 2,
          user_name: 'Alice Alpha',
          phone_number: '+15550000001',
        },
      ]);
    });

    it('shows a platform admin everything', async () => {
      const res = await adminStats(platformAdmin);
      expect(res.statusCode).toBe(200);
      const { overview, top_assistants } = res.json().data;
      expect(overview).toEqual({
        total_users: 8,
        active_users: 7,
        total_calls: 13,
        calls_today: 3,
        total_minutes: 18, // 1080 s
        this_month_minutes: 13, // 780 s
        // The platform earns none of these: they are the resellers' customers' payments.
        total_revenue: 0,
        revenue_this_month: 0,
      });
      expect(
        top_assistants.map((a: { id: number; total_calls: number }) => [a.id, a.total_calls]),
      ).toEqual([
        [a2, 10],
        [a1, 2],
        [b1, 1],
      ]);
    });
  });
});
