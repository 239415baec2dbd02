import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  insertAssistant,
  insertCall,
  insertReseller,
  insertUser,
  login,
  type UserFixture,
} from './helpers/fixtures';
import type { TransactionStatus } from '../src/db/schema';
import { adminDashboard, userDashboard } from '../src/domains/consoles/dashboard/service';
import { minutesUsed } from '../src/domains/billing/subscriptions/repository';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 86_400_000);
};
const at = (base: Date, offsetSeconds: number) =>
  new Date(base.getTime() + offsetSeconds * 1000).toISOString();
const DAY_MS = 86_400_000;
const utcDay = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

interface ChartDay {
  calls: number;
  minutes: number;
  inbound_calls?: number;
  inbound_minutes?: number;
  outbound_calls?: number;
  outbound_minutes?: number;
}

/** The 30 UTC days ending on `now`'s, oldest first, with these days' figures (others zero). */
function chartOf(now: Date, days: Record<string, ChartDay> = {}) {
  return Array.from({ length: 30 }, (_, i) => {
    const date = utcDay(new Date(now.getTime() - (29 - i) * DAY_MS));
    const day = days[date];
    return {
      date,
      calls: day?.calls ?? 0,
      minutes: day?.minutes ?? 0,
      inbound_calls: day?.inbound_calls ?? 0,
      inbound_minutes: day?.inbound_minutes ?? 0,
      outbound_calls: day?.outbound_calls ?? 0,
      outbound_minutes: day?.outbound_minutes ?? 0,
    };
  });
}

const talk = (seconds: number) => Math.round((seconds / 60) * 10) / 10;

/** The figures of these calls' days that fall in the chart of `now`. */
function daysOf(now: Date, calls: { start: string; seconds: number; inbound?: boolean }[]) {
  const shown = new Set(chartOf(now).map((d) => d.date));
  const days: Record<
    string,
    { calls: number; seconds: number; inCalls: number; inSeconds: number }
  > = {};
  for (const call of calls) {
    const day = utcDay(call.start);
    if (!shown.has(day)) continue;
    const d = (days[day] ??= { calls: 0, seconds: 0, inCalls: 0, inSeconds: 0 });
    d.calls += 1;
    d.seconds += call.seconds;
    if (call.inbound) {
      d.inCalls += 1;
      d.inSeconds += call.seconds;
    }
  }
  return Object.fromEntries(
    Object.entries(days).map(([day, d]) => [
      day,
      {
        calls: d.calls,
        minutes: talk(d.seconds),
        inbound_calls: d.inCalls,
        inbound_minutes: talk(d.inSeconds),
      },
    ]),
  );
}

const NO_CALLS = {
  total_calls: 0,
  this_month_calls: 0,
  total_minutes: 0,
  this_month_minutes: 0,
  total_billed_minutes: 0,
  this_month_billed_minutes: 0,
};
const NO_DIRECTIONS = { inbound: NO_CALLS, outbound: NO_CALLS };
/** userA's one inbound call today (60 s); its other calls have no direction. */
const ONE_INBOUND_MINUTE = {
  inbound: {
    total_calls: 1,
    this_month_calls: 1,
    total_minutes: 1,
    this_month_minutes: 1,
    total_billed_minutes: 1,
    this_month_billed_minutes: 1,
  },
  outbound: NO_CALLS,
};

describe.each(databases)('dashboards on %s', (dialect) => {
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
  /** The calls inserted, per user, for the expected charts. */
  const callsOfA: { start: string; seconds: number; inbound?: boolean }[] = [];
  const callsOfB: { start: string; seconds: number }[] = [];

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
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
        customer_number: '+14155550123',
        direction: 'inbound',
      }),
    );
    todayIds.push(
      await insertCall(db, { ...base, start_time: at(now, -1), duration: 120, status: 'failed' }),
    );
    callsOfA.push(
      { start: at(now, -2), seconds: 60, inbound: true },
      { start: at(now, -1), seconds: 120 },
    );
    for (let i = 0; i < 10; i += 1) {
      await insertCall(db, {
        ...base,
        assistant_id: a2,
        start_time: at(lastMonth(), -i * 60),
        duration: 30,
      });
      callsOfA.push({ start: at(lastMonth(), -i * 60), seconds: 30 });
    }
    // userB: one call today of 600 s.
    await insertCall(db, {
      user_id: userB.id,
      reseller_id: beta,
      assistant_id: b1,
      start_time: at(now, -3),
      duration: 600,
    });
    callsOfB.push({ start: at(now, -3), seconds: 600 });

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
            total_billed_minutes: 0,
            this_month_billed_minutes: 0,
            directions: NO_DIRECTIONS,
            avg_duration: 0,
            bookings_upcoming: 0,
            bookings_this_month: 0,
          },
          recent_calls: [],
          calls_per_day: chartOf(new Date()),
          first_run: { plan: 'none', has_assistant: false, has_call: false, has_number: false },
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
      const { overview, recent_calls, calls_per_day } = res.json().data;
      expect(calls_per_day).toEqual(chartOf(new Date(), daysOf(new Date(), callsOfA)));
      expect(calls_per_day.at(-1)).toEqual({
        date: utcDay(new Date()),
        calls: 2,
        minutes: 3,
        inbound_calls: 1,
        inbound_minutes: 1,
        outbound_calls: 0,
        outbound_minutes: 0,
      });
      expect(overview).toEqual({
        total_assistants: 2,
        total_calls: 12,
        calls_today: 2,
        total_minutes: 8, // (60 + 120 + 10 * 30) s
        this_month_minutes: 3, // 180 s
        total_billed_minutes: 13, // 1 + 2 + 10 * 1: each call rounded up
        this_month_billed_minutes: 3,
        directions: ONE_INBOUND_MINUTE,
        avg_duration: 40,
        bookings_upcoming: 0,
        bookings_this_month: 0,
      });
      expect(recent_calls).toHaveLength(10);
      expect(recent_calls[0]).toEqual({
        id: todayIds[1],
        call_id: expect.any(String),
        phone_number: null,
        customer_number: null,
        direction: null,
        status: 'failed',
        assistant_name: 'Front Desk',
        duration: 120,
        start_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      // The caller's number next to the assistant's own (+1999): the latest calls show the caller.
      expect(recent_calls[1]).toMatchObject({
        id: todayIds[0],
        phone_number: '+1999',
        customer_number: '+14155550123',
        direction: 'inbound',
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
      const { overview, top_assistants, calls_per_day } = res.json().data;
      // Alpha's calls are userA's: beta's call today is not in its chart.
      expect(calls_per_day).toEqual(chartOf(new Date(), daysOf(new Date(), callsOfA)));
      expect(overview).toEqual({
        total_users: 3,
        active_users: 2,
        total_calls: 12,
        calls_today: 2,
        total_minutes: 8,
        this_month_minutes: 3,
        total_billed_minutes: 13,
        this_month_billed_minutes: 3,
        directions: ONE_INBOUND_MINUTE,
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
      const { overview, top_assistants, calls_per_day } = res.json().data;
      expect(calls_per_day).toEqual(
        chartOf(new Date(), daysOf(new Date(), [...callsOfA, ...callsOfB])),
      );
      expect(calls_per_day.at(-1)).toMatchObject({
        date: utcDay(new Date()),
        calls: 3,
        minutes: 13,
        inbound_calls: 1,
      });
      expect(overview).toEqual({
        total_users: 8,
        active_users: 7,
        total_calls: 13,
        calls_today: 3,
        total_minutes: 18, // 1080 s
        this_month_minutes: 13, // 780 s
        total_billed_minutes: 23, // userA's 13 + userB's 10
        this_month_billed_minutes: 13,
        directions: ONE_INBOUND_MINUTE,
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

/**
 * The chart's 30 UTC days and the month's figures at fixed times (the service with its `now`), in the
 * three scopes: a user's own, a reseller's, the platform's.
 */
describe.each(databases)('dashboard charts and periods on %s', (dialect) => {
  let gamma: number;
  let g1: UserFixture;
  const MARCH_1 = new Date('2026-03-01T00:30:00.000Z');
  const MARCH_31 = new Date('2026-03-31T12:00:00.000Z');

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    const db = ctx.db;
    gamma = await insertReseller(db, { subdomain: 'gamma' });
    g1 = await insertUser(db, { reseller_id: gamma });
    const g2 = await insertUser(db, { reseller_id: gamma });
    const own = await insertUser(db);
    const ga = await insertAssistant(db, { user_id: g1.id, reseller_id: gamma, name: 'G1' });
    const gb = await insertAssistant(db, { user_id: g2.id, reseller_id: gamma, name: 'G2' });
    const pa = await insertAssistant(db, { user_id: own.id, name: 'P' });
    const g1Call = (start_time: string, duration: number) =>
      insertCall(db, {
        user_id: g1.id,
        reseller_id: gamma,
        assistant_id: ga,
        start_time,
        duration,
      });
    // 30 days before March 1st is January 30th: not shown on March 1st; January 31st is the first day.
    await g1Call('2026-01-30T23:59:59.999Z', 600);
    await g1Call('2026-01-31T00:00:00.000Z', 100);
    await g1Call('2026-02-28T23:59:59.999Z', 20);
    await g1Call('2026-03-01T00:00:00.000Z', 90);
    await g1Call('2026-03-01T00:10:00.000Z', 100);
    await insertCall(db, {
      user_id: g2.id,
      reseller_id: gamma,
      assistant_id: gb,
      start_time: '2026-03-01T00:20:00.000Z',
      duration: 30,
    });
    await insertCall(db, {
      user_id: own.id,
      assistant_id: pa,
      start_time: '2026-02-28T12:00:00.000Z',
      duration: 45,
    });
  });

  it("shows a user's last 30 days: today last, 29 days ago first, 30 days ago not at all", async () => {
    const stats = await userDashboard(ctx.db, g1.id, MARCH_1);
    expect(stats.calls_per_day).toEqual(
      chartOf(MARCH_1, {
        '2026-01-31': { calls: 1, minutes: 1.7 }, // 100 s
        '2026-02-28': { calls: 1, minutes: 0.3 }, // 20 s
        '2026-03-01': { calls: 2, minutes: 3.2 }, // 190 s
      }),
    );
    expect(stats.calls_per_day[0]?.date).toBe('2026-01-31');
    expect(stats.calls_per_day.at(-1)?.date).toBe('2026-03-01');
    expect(stats.overview).toEqual({
      total_assistants: 1,
      total_calls: 5,
      calls_today: 2,
      total_minutes: 15.2, // 910 s
      this_month_minutes: 3.2, // March only: the call one millisecond before it is February's
      total_billed_minutes: 17, // 10 + 2 + 1 + 2 + 2
      this_month_billed_minutes: 4,
      directions: NO_DIRECTIONS,
      avg_duration: 182,
      bookings_upcoming: 0,
      bookings_this_month: 0,
    });
  });

  it("counts a month's first day in the month even when it is out of the chart (March 31st)", async () => {
    const stats = await userDashboard(ctx.db, g1.id, MARCH_31);
    expect(stats.calls_per_day).toEqual(chartOf(MARCH_31));
    expect(stats.calls_per_day[0]?.date).toBe('2026-03-02');
    expect(stats.overview).toMatchObject({
      calls_today: 0,
      this_month_minutes: 3.2,
      this_month_billed_minutes: 4,
    });
  });

  it("shows a reseller its users' calls and the platform every call", async () => {
    const reseller = await adminDashboard(ctx.db, { kind: 'reseller', resellerId: gamma }, MARCH_1);
    expect(reseller.calls_per_day).toEqual(
      chartOf(MARCH_1, {
        '2026-01-31': { calls: 1, minutes: 1.7 },
        '2026-02-28': { calls: 1, minutes: 0.3 },
        '2026-03-01': { calls: 3, minutes: 3.7 }, // 220 s
      }),
    );
    expect(reseller.overview).toMatchObject({
      total_calls: 6,
      calls_today: 3,
      total_minutes: 15.7, // 940 s
      this_month_minutes: 3.7,
      total_billed_minutes: 18,
      this_month_billed_minutes: 5,
    });
    const platformOwn = await adminDashboard(
      ctx.db,
      { kind: 'reseller', resellerId: null },
      MARCH_1,
    );
    expect(platformOwn.calls_per_day).toEqual(
      chartOf(MARCH_1, { '2026-02-28': { calls: 1, minutes: 0.8 } }), // 45 s
    );
    const all = await adminDashboard(ctx.db, { kind: 'all' }, MARCH_1);
    expect(all.calls_per_day).toEqual(
      chartOf(MARCH_1, {
        '2026-01-31': { calls: 1, minutes: 1.7 },
        '2026-02-28': { calls: 2, minutes: 1.1 }, // 65 s
        '2026-03-01': { calls: 3, minutes: 3.7 },
      }),
    );
    expect(all.overview).toMatchObject({
      total_calls: 7,
      calls_today: 3,
      total_minutes: 16.4,
      total_billed_minutes: 19,
      this_month_billed_minutes: 5,
    });
  });

  it("follows a new customer's first steps: plan, assistant, a call, a number", async () => {
    const db = ctx.db;
    const user = await insertUser(db);
    const progress = async () => (await userDashboard(db, user.id, MARCH_1)).first_run;
    expect(await progress()).toEqual({
      plan: 'none',
      has_assistant: false,
      has_call: false,
      has_number: false,
    });

    const pkg = await db.selectFrom('packages').select('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const subscription = await db
      .insertInto('subscriptions')
      .values({
        user_id: user.id,
        reseller_id: null,
        package_id: pkg.id,
        status: 'pending',
        billing_interval: 'monthly',
        amount: 29,
        currency: 'USD',
        reference: `sub_first_run_${dialect}`,
        provider: 'sandbox',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await progress())?.plan).toBe('pending');
    await db
      .updateTable('subscriptions')
      .set({ status: 'active' })
      .where('id', '=', subscription.id)
      .execute();
    expect((await progress())?.plan).toBe('active');

    const assistant = await insertAssistant(db, { user_id: user.id, name: 'First' });
    expect(await progress()).toMatchObject({ has_assistant: true, has_number: false });
    await insertCall(db, {
      user_id: user.id,
      assistant_id: assistant,
      start_time: '2026-03-01T00:01:00.000Z',
      duration: 20,
    });
    expect((await progress())?.has_call).toBe(true);
    await db
      .updateTable('assistants')
      .set({ phone_number: '+12125550142' })
      .where('id', '=', assistant)
      .execute();
    expect(await progress()).toEqual({
      plan: 'active',
      has_assistant: true,
      has_call: true,
      has_number: true,
    });
  });

  it('gives one 20-second call 0.3 minutes of talk time and the 1 billed minute usage counts', async () => {
    const user = await insertUser(ctx.db);
    const assistant = await insertAssistant(ctx.db, { user_id: user.id, name: 'Short' });
    await insertCall(ctx.db, {
      user_id: user.id,
      assistant_id: assistant,
      start_time: '2026-03-01T00:05:00.000Z',
      duration: 20,
    });
    const stats = await userDashboard(ctx.db, user.id, MARCH_1);
    expect(stats.overview).toMatchObject({
      total_minutes: 0.3,
      this_month_minutes: 0.3,
      total_billed_minutes: 1,
      this_month_billed_minutes: 1,
    });
    const used = await minutesUsed(
      ctx.db,
      user.id,
      '2026-03-01T00:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
    );
    expect(used).toBe(stats.overview.this_month_billed_minutes);
  });
});
