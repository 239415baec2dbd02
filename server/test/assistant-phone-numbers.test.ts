import { describe, expect, it } from '@jest/globals';
import { insertAssistant, insertTwoResellers, type TwoResellers } from './helpers/fixtures';
import { insertPhoneNumber } from './helpers/phone-numbers';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe.each(databases)("an assistant's phone numbers (%s)", (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  let tenants: TwoResellers;
  let assistantId: number;
  let numberless: number;
  let first: number;
  let second: number;

  const list = (id: number | string, token: string, host: string) =>
    request(ctx.app, { method: 'GET', url: `/api/assistants/${id}/phone-numbers`, host, token });

  it('lists the numbers of an assistant its owner may see, oldest first, with their ids', async () => {
    tenants = await insertTwoResellers(ctx.app, ctx.db);
    const owner = { user_id: tenants.user.id, reseller_id: tenants.alpha };
    assistantId = await insertAssistant(ctx.db, {
      ...owner,
      name: 'Reminders',
      phone_number: '+12125550123',
    });
    numberless = await insertAssistant(ctx.db, { ...owner, name: 'Numberless' });
    first = await insertPhoneNumber(ctx.db, {
      ...owner,
      phone_number: '+12125550123',
      assistant_id: assistantId,
    });
    second = await insertPhoneNumber(ctx.db, {
      ...owner,
      phone_number: '+12125550177',
      assistant_id: assistantId,
      locality: 'New York',
      region: 'NY',
    });
    // Another assistant's number is not this one's.
    await insertPhoneNumber(ctx.db, {
      ...owner,
      phone_number: '+12125550188',
      assistant_id: await insertAssistant(ctx.db, { ...owner, name: 'Other' }),
    });

    const res = await list(assistantId, tenants.tokens.user, 'alpha.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        { id: first, phone_number: '+12125550123', label: null },
        { id: second, phone_number: '+12125550177', label: 'New York, NY' },
      ],
    });
  });

  it('is an empty list for an assistant without numbers', async () => {
    const res = await list(numberless, tenants.tokens.user, 'alpha.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it("lets the assistant's reseller admin and the platform admin list them", async () => {
    const reseller = await list(assistantId, tenants.tokens.alpha, 'alpha.localhost');
    expect(reseller.statusCode).toBe(200);
    expect((reseller.json() as { data: unknown[] }).data).toHaveLength(2);
    const admin = await list(assistantId, tenants.tokens.admin, 'localhost');
    expect(admin.statusCode).toBe(200);
    expect((admin.json() as { data: unknown[] }).data).toHaveLength(2);
  });

  it("is a 404 for another reseller's admin and for an unknown assistant", async () => {
    const other = await list(assistantId, tenants.tokens.beta, 'beta.localhost');
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('+12125550123');
    const unknown = await list(assistantId + 10_000, tenants.tokens.user, 'alpha.localhost');
    expect(unknown.statusCode).toBe(404);
  });

  it('is a 401 signed out', async () => {
    const res = await request(ctx.app, {
      method: 'GET',
      url: `/api/assistants/${assistantId}/phone-numbers`,
      host: 'alpha.localhost',
    });
    expect(res.statusCode).toBe(401);
  });
});
