import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { TRANSACTION_NOT_FOUND } from '../src/domains/billing/transactions/routes';
import { ALPHA, BETA, MAIN } from './helpers/billing';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

let seq = 0;
async function insertTransaction(
  db: Kysely<DB>,
  values: {
    user_id: number | null;
    reseller_id: number | null;
    earner_reseller_id: number | null;
    amount?: number;
    created_at?: string;
    line_items?: unknown[] | null;
  },
): Promise<number> {
  seq += 1;
  const row = await db
    .insertInto('transactions')
    .values({
      user_id: values.user_id,
      reseller_id: values.reseller_id,
      earner_reseller_id: values.earner_reseller_id,
      amount: values.amount ?? 10 + seq,
      currency: 'USD',
      status: 'completed',
      description: `Payment ${seq}`,
      provider: 'sandbox',
      provider_ref: `cs_test_${seq}`,
      reference: `sub_${seq}`,
      kind: 'subscription',
      line_items: values.line_items === undefined ? null : JSON.stringify(values.line_items),
      created_at: values.created_at ?? new Date(Date.UTC(2025, 0, 1, 0, seq)).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(databases)('transactions on %s', (dialect) => {
  let alpha: number;
  let beta: number;
  const tokens: Record<string, string> = {};
  const ids = {} as Record<
    'alphaPay' | 'alphaPay2' | 'alphaReseller' | 'betaPay' | 'mainPay',
    number
  >;
  let alphaUser: number;
  let starter: number;

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha', org_name: 'Alpha Org' });
    beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    const users = {
      alphaUser: await insertUser(ctx.db, { reseller_id: alpha, name: 'Ada Alpha' }),
      alphaUser2: await insertUser(ctx.db, { reseller_id: alpha }),
      alphaAdmin: await insertUser(ctx.db, { reseller_id: alpha, role: 'reseller_admin' }),
      betaAdmin: await insertUser(ctx.db, { reseller_id: beta, role: 'reseller_admin' }),
      mainUser: await insertUser(ctx.db, {}),
      admin: await insertUser(ctx.db, { role: 'admin' }),
    };
    alphaUser = users.alphaUser.id;
    const hosts: Record<string, string> = {
      alphaUser: ALPHA,
      alphaUser2: ALPHA,
      alphaAdmin: ALPHA,
      betaAdmin: BETA,
      mainUser: MAIN,
      admin: MAIN,
    };
    for (const [key, user] of Object.entries(users)) {
      tokens[key] = await login(ctx.app, user, hosts[key]);
    }
    starter = (
      await ctx.db
        .selectFrom('packages')
        .select('id')
        .where('name', '=', 'Starter')
        .executeTakeFirstOrThrow()
    ).id;
    ids.alphaPay = await insertTransaction(ctx.db, {
      user_id: users.alphaUser.id,
      reseller_id: alpha,
      earner_reseller_id: alpha,
      amount: 19,
      line_items: [{ description: 'Starter plan (monthly)', amount: 19, package_id: starter }],
    });
    ids.alphaPay2 = await insertTransaction(ctx.db, {
      user_id: users.alphaUser2.id,
      reseller_id: alpha,
      earner_reseller_id: alpha,
    });
    // Alpha's own payment to the platform (its reseller package).
    ids.alphaReseller = await insertTransaction(ctx.db, {
      user_id: users.alphaAdmin.id,
      reseller_id: alpha,
      earner_reseller_id: null,
    });
    ids.betaPay = await insertTransaction(ctx.db, {
      user_id: users.betaAdmin.id,
      reseller_id: beta,
      earner_reseller_id: beta,
    });
    ids.mainPay = await insertTransaction(ctx.db, {
      user_id: users.mainUser.id,
      reseller_id: null,
      earner_reseller_id: null,
    });
  });

  const list = (who: string, host: string, query = '') =>
    request(ctx.app, { method: 'GET', url: `/api/transactions${query}`, host, token: tokens[who] });
  const show = (who: string, host: string, id: number) =>
    request(ctx.app, { method: 'GET', url: `/api/transactions/${id}`, host, token: tokens[who] });
  const idsOf = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((t) => t.id);

  it('shows a user only its own transactions, with the receipt data', async () => {
    const res = await list('alphaUser', ALPHA);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([ids.alphaPay]);
    expect(res.json().data[0]).toEqual({
      id: ids.alphaPay,
      reference: expect.stringMatching(/^sub_/),
      kind: 'subscription',
      status: 'completed',
      amount: 19,
      currency: 'USD',
      description: expect.any(String),
      provider: 'sandbox',
      provider_ref: expect.stringMatching(/^cs_test_/),
      created_at: expect.any(String),
      user: { id: alphaUser, name: 'Ada Alpha', email: expect.any(String) },
      reseller: { id: alpha, org_name: 'Alpha Org' },
      earner_reseller_id: alpha,
      package: { id: starter, name: 'Starter' },
      subscription_id: null,
      billing_interval: null,
      line_items: [{ description: 'Starter plan (monthly)', amount: 19 }],
    });
    expect(idsOf(await list('mainUser', MAIN))).toEqual([ids.mainPay]);
  });

  it("lists a reseller admin its customers' payments, and with ?own=1 its own platform fee", async () => {
    expect(idsOf(await list('alphaAdmin', ALPHA))).toEqual([ids.alphaPay2, ids.alphaPay]);
    expect(idsOf(await list('alphaAdmin', ALPHA, '?own=1'))).toEqual([ids.alphaReseller]);
    // Its own fee's receipt stays readable.
    expect((await show('alphaAdmin', ALPHA, ids.alphaReseller)).statusCode).toBe(200);
    // A user's ?own changes nothing.
    expect(idsOf(await list('alphaUser', ALPHA, '?own=1'))).toEqual([ids.alphaPay]);
    expect(idsOf(await list('betaAdmin', BETA))).toEqual([ids.betaPay]);
    // ?reseller_id is ignored for anyone but a platform admin.
    expect(idsOf(await list('betaAdmin', BETA, `?reseller_id=${alpha}`))).toEqual([ids.betaPay]);
  });

  it('shows a platform admin every transaction, filtered by reseller, paged newest first', async () => {
    expect(idsOf(await list('admin', MAIN))).toEqual([
      ids.mainPay,
      ids.betaPay,
      ids.alphaReseller,
      ids.alphaPay2,
      ids.alphaPay,
    ]);
    expect(idsOf(await list('admin', MAIN, `?reseller_id=${beta}`))).toEqual([ids.betaPay]);
    const page = await list('admin', MAIN, '?per_page=2&page=2');
    expect(idsOf(page)).toEqual([ids.alphaReseller, ids.alphaPay2]);
    expect(page.json().pagination).toEqual({
      current_page: 2,
      last_page: 3,
      per_page: 2,
      total: 5,
      from: 3,
      to: 4,
    });
  });

  it('refuses a bad query with field errors', async () => {
    const res = await list('admin', MAIN, '?reseller_id=abc&per_page=500');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['per_page', 'reseller_id']);
  });

  it('shows one transaction in the same scope, 404 otherwise', async () => {
    const own = await show('alphaUser', ALPHA, ids.alphaPay);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.id).toBe(ids.alphaPay);
    for (const [who, host, id] of [
      ['alphaUser', ALPHA, ids.alphaPay2],
      ['betaAdmin', BETA, ids.alphaPay],
      ['alphaAdmin', ALPHA, ids.mainPay],
      ['mainUser', MAIN, ids.alphaPay],
      ['admin', MAIN, 999999],
    ] as const) {
      const res = await show(who, host, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TRANSACTION_NOT_FOUND);
    }
    expect((await show('alphaAdmin', ALPHA, ids.alphaPay2)).statusCode).toBe(200);
    expect((await show('admin', MAIN, ids.betaPay)).statusCode).toBe(200);
    // Older rows without lines show the whole amount as one line.
    const plain = (await show('admin', MAIN, ids.mainPay)).json().data;
    expect(plain.line_items).toEqual([{ description: plain.description, amount: plain.amount }]);
    expect((await show('admin', MAIN, 0)).statusCode).toBe(422);
  });
});
