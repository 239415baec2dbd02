import { beforeAll, describe, expect, it } from '@jest/globals';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe.each(databases)('users for assignment on %s', (dialect) => {
  const ids: Record<string, number> = {};
  const tokens: Record<string, { token: string; host: string }> = {};

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    const alpha = await insertReseller(ctx.db, { subdomain: 'alpha', org_name: 'Alpha Org' });
    const beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    ids.alpha = alpha;
    ids.beta = beta;
    const users = {
      anna: { reseller_id: alpha, name: 'Anna Alpha', email: 'anna@alpha.test' },
      bob: { reseller_id: alpha, name: 'Bob Alpha', email: 'bob@alpha.test' },
      gone: { reseller_id: alpha, name: 'Gone Alpha', status: 'suspended' as const },
      bea: { reseller_id: beta, name: 'Bea Beta', email: 'bea@beta.test' },
      alphaAdmin: { reseller_id: alpha, role: 'reseller_admin' as const, name: 'Zed Admin' },
      admin: { role: 'admin' as const, name: 'Pat Platform' },
      content: { role: 'content_admin' as const, reseller_id: alpha, name: 'Cora Content' },
    };
    for (const [key, values] of Object.entries(users)) {
      const user = await insertUser(ctx.db, values);
      ids[key] = user.id;
      if (['alphaAdmin', 'admin', 'anna', 'content'].includes(key)) {
        const host = key === 'admin' ? 'localhost' : 'alpha.localhost';
        tokens[key] = { token: await login(ctx.app, user, host), host };
      }
    }
  });

  const list = (who: string, url: string) => {
    const { token, host } = tokens[who] as { token: string; host: string };
    return request(ctx.app, { method: 'GET', url, host, token });
  };
  const names = (res: { json(): { data: { name: string }[] } }) =>
    res.json().data.map((u) => u.name);

  it("lists a reseller admin's own active users, by name", async () => {
    const res = await list('alphaAdmin', '/api/admin/users/for-assignment');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Anna Alpha', 'Bob Alpha', 'Cora Content', 'Zed Admin']);
    expect(res.json().data[0]).toEqual({
      id: ids.anna,
      name: 'Anna Alpha',
      email: 'anna@alpha.test',
      reseller_id: ids.alpha,
      reseller_name: 'Alpha Org',
    });
    // Another reseller's id filters to nothing, never to its users.
    expect(
      names(await list('alphaAdmin', `/api/admin/users/for-assignment?reseller_id=${ids.beta}`)),
    ).toEqual([]);
  });

  it('searches names and emails, and limits the page', async () => {
    expect(names(await list('admin', '/api/admin/users/for-assignment?search=BEA@'))).toEqual([
      'Bea Beta',
    ]);
    expect(names(await list('admin', '/api/admin/users/for-assignment?search=bob'))).toEqual([
      'Bob Alpha',
    ]);
    expect(
      (await list('admin', '/api/admin/users/for-assignment?per_page=2')).json().data,
    ).toHaveLength(2);
    expect((await list('admin', '/api/admin/users/for-assignment?per_page=101')).statusCode).toBe(
      422,
    );
  });

  it("lets platform admins filter every tenant's users by reseller", async () => {
    const res = await list(
      'admin',
      `/api/super-admin/assistants/users-for-assignment?reseller_id=${ids.beta}`,
    );
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Bea Beta']);
    const all = names(await list('admin', '/api/super-admin/assistants/users-for-assignment'));
    expect(all).toEqual(expect.arrayContaining(['Anna Alpha', 'Bea Beta', 'Pat Platform']));
    expect(all).not.toContain('Gone Alpha');
  });

  it("keeps a reseller's content admin to its tenant, and users out", async () => {
    const res = await list('content', '/api/super-admin/assistants/users-for-assignment');
    expect(res.statusCode).toBe(200);
    expect(names(res)).not.toContain('Bea Beta');
    expect((await list('anna', '/api/admin/users/for-assignment')).statusCode).toBe(403);
    expect(
      (await list('anna', '/api/super-admin/assistants/users-for-assignment')).statusCode,
    ).toBe(403);
    expect(
      (await list('alphaAdmin', '/api/super-admin/assistants/users-for-assignment')).statusCode,
    ).toBe(403);
  });
});
