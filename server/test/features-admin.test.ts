import { beforeAll, describe, expect, it } from '@jest/globals';
import { insertReseller, insertUser, login, SEEDED_FEATURE_TITLES } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

interface Feature {
  id: number;
  title: string;
  description: string;
  icon: string | null;
  is_active: boolean;
  sort_order: number;
}

describe.each(databases)('/api/admin/features on %s', (dialect) => {
  const MAIN = 'localhost';
  const ALPHA = 'alpha.localhost';
  const BETA = 'beta.localhost';
  let alpha: number;
  let adminToken: string;
  let alphaToken: string;
  let betaToken: string;

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    const beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    adminToken = await login(ctx.app, await insertUser(ctx.db, { role: 'admin' }), MAIN);
    alphaToken = await login(
      ctx.app,
      await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alpha }),
      ALPHA,
    );
    betaToken = await login(
      ctx.app,
      await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: beta }),
      BETA,
    );
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    host: string,
    payload?: Record<string, unknown>,
  ) => request(ctx.app, { method, url, token, host, ...(payload ? { payload } : {}) });
  const adminList = async (token: string, host: string) => {
    const res = await call('GET', '/api/admin/features', token, host);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Feature[]; inherited: boolean };
  };
  const landing = async (host: string) => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/features', host });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { title: string }[] }).data.map((f) => f.title);
  };
  const audit = (action: string) =>
    ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it("lists the main host's features for a platform admin, hidden ones included", async () => {
    const list = await adminList(adminToken, MAIN);
    expect(list.inherited).toBe(false);
    expect(list.data.map((f) => f.title)).toEqual(SEEDED_FEATURE_TITLES);
    expect(list.data[0]).toMatchObject({ is_active: true, icon: 'phone', sort_order: 1 });
  });

  it("shows a reseller without a list of its own the main host's, marked inherited", async () => {
    const list = await adminList(alphaToken, ALPHA);
    expect(list.inherited).toBe(true);
    expect(list.data.map((f) => f.title)).toEqual(SEEDED_FEATURE_TITLES);
    expect(await landing(ALPHA)).toEqual(SEEDED_FEATURE_TITLES);
  });

  it('creates, edits and hides features of the main host (audited), shown on its landing in order', async () => {
    const created = await call('POST', '/api/admin/features', adminToken, MAIN, {
      title: '  Voicemail to Text ',
      description: 'Every message transcribed.',
      icon: 'mail',
    });
    expect(created.statusCode).toBe(201);
    const feature = (created.json() as { data: Feature }).data;
    expect(feature).toMatchObject({
      title: 'Voicemail to Text',
      icon: 'mail',
      is_active: true,
      sort_order: 8,
    });
    expect(await landing(MAIN)).toEqual([...SEEDED_FEATURE_TITLES, 'Voicemail to Text']);

    const hidden = await call('PUT', `/api/admin/features/${feature.id}`, adminToken, MAIN, {
      title: 'Voicemail to Text',
      description: 'Every message transcribed.',
      icon: 'mail',
      is_active: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect((hidden.json() as { data: Feature }).data.is_active).toBe(false);
    expect(await landing(MAIN)).toEqual(SEEDED_FEATURE_TITLES);
    expect((await adminList(adminToken, MAIN)).data).toHaveLength(8);

    const [createEntry] = await audit('feature.create');
    expect(createEntry).toMatchObject({
      reseller_id: null,
      target_type: 'feature',
      target_id: String(feature.id),
    });
    const [updateEntry] = await audit('feature.update');
    expect(updateEntry?.changes).toEqual({
      before: { is_active: true },
      after: { is_active: false },
    });
  });

  it("copies the main host's list on a reseller's first change: its edits never touch the main host's", async () => {
    const inherited = await adminList(alphaToken, ALPHA);
    const first = inherited.data[0] as Feature;
    const res = await call('PUT', `/api/admin/features/${first.id}`, alphaToken, ALPHA, {
      title: 'Always Open',
      description: 'Alpha picks up day and night.',
      icon: 'clock',
      is_active: true,
    });
    expect(res.statusCode).toBe(200);
    const edited = (res.json() as { data: Feature }).data;
    expect(edited.id).not.toBe(first.id);
    expect(edited.title).toBe('Always Open');

    const own = await adminList(alphaToken, ALPHA);
    expect(own.inherited).toBe(false);
    // The hidden main-host feature was copied too (hidden), so the lists match one for one.
    expect(own.data).toHaveLength(8);
    expect(own.data.map((f) => f.title).slice(0, 2)).toEqual([
      'Always Open',
      'Appointment Booking',
    ]);
    expect(await landing(ALPHA)).toEqual(['Always Open', ...SEEDED_FEATURE_TITLES.slice(1)]);
    expect(await landing(MAIN)).toEqual(SEEDED_FEATURE_TITLES);
    expect(await landing(BETA)).toEqual(SEEDED_FEATURE_TITLES);
    const rows = await ctx.db
      .selectFrom('features')
      .select('id')
      .where('reseller_id', '=', alpha)
      .execute();
    expect(rows).toHaveLength(8);
  });

  it("refuses another tenant's feature with a 404 (a reseller's, or the main host's once it has its own)", async () => {
    const alphaFeature = (await adminList(alphaToken, ALPHA)).data[0] as Feature;
    const mainFeature = (await adminList(adminToken, MAIN)).data[0] as Feature;
    const body = { title: 'X', description: 'Y', icon: null };
    const byBeta = await call('DELETE', `/api/admin/features/${alphaFeature.id}`, betaToken, BETA);
    // Beta has no list yet: its first change copies the main host's, and alpha's id is none of them.
    expect(byBeta.statusCode).toBe(404);
    expect(byBeta.json()).toMatchObject({ message: 'Feature not found' });
    // ... and the refused change copied nothing (the transaction rolled back).
    expect((await adminList(betaToken, BETA)).inherited).toBe(true);
    const byAlpha = await call(
      'PUT',
      `/api/admin/features/${mainFeature.id}`,
      alphaToken,
      ALPHA,
      body,
    );
    expect(byAlpha.statusCode).toBe(404);
    const byAdmin = await call(
      'PUT',
      `/api/admin/features/${alphaFeature.id}`,
      adminToken,
      MAIN,
      body,
    );
    expect(byAdmin.statusCode).toBe(404);
    expect((await adminList(alphaToken, ALPHA)).data[0]?.title).toBe('Always Open');
  });

  it('reorders by a full list of ids and refuses a partial, repeated or foreign one', async () => {
    const ids = (await adminList(alphaToken, ALPHA)).data.map((f) => f.id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', '/api/admin/features/order', alphaToken, ALPHA, {
      ids: reversed,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: Feature[] }).data.map((f) => f.id)).toEqual(reversed);
    expect((await adminList(alphaToken, ALPHA)).data.map((f) => f.sort_order)).toEqual(
      ids.map((_, index) => index + 1),
    );
    // The hidden copy comes first but stays hidden.
    expect(await landing(ALPHA)).toEqual(
      ['Always Open', ...SEEDED_FEATURE_TITLES.slice(1)].reverse(),
    );
    const [entry] = await audit('feature.reorder');
    expect(entry).toMatchObject({ reseller_id: alpha });
    expect(entry?.changes).toEqual({ before: { ids }, after: { ids: reversed } });

    const mainIds = (await adminList(adminToken, MAIN)).data.map((f) => f.id);
    for (const bad of [
      reversed.slice(1),
      [...reversed.slice(1), reversed[1]],
      [...reversed.slice(1), mainIds[0]],
    ]) {
      const refused = await call('PUT', '/api/admin/features/order', alphaToken, ALPHA, {
        ids: bad,
      });
      expect(refused.statusCode).toBe(422);
      expect((refused.json() as { errors: Record<string, string[]> }).errors).toEqual({
        ids: ['The order must list each feature exactly once'],
      });
    }
    expect((await adminList(alphaToken, ALPHA)).data.map((f) => f.id)).toEqual(reversed);
  });

  it('validates the fields with clear messages', async () => {
    const res = await call('POST', '/api/admin/features', adminToken, MAIN, {
      title: '',
      description: 'x'.repeat(2001),
      icon: 'skull',
    });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: Record<string, string[]> }).errors).toEqual({
      title: ['Title is required'],
      description: ['Description may be at most 2000 characters'],
      icon: ['Please choose one of the listed icons'],
    });
    const badId = await call('DELETE', '/api/admin/features/abc', adminToken, MAIN);
    expect([404, 422]).toContain(badId.statusCode);
  });

  it("lets a content admin edit its tenant's list: the main host's, or its reseller's", async () => {
    const platform = await login(
      ctx.app,
      await insertUser(ctx.db, { role: 'content_admin' }),
      MAIN,
    );
    const created = await call('POST', '/api/admin/features', platform, MAIN, {
      title: 'Content Team Feature',
      description: 'Written by the content admin.',
      icon: 'mail',
      is_active: true,
    });
    expect(created.statusCode).toBe(201);
    expect(await landing(MAIN)).toContain('Content Team Feature');
    const ofAlpha = await login(
      ctx.app,
      await insertUser(ctx.db, { role: 'content_admin', reseller_id: alpha }),
      ALPHA,
    );
    expect((await adminList(ofAlpha, ALPHA)).data.map((f) => f.title)).toEqual(
      (await adminList(alphaToken, ALPHA)).data.map((f) => f.title),
    );
    const removed = created.json() as { data: Feature };
    expect(
      (await call('DELETE', `/api/admin/features/${removed.data.id}`, platform, MAIN)).statusCode,
    ).toBe(200);
  });

  it('deletes a feature of its own tenant (audited)', async () => {
    const [first] = (await adminList(alphaToken, ALPHA)).data;
    const res = await call('DELETE', `/api/admin/features/${first?.id}`, alphaToken, ALPHA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Feature deleted successfully' });
    expect((await adminList(alphaToken, ALPHA)).data.map((f) => f.id)).not.toContain(first?.id);
    const entries = await audit('feature.delete');
    expect(entries[entries.length - 1]).toMatchObject({
      reseller_id: alpha,
      target_id: String(first?.id),
      target_label: first?.title,
    });
    expect(await landing(MAIN)).toEqual(SEEDED_FEATURE_TITLES);
  });
});
