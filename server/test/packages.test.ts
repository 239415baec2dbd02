import { describe, expect, it } from '@jest/globals';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe.each(databases)('GET /api/subscriptions/packages on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));

  const list = () => request(ctx.app, { method: 'GET', url: '/api/subscriptions/packages' });

  it('is public and lists the four seeded plans in order', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((p: { name: string }) => p.name)).toEqual([
      'Starter',
      'Professional',
      'Business',
      'Enterprise',
    ]);
  });

  it('answers Package objects with parsed features, numbers and booleans', async () => {
    const [starter, professional, , enterprise] = (await list()).json().data;
    expect(starter).toEqual({
      id: expect.any(Number),
      name: 'Starter',
      description: expect.any(String),
      price: 29,
      yearly_price: 278,
      features: expect.arrayContaining(['1 voice agent', '300 minutes per month']),
      is_popular: false,
      monthly_minutes_limit: 300,
      voice_agents_limit: 1,
      analytics_level: 'basic',
      support_level: 'Email',
      monthly_payment_link: null,
      yearly_payment_link: null,
      extra_per_minute_charge: 0.15,
      knowledge_sources_limit: 5,
      knowledge_mb_limit: 10,
      booking_enabled: false,
      campaigns_enabled: false,
      campaign_concurrency_limit: 0,
      campaign_contacts_monthly_limit: 0,
    });
    expect(professional).toMatchObject({
      is_popular: true,
      knowledge_sources_limit: 20,
      knowledge_mb_limit: 50,
      booking_enabled: true,
      campaigns_enabled: true,
      campaign_concurrency_limit: 5,
      campaign_contacts_monthly_limit: 5_000,
    });
    expect(enterprise).toMatchObject({ monthly_minutes_limit: -1, voice_agents_limit: -1 });
    for (const p of (await list()).json().data) {
      expect(p.yearly_price / (p.price * 12)).toBeCloseTo(0.8, 1);
      expect(p.features.every((f: unknown) => typeof f === 'string')).toBe(true);
    }
  });

  it('hides inactive packages and follows sort_order', async () => {
    await ctx.db
      .updateTable('packages')
      .set({ is_active: 0 })
      .where('name', '=', 'Business')
      .execute();
    await ctx.db
      .updateTable('packages')
      .set({ sort_order: 0 })
      .where('name', '=', 'Enterprise')
      .execute();
    const names = (await list()).json().data.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Enterprise', 'Starter', 'Professional']);
  });
});
