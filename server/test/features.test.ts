import { beforeAll, describe, expect, it } from '@jest/globals';
import { insertReseller, SEEDED_FEATURE_TITLES } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe.each(databases)('GET /api/features on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    await insertReseller(ctx.db, { subdomain: 'acme' });
  });

  it('lists the seven seeded main features, in order, without signing in', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/features' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(7);
    expect(body.data.map((f: { title: string }) => f.title)).toEqual(SEEDED_FEATURE_TITLES);
    for (const feature of body.data) {
      expect(Object.keys(feature).sort()).toEqual(['description', 'icon', 'id', 'title']);
      expect(feature.id).toEqual(expect.any(Number));
      expect(feature.description.length).toBeGreaterThan(40);
      expect(feature.icon).toEqual(expect.any(String));
    }
  });

  it("is served on a reseller's subdomain too, and hides inactive features", async () => {
    await ctx.db
      .updateTable('features')
      .set({ is_active: 0 })
      .where('title', '=', 'Call Analytics')
      .execute();
    const res = await request(ctx.app, {
      method: 'GET',
      url: '/api/features',
      host: 'acme.localhost:3000',
    });
    expect(res.statusCode).toBe(200);
    const titles = res.json().data.map((f: { title: string }) => f.title);
    expect(titles).toHaveLength(6);
    expect(titles).not.toContain('Call Analytics');
  });
});
