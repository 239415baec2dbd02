import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  insertAssistant,
  insertReseller,
  insertUser,
  login,
  type UserFixture,
} from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe.each(databases)('GET /api/assistants on %s', (dialect) => {
  let owner: UserFixture;
  let neighbour: UserFixture;
  let alphaAdmin: UserFixture;
  let platformAdmin: UserFixture;
  let betaUser: UserFixture;
  let creator: UserFixture;

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    const alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    const beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    owner = await insertUser(ctx.db, { reseller_id: alpha, name: 'Olivia Owner' });
    neighbour = await insertUser(ctx.db, { reseller_id: alpha, name: 'Ned Neighbour' });
    alphaAdmin = await insertUser(ctx.db, { reseller_id: alpha, role: 'reseller_admin' });
    betaUser = await insertUser(ctx.db, { reseller_id: beta, name: 'Bea Beta' });
    platformAdmin = await insertUser(ctx.db, { role: 'admin' });
    creator = await insertUser(ctx.db, { role: 'admin', name: 'Carl Creator' });

    // 12 assistants for the owner, created one minute apart: "Agent 01" (oldest) .. "Agent 12".
    const start = Date.UTC(2025, 0, 1);
    for (let i = 1; i <= 12; i += 1) {
      await insertAssistant(ctx.db, {
        user_id: owner.id,
        created_by: i === 1 ? creator.id : owner.id,
        reseller_id: alpha,
        name: `Agent ${String(i).padStart(2, '0')}`,
        phone_number: i === 7 ? '+15551230007' : null,
        type: i === 1 ? 'production' : 'demo',
        created_at: new Date(start + i * 60_000).toISOString(),
      });
    }
    await insertAssistant(ctx.db, {
      user_id: neighbour.id,
      reseller_id: alpha,
      name: 'Neighbour 100%_bot',
    });
    await insertAssistant(ctx.db, { user_id: betaUser.id, reseller_id: beta, name: 'Beta Agent' });
  });

  const list = async (user: UserFixture, query = '', host = 'alpha.localhost') => {
    const token = await login(ctx.app, user, host);
    return request(ctx.app, { method: 'GET', url: `/api/assistants${query}`, host, token });
  };

  it('answers 401 without a token', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/assistants' });
    expect(res.statusCode).toBe(401);
  });

  it("lists a user's own assistants, newest first, 9 per page", async () => {
    const res = await list(owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({
      current_page: 1,
      last_page: 2,
      per_page: 9,
      total: 12,
      from: 1,
      to: 9,
    });
    expect(body.data).toHaveLength(9);
    expect(body.data[0].name).toBe('Agent 12');
    expect(body.data.every((a: { user_id: number }) => a.user_id === owner.id)).toBe(true);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'created_at',
        'creator',
        'id',
        'name',
        'phone_number',
        'type',
        'user',
        'user_id',
        'vapi_assistant_id',
      ].sort(),
    );
  });

  it('pages, sorts and shows owner and creator names', async () => {
    const page2 = (await list(owner, '?page=2')).json();
    expect(page2.pagination).toMatchObject({ current_page: 2, from: 10, to: 12, total: 12 });
    const oldest = page2.data[2];
    expect(oldest).toMatchObject({
      name: 'Agent 01',
      type: 'production',
      user: { name: 'Olivia Owner' },
      creator: { name: 'Carl Creator' },
      phone_number: null,
    });
    expect(oldest.vapi_assistant_id).toEqual(expect.any(String));
    expect(oldest.created_at).toBe(new Date(Date.UTC(2025, 0, 1) + 60_000).toISOString());

    const byName = (await list(owner, '?sort_by=name&sort_order=asc&per_page=3')).json();
    expect(byName.data.map((a: { name: string }) => a.name)).toEqual([
      'Agent 01',
      'Agent 02',
      'Agent 03',
    ]);
    expect(byName.pagination).toMatchObject({ per_page: 3, last_page: 4 });

    const beyond = (await list(owner, '?page=5')).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toMatchObject({ current_page: 5, from: null, to: null });
  });

  it('filters by name (case-insensitive, wildcards literal) and by phone', async () => {
    const byName = (await list(owner, '?search=agent%2011')).json();
    expect(byName.data.map((a: { name: string }) => a.name)).toEqual(['Agent 11']);
    const byPhone = (await list(owner, '?phone_search=1230007')).json();
    expect(byPhone.data.map((a: { name: string }) => a.name)).toEqual(['Agent 07']);
    const literal = (await list(alphaAdmin, '?search=100%25_')).json();
    expect(literal.data.map((a: { name: string }) => a.name)).toEqual(['Neighbour 100%_bot']);
    const none = (await list(owner, '?search=%25')).json();
    expect(none.pagination.total).toBe(0);
  });

  it("shows a reseller admin its reseller's assistants and a platform admin all", async () => {
    const reseller = (await list(alphaAdmin, '?per_page=100')).json();
    expect(reseller.pagination.total).toBe(13);
    expect(reseller.data.map((a: { name: string }) => a.name)).not.toContain('Beta Agent');

    const all = (await list(platformAdmin, '?per_page=100', 'localhost')).json();
    expect(all.pagination.total).toBe(14);

    const beta = (await list(betaUser, '', 'beta.localhost')).json();
    expect(beta.data.map((a: { name: string }) => a.name)).toEqual(['Beta Agent']);
  });

  it('answers 422 for invalid query values', async () => {
    const bad = await list(owner, '?sort_by=password&sort_order=sideways&per_page=101&page=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        sort_by: ['The selected sort by is invalid.'],
        sort_order: ['The selected sort order is invalid.'],
        per_page: ['The per page may not be greater than 100.'],
        page: ['The page must be at least 1.'],
      },
    });
    const notNumber = await list(owner, '?page=abc');
    expect(notNumber.statusCode).toBe(422);
    expect(notNumber.json().errors).toEqual({ page: ['The page must be an integer.'] });
  });
});
