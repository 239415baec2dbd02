import { beforeAll, describe, expect, it } from '@jest/globals';
import { insertTwoResellers, insertUser } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { PLAN_FORM } from './helpers/admin-forms';

/**
 * /api/admin/packages: a reseller admin manages its reseller's plans, a platform admin the platform's; a plan in
 * use is retired, never deleted; a plan never used can be deleted.
 */

describe.each(databases)('admin packages on %s', (dialect) => {
  let alpha: number;
  let alphaUser: number;
  const tokens = { alpha: '', beta: '', admin: '', user: '' };

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    const signedIn = await insertTwoResellers(ctx.app, ctx.db);
    alpha = signedIn.alpha;
    Object.assign(tokens, signedIn.tokens);
    alphaUser = signedIn.user.id;
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    host: string,
    payload?: object,
  ) => request(ctx.app, { method, url, token, host, ...(payload ? { payload } : {}) });
  const asAlpha = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(method, url, tokens.alpha, 'alpha.localhost', payload);

  const subscribe = async (userId: number, packageId: number, status: 'active' | 'cancelled') => {
    const now = new Date().toISOString();
    await ctx.db
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        reseller_id: alpha,
        package_id: packageId,
        status,
        billing_interval: 'monthly',
        amount: 49,
        reference: `sub_${packageId}_${status}_${Date.now()}`,
        created_at: now,
        updated_at: now,
      })
      .execute();
  };

  it("lists a reseller admin's own plans only, and the platform's for a platform admin", async () => {
    const empty = await asAlpha('GET', '/api/admin/packages');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ success: true, data: [] });
    const platform = await call('GET', '/api/admin/packages', tokens.admin, 'localhost');
    const names = platform.json().data.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Starter', 'Professional', 'Business', 'Enterprise']);
    expect(platform.json().data.every((p: { reseller_id: null }) => p.reseller_id === null)).toBe(
      true,
    );
  });

  it("creates a plan for the reseller's tenant, shown on its site's pricing and nowhere else", async () => {
    const res = await asAlpha('POST', '/api/admin/packages', PLAN_FORM);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Package created successfully',
      data: {
        ...PLAN_FORM,
        reseller_id: alpha,
        live_subscriptions: 0,
        total_subscriptions: 0,
      },
    });
    const id = res.json().data.id as number;
    const onAlpha = await request(ctx.app, {
      method: 'GET',
      url: '/api/subscriptions/packages',
      host: 'alpha.localhost',
    });
    expect(onAlpha.json().data.map((p: { id: number }) => p.id)).toContain(id);
    const onMain = await request(ctx.app, {
      method: 'GET',
      url: '/api/subscriptions/packages',
      host: 'localhost',
    });
    expect(onMain.json().data.map((p: { id: number }) => p.id)).not.toContain(id);
    const betaList = await call('GET', '/api/admin/packages', tokens.beta, 'beta.localhost');
    expect(betaList.json().data).toEqual([]);
  });

  it('refuses a bad plan with field errors (422)', async () => {
    const res = await asAlpha('POST', '/api/admin/packages', {
      ...PLAN_FORM,
      name: '  ',
      price: -1,
      yearly_price: 10.555,
      voice_agents_limit: -2,
      monthly_minutes_limit: 1.5,
      analytics_level: 'psychic',
      knowledge_sources_limit: -1,
      knowledge_mb_limit: 10_001,
      booking_enabled: 'sometimes',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Name is required'],
      price: ['Monthly price cannot be negative'],
      yearly_price: ['Yearly price can have at most 2 decimal places'],
      voice_agents_limit: ['Voice agents limit must be 0 or more, or -1 for unlimited'],
      monthly_minutes_limit: ['Monthly minutes must be a whole number'],
      analytics_level: ['Analytics level must be basic, advanced or enterprise'],
      knowledge_sources_limit: ['Knowledge sources limit must be 0 or more'],
      knowledge_mb_limit: ['Knowledge size limit must be at most 10,000 MB'],
      booking_enabled: ['Appointment booking must be true or false'],
    });
    const tooMany = await asAlpha('POST', '/api/admin/packages', {
      ...PLAN_FORM,
      knowledge_sources_limit: 2.5,
      knowledge_mb_limit: -3,
    });
    expect(tooMany.json().errors).toEqual({
      knowledge_sources_limit: ['Knowledge sources limit must be a whole number'],
      knowledge_mb_limit: ['Knowledge size limit must be 0 or more'],
    });
    const missing = await asAlpha('POST', '/api/admin/packages', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(
      [
        'analytics_level',
        'booking_enabled',
        'extra_per_minute_charge',
        'knowledge_mb_limit',
        'knowledge_sources_limit',
        'monthly_minutes_limit',
        'name',
        'price',
        'support_level',
        'voice_agents_limit',
        'yearly_price',
      ].sort(),
    );
  });

  it('stores outbound campaigns as a plan feature: on with its limits, shown on pricing; off as zeros', async () => {
    const on = await asAlpha('POST', '/api/admin/packages', {
      ...PLAN_FORM,
      name: 'Alpha Outbound',
      campaigns_enabled: true,
      campaign_concurrency_limit: 8,
      campaign_contacts_monthly_limit: 12_000,
    });
    expect(on.statusCode).toBe(201);
    const plan = on.json().data as { id: number };
    expect(on.json().data).toMatchObject({
      campaigns_enabled: true,
      campaign_concurrency_limit: 8,
      campaign_contacts_monthly_limit: 12_000,
    });
    const row = await ctx.db
      .selectFrom('packages')
      .select([
        'campaigns_enabled',
        'campaign_concurrency_limit',
        'campaign_contacts_monthly_limit',
      ])
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect({
      enabled: Number(row.campaigns_enabled),
      concurrency: Number(row.campaign_concurrency_limit),
      contacts: Number(row.campaign_contacts_monthly_limit),
    }).toEqual({ enabled: 1, concurrency: 8, contacts: 12_000 });
    const pricing = await request(ctx.app, {
      method: 'GET',
      url: '/api/subscriptions/packages',
      host: 'alpha.localhost',
    });
    expect(pricing.json().data.find((p: { id: number }) => p.id === plan.id)).toMatchObject({
      campaigns_enabled: true,
      campaign_concurrency_limit: 8,
      campaign_contacts_monthly_limit: 12_000,
    });
    const listed = (await asAlpha('GET', '/api/admin/packages')).json().data;
    expect(listed.find((p: { id: number }) => p.id === plan.id)).toMatchObject({
      campaigns_enabled: true,
      campaign_concurrency_limit: 8,
    });

    // Turned off: the limits typed are not kept, the plan allows no campaigns.
    const off = await asAlpha('PUT', `/api/admin/packages/${plan.id}`, {
      ...PLAN_FORM,
      name: 'Alpha Outbound',
      campaigns_enabled: false,
      campaign_concurrency_limit: 8,
      campaign_contacts_monthly_limit: 12_000,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({
      campaigns_enabled: false,
      campaign_concurrency_limit: 0,
      campaign_contacts_monthly_limit: 0,
    });
    // A client sending none of them saves a plan without campaigns.
    const without = await asAlpha('POST', '/api/admin/packages', { ...PLAN_FORM, name: 'Plain' });
    expect(without.json().data).toMatchObject({
      campaigns_enabled: false,
      campaign_concurrency_limit: 0,
      campaign_contacts_monthly_limit: 0,
    });
  });

  it('refuses campaigns without their limits, and limits that are not whole numbers from 0 (422)', async () => {
    const missing = await asAlpha('POST', '/api/admin/packages', {
      ...PLAN_FORM,
      campaigns_enabled: true,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      campaign_concurrency_limit: [
        'Concurrent calls per campaign is required when campaigns are included',
      ],
      campaign_contacts_monthly_limit: [
        'Contacts per month is required when campaigns are included',
      ],
    });
    const bad = await asAlpha('POST', '/api/admin/packages', {
      ...PLAN_FORM,
      campaigns_enabled: 'often',
      campaign_concurrency_limit: -1,
      campaign_contacts_monthly_limit: 2.5,
    });
    expect(bad.json().errors).toEqual({
      campaigns_enabled: ['Campaigns must be true or false'],
      campaign_concurrency_limit: ['Concurrent calls per campaign must be 0 or more'],
      campaign_contacts_monthly_limit: ['Contacts per month must be a whole number'],
    });
    const tooHigh = await asAlpha('POST', '/api/admin/packages', {
      ...PLAN_FORM,
      campaigns_enabled: true,
      campaign_concurrency_limit: 1001,
      campaign_contacts_monthly_limit: 10_000_001,
    });
    expect(tooHigh.json().errors).toEqual({
      campaign_concurrency_limit: ['Concurrent calls per campaign must be at most 1,000'],
      campaign_contacts_monthly_limit: ['Contacts per month must be at most 10,000,000'],
    });
  });

  it("edits its own plan; another tenant's plan is not found", async () => {
    const created = await asAlpha('POST', '/api/admin/packages', {
      ...PLAN_FORM,
      name: 'Alpha Lite',
    });
    const id = created.json().data.id as number;
    const edited = await asAlpha('PUT', `/api/admin/packages/${id}`, {
      ...PLAN_FORM,
      name: 'Alpha Lite Plus',
      price: 19.99,
      features: ['1 voice agent'],
      knowledge_sources_limit: 0,
      knowledge_mb_limit: 0,
      booking_enabled: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Package updated successfully',
      data: {
        id,
        name: 'Alpha Lite Plus',
        price: 19.99,
        features: ['1 voice agent'],
        knowledge_sources_limit: 0,
        knowledge_mb_limit: 0,
        booking_enabled: false,
      },
    });
    // The tenant's pricing shows what the plan now gives.
    const pricing = await request(ctx.app, {
      method: 'GET',
      url: '/api/subscriptions/packages',
      host: 'alpha.localhost',
    });
    expect(pricing.json().data.find((p: { id: number }) => p.id === id)).toMatchObject({
      knowledge_sources_limit: 0,
      knowledge_mb_limit: 0,
      booking_enabled: false,
    });
    const byBeta = await call(
      'PUT',
      `/api/admin/packages/${id}`,
      tokens.beta,
      'beta.localhost',
      PLAN_FORM,
    );
    expect(byBeta.statusCode).toBe(404);
    expect(byBeta.json().message).toBe('Package not found');
    const platformPlan = (
      await call('GET', '/api/admin/packages', tokens.admin, 'localhost')
    ).json().data[0].id as number;
    for (const [method, url] of [
      ['PUT', `/api/admin/packages/${platformPlan}`],
      ['DELETE', `/api/admin/packages/${platformPlan}`],
      ['POST', `/api/admin/packages/${platformPlan}/retire`],
    ] as const) {
      const res = await asAlpha(method, url, method === 'PUT' ? PLAN_FORM : undefined);
      expect(res.statusCode).toBe(404);
    }
    // A platform admin manages the platform's plans, not a reseller's.
    const byAdmin = await call('DELETE', `/api/admin/packages/${id}`, tokens.admin, 'localhost');
    expect(byAdmin.statusCode).toBe(404);
    const still = await ctx.db
      .selectFrom('packages')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(still?.name).toBe('Alpha Lite Plus');
  });

  it('retires a plan in use (never deletes it) and offers it again', async () => {
    const created = await asAlpha('POST', '/api/admin/packages', {
      ...PLAN_FORM,
      name: 'Alpha Busy',
    });
    const id = created.json().data.id as number;
    await subscribe(alphaUser, id, 'active');
    const listed = (await asAlpha('GET', '/api/admin/packages')).json().data;
    expect(listed.find((p: { id: number }) => p.id === id)).toMatchObject({
      live_subscriptions: 1,
      total_subscriptions: 1,
    });

    const refused = await asAlpha('DELETE', `/api/admin/packages/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This package has active subscriptions and cannot be deleted. Retire it instead.',
    );
    const retired = await asAlpha('POST', `/api/admin/packages/${id}/retire`);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().data.is_active).toBe(false);
    const pricing = await request(ctx.app, {
      method: 'GET',
      url: '/api/subscriptions/packages',
      host: 'alpha.localhost',
    });
    expect(pricing.json().data.map((p: { id: number }) => p.id)).not.toContain(id);
    const row = await ctx.db
      .selectFrom('packages')
      .select('is_active')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(Number(row?.is_active)).toBe(0);

    const activated = await asAlpha('POST', `/api/admin/packages/${id}/activate`);
    expect(activated.json()).toMatchObject({
      message: 'Package activated successfully',
      data: { is_active: true },
    });
  });

  it('refuses to delete a plan with past subscriptions, and deletes one never used', async () => {
    const used = (
      await asAlpha('POST', '/api/admin/packages', { ...PLAN_FORM, name: 'Alpha Old' })
    ).json().data.id as number;
    const other = await insertUser(ctx.db, { role: 'user', reseller_id: alpha });
    await subscribe(other.id, used, 'cancelled');
    const refused = await asAlpha('DELETE', `/api/admin/packages/${used}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This package has been subscribed to and cannot be deleted. Retire it instead.',
    );

    const unused = (
      await asAlpha('POST', '/api/admin/packages', { ...PLAN_FORM, name: 'Alpha Unused' })
    ).json().data.id as number;
    const deleted = await asAlpha('DELETE', `/api/admin/packages/${unused}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Package deleted successfully' });
    const gone = await ctx.db
      .selectFrom('packages')
      .select('id')
      .where('id', '=', unused)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    expect((await asAlpha('DELETE', `/api/admin/packages/${unused}`)).statusCode).toBe(404);
  });

  it('lets a platform admin create a platform plan shown on the main pricing', async () => {
    const res = await call('POST', '/api/admin/packages', tokens.admin, 'localhost', {
      ...PLAN_FORM,
      name: 'Platform Team',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.reseller_id).toBeNull();
    const onMain = await request(ctx.app, {
      method: 'GET',
      url: '/api/subscriptions/packages',
      host: 'localhost',
    });
    expect(onMain.json().data.map((p: { name: string }) => p.name)).toContain('Platform Team');
  });

  it('refuses users and other roles', async () => {
    expect(
      (await call('GET', '/api/admin/packages', tokens.user, 'alpha.localhost')).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/admin/packages', tokens.user, 'alpha.localhost', PLAN_FORM))
        .statusCode,
    ).toBe(403);
    expect([401, 403]).toContain(
      (await call('GET', '/api/admin/packages', tokens.alpha, 'localhost')).statusCode,
    );
  });
});
