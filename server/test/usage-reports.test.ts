import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { INVALID_MONTH } from '../src/domains/billing/usage-reports/schemas';
import { csvCell } from '../src/domains/billing/usage-reports/service';
import {
  insertCall,
  insertReseller,
  insertUser,
  login,
  type UserFixture,
} from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const MAIN = 'localhost';
const ALPHA = 'alpha.localhost';

const utcMonth = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
};
const monthText = (date: Date) => date.toISOString().slice(0, 7);

let seq = 0;
async function insertPlan(
  db: Kysely<DB>,
  values: { reseller_id: number | null; name: string; minutes: number; extra: number },
) {
  const now = new Date().toISOString();
  seq += 1;
  const row = await db
    .insertInto('packages')
    .values({
      name: values.name,
      description: 'A plan',
      price: 19,
      yearly_price: 190,
      features: JSON.stringify(['calls']),
      monthly_minutes_limit: values.minutes,
      voice_agents_limit: 2,
      analytics_level: 'basic',
      support_level: 'Email',
      monthly_payment_link: null,
      yearly_payment_link: null,
      extra_per_minute_charge: values.extra,
      is_active: 1,
      sort_order: seq,
      reseller_id: values.reseller_id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertActiveSubscription(
  db: Kysely<DB>,
  user: { id: number; reseller_id: number | null },
  packageId: number,
) {
  const now = new Date().toISOString();
  seq += 1;
  await db
    .insertInto('subscriptions')
    .values({
      user_id: user.id,
      reseller_id: user.reseller_id,
      package_id: packageId,
      status: 'active',
      billing_interval: 'monthly',
      amount: 19,
      currency: 'USD',
      current_period_start: utcMonth(0).toISOString(),
      current_period_end: utcMonth(1).toISOString(),
      reference: `sub_usage_${seq}_${Date.now()}`,
      provider: 'sandbox',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe.each(databases)('usage overview and usage reports on %s', (dialect) => {
  let alpha: number;
  let beta: number;
  let alice: UserFixture;
  let amos: UserFixture;
  let bob: UserFixture;
  let alphaAdmin: UserFixture;
  let platformAdmin: UserFixture;

  const get = async (user: UserFixture, host: string, url: string) =>
    request(ctx.app, { method: 'GET', url, host, token: await login(ctx.app, user, host) });

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    const db = ctx.db;
    alpha = await insertReseller(db, { subdomain: 'alpha', org_name: 'Alpha Calls' });
    // A reseller name a spreadsheet would run as a formula.
    beta = await insertReseller(db, { subdomain: 'beta', org_name: '=HYPERLINK("x","Beta")' });
    alice = await insertUser(db, { reseller_id: alpha, name: 'Alice Alpha' });
    amos = await insertUser(db, { reseller_id: alpha, name: 'Amos Alpha' });
    bob = await insertUser(db, { reseller_id: beta, name: 'Bob Beta' });
    alphaAdmin = await insertUser(db, { reseller_id: alpha, role: 'reseller_admin' });
    platformAdmin = await insertUser(db, { role: 'admin' });

    const alphaBasic = await insertPlan(db, {
      reseller_id: alpha,
      name: 'Alpha Basic',
      minutes: 10,
      extra: 0.25,
    });
    const betaUnlimited = await insertPlan(db, {
      reseller_id: beta,
      name: 'Beta Unlimited',
      minutes: -1,
      extra: 1,
    });
    await insertActiveSubscription(db, { id: alice.id, reseller_id: alpha }, alphaBasic);
    await insertActiveSubscription(db, { id: bob.id, reseller_id: beta }, betaUnlimited);

    const recent = new Date(Date.now() - 60_000).toISOString();
    // Alice: 3 calls of 5 minutes this month (15 of 10 minutes: 5 over, 1.25); one call last month.
    for (let i = 0; i < 3; i += 1) {
      await insertCall(db, {
        user_id: alice.id,
        reseller_id: alpha,
        start_time: recent,
        duration: 300,
      });
    }
    const lastMonth = new Date(utcMonth(0).getTime() - 86_400_000).toISOString();
    await insertCall(db, {
      user_id: alice.id,
      reseller_id: alpha,
      start_time: lastMonth,
      duration: 600,
    });
    // Amos, without a plan: a 61-second call (2 started minutes). Bob: 30 minutes, unlimited.
    await insertCall(db, {
      user_id: amos.id,
      reseller_id: alpha,
      start_time: recent,
      duration: 61,
    });
    await insertCall(db, {
      user_id: bob.id,
      reseller_id: beta,
      start_time: recent,
      duration: 1800,
    });

    const tx = (values: {
      reseller_id: number | null;
      earner_reseller_id: number | null;
      amount: number;
      created_at: string;
      status?: 'completed' | 'pending';
    }) =>
      db
        .insertInto('transactions')
        .values({ user_id: null, currency: 'USD', status: 'completed', ...values })
        .execute();
    await tx({ reseller_id: alpha, earner_reseller_id: alpha, amount: 19, created_at: recent });
    await tx({
      reseller_id: alpha,
      earner_reseller_id: alpha,
      amount: 5,
      created_at: recent,
      status: 'pending',
    });
    await tx({ reseller_id: alpha, earner_reseller_id: null, amount: 99, created_at: recent });
    await tx({ reseller_id: alpha, earner_reseller_id: alpha, amount: 50, created_at: lastMonth });
    await tx({ reseller_id: beta, earner_reseller_id: beta, amount: 7.5, created_at: recent });
    await tx({ reseller_id: null, earner_reseller_id: null, amount: 29, created_at: recent });
  });

  describe('GET /api/admin/usage-overview', () => {
    it("shows a reseller admin its own users' minutes and overage this period, never another tenant's", async () => {
      const res = await get(alphaAdmin, ALPHA, '/api/admin/usage-overview');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.pagination).toMatchObject({ total: 2, current_page: 1, per_page: 15 });
      expect(body.data).toEqual([
        {
          id: alice.id,
          name: 'Alice Alpha',
          email: alice.email,
          reseller_name: 'Alpha Calls',
          plan: 'Alpha Basic',
          subscription_status: 'active',
          minutes_used: 15,
          minutes_limit: 10,
          is_unlimited: false,
          overage_minutes: 5,
          overage_cost: 1.25,
          billing_period_start: utcMonth(0).toISOString(),
          billing_period_end: utcMonth(1).toISOString(),
        },
        {
          id: amos.id,
          name: 'Amos Alpha',
          email: amos.email,
          reseller_name: 'Alpha Calls',
          plan: null,
          subscription_status: null,
          minutes_used: 0,
          minutes_limit: null,
          is_unlimited: false,
          overage_minutes: 0,
          overage_cost: 0,
          billing_period_start: null,
          billing_period_end: null,
        },
      ]);
      expect(JSON.stringify(body)).not.toContain('Bob Beta');
    });

    it('shows a platform admin every tenant’s users, searchable and paged', async () => {
      const all = await get(platformAdmin, MAIN, '/api/admin/usage-overview');
      expect(all.json().data.map((row: { id: number }) => row.id)).toEqual([
        alice.id,
        amos.id,
        bob.id,
      ]);
      const bobRow = all.json().data[2];
      expect(bobRow).toMatchObject({
        plan: 'Beta Unlimited',
        minutes_used: 30,
        is_unlimited: true,
        overage_minutes: 0,
      });

      const searched = await get(platformAdmin, MAIN, '/api/admin/usage-overview?search=bob');
      expect(searched.json().data.map((row: { id: number }) => row.id)).toEqual([bob.id]);
      const paged = await get(platformAdmin, MAIN, '/api/admin/usage-overview?per_page=2&page=2');
      expect(paged.json().data.map((row: { id: number }) => row.id)).toEqual([bob.id]);
      expect(paged.json().pagination).toMatchObject({ total: 3, last_page: 2, from: 3, to: 3 });
      // A reseller admin's search never reaches another tenant.
      const foreign = await get(alphaAdmin, ALPHA, '/api/admin/usage-overview?search=bob');
      expect(foreign.json().data).toEqual([]);
    });

    it('answers 422 with field errors for bad paging', async () => {
      const res = await get(alphaAdmin, ALPHA, '/api/admin/usage-overview?per_page=0&page=x');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        page: ['The page must be an integer.'],
        per_page: ['The per page must be at least 1.'],
      });
    });
  });

  describe('GET /api/super-admin/usage-reports', () => {
    it('gives per reseller the month’s users, subscriptions, minutes, overage, revenue and platform payments', async () => {
      const res = await get(platformAdmin, MAIN, '/api/super-admin/usage-reports');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.month).toBe(monthText(utcMonth(0)));
      expect(body.data).toEqual([
        {
          reseller_id: alpha,
          reseller_name: 'Alpha Calls',
          subdomain: 'alpha',
          users: 2,
          active_subscriptions: 1,
          minutes: 17, // Alice 15 + Amos 2
          overage_minutes: 5,
          overage_cost: 1.25,
          revenue: 19, // not the pending 5, not last month's 50, not the 99 it paid the platform
          paid_to_platform: 99,
        },
        {
          reseller_id: beta,
          reseller_name: '=HYPERLINK("x","Beta")',
          subdomain: 'beta',
          users: 1,
          active_subscriptions: 1,
          minutes: 30,
          overage_minutes: 0,
          overage_cost: 0,
          revenue: 7.5,
          paid_to_platform: 0,
        },
      ]);
      expect(body.totals).toEqual({
        users: 3,
        active_subscriptions: 2,
        minutes: 47,
        overage_minutes: 5,
        overage_cost: 1.25,
        revenue: 26.5,
        paid_to_platform: 99,
      });
    });

    it('reports another month with ?month=YYYY-MM', async () => {
      const month = monthText(new Date(utcMonth(0).getTime() - 86_400_000));
      const res = await get(platformAdmin, MAIN, `/api/super-admin/usage-reports?month=${month}`);
      expect(res.statusCode).toBe(200);
      const alphaRow = res
        .json()
        .data.find((row: { reseller_id: number }) => row.reseller_id === alpha);
      expect(alphaRow).toMatchObject({
        minutes: 10,
        overage_minutes: 0,
        revenue: 50,
        paid_to_platform: 0,
      });
    });

    it('answers 422 for a month that is not YYYY-MM', async () => {
      for (const month of ['2026-13', '2026-1', 'june', '2026-06-01']) {
        const res = await get(platformAdmin, MAIN, `/api/super-admin/usage-reports?month=${month}`);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ month: [INVALID_MONTH] });
      }
    });

    it('refuses reseller admins (403): one reseller never sees the others', async () => {
      for (const url of ['/api/super-admin/usage-reports', '/api/super-admin/usage-reports.csv']) {
        const res = await get(alphaAdmin, ALPHA, url);
        expect(res.statusCode).toBe(403);
      }
    });
  });

  describe('GET /api/super-admin/usage-reports.csv', () => {
    it('downloads the same figures as a CSV attachment, safe from CSV injection', async () => {
      const month = monthText(utcMonth(0));
      const res = await get(
        platformAdmin,
        MAIN,
        `/api/super-admin/usage-reports.csv?month=${month}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="usage-report-${month}.csv"`,
      );
      expect(res.body.split('\r\n')).toEqual([
        'Reseller ID,Reseller,Subdomain,Users,Active subscriptions,Billed minutes,Overage (billed minutes),Overage cost,Revenue earned,Paid to platform',
        `${alpha},Alpha Calls,alpha,2,1,17,5,1.25,19,99`,
        `${beta},"'=HYPERLINK(""x"",""Beta"")",beta,1,1,30,0,0,7.5,0`,
        '',
      ]);
    });

    it('answers 422 for a bad month', async () => {
      const res = await get(
        platformAdmin,
        MAIN,
        '/api/super-admin/usage-reports.csv?month=13-2026',
      );
      expect(res.statusCode).toBe(422);
    });

    it('prefixes every formula-like cell', () => {
      expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', 'a,b'].map(csvCell)).toEqual([
        "'=1+1",
        "'+1",
        "'-1",
        "'@SUM(A1)",
        "'\tx",
        'plain',
        '"a,b"',
      ]);
      expect(csvCell(-1)).toBe('-1');
    });
  });
});
