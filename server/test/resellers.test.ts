import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';

describe.each(databases)('GET /api/super-admin/resellers on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists every reseller as {id, org_name} by name, for super admins only', async () => {
    const zeta = await insertReseller(ctx.db, { subdomain: 'zeta', org_name: 'Zeta Calls' });
    const acme = await insertReseller(ctx.db, { subdomain: 'acme', org_name: 'Acme Voice' });
    const admin = await insertUser(ctx.db, { role: 'super_admin' });
    const token = await login(ctx.app, admin);
    const reply = await request(ctx.app, {
      method: 'GET',
      url: '/api/super-admin/resellers',
      token,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      data: [
        { id: acme, org_name: 'Acme Voice' },
        { id: zeta, org_name: 'Zeta Calls' },
      ],
    });

    const resellerAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: acme });
    const refused = await request(ctx.app, {
      method: 'GET',
      url: '/api/super-admin/resellers',
      token: await login(ctx.app, resellerAdmin, 'acme.localhost'),
      host: 'acme.localhost',
    });
    expect(refused.statusCode).toBe(403);
  });
});
