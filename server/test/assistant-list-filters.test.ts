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

/** The admin lists' owner (user_id) and reseller (reseller_id) filters of GET /api/assistants (spec 001 §2). */
describe.each(databases)('GET /api/assistants owner and reseller filters on %s', (dialect) => {
  let alpha: number;
  let beta: number;
  let alphaOwner: UserFixture;
  let alphaOther: UserFixture;
  let alphaAdmin: UserFixture;
  let betaOwner: UserFixture;
  let platformAdmin: UserFixture;

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    alphaOwner = await insertUser(ctx.db, { reseller_id: alpha, name: 'Alma Alpha' });
    alphaOther = await insertUser(ctx.db, { reseller_id: alpha, name: 'Otto Alpha' });
    alphaAdmin = await insertUser(ctx.db, { reseller_id: alpha, role: 'reseller_admin' });
    betaOwner = await insertUser(ctx.db, { reseller_id: beta, name: 'Bert Beta' });
    platformAdmin = await insertUser(ctx.db, { role: 'admin' });
    await insertAssistant(ctx.db, { user_id: alphaOwner.id, reseller_id: alpha, name: 'Alma One' });
    await insertAssistant(ctx.db, { user_id: alphaOwner.id, reseller_id: alpha, name: 'Alma Two' });
    await insertAssistant(ctx.db, { user_id: alphaOther.id, reseller_id: alpha, name: 'Otto One' });
    await insertAssistant(ctx.db, { user_id: betaOwner.id, reseller_id: beta, name: 'Bert One' });
  });

  const names = async (user: UserFixture, query: string, host: string) => {
    const token = await login(ctx.app, user, host);
    const res = await request(ctx.app, {
      method: 'GET',
      url: `/api/assistants${query}`,
      host,
      token,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { name: string }[]).map((a) => a.name).sort();
  };

  it("filters a reseller admin's list by owner", async () => {
    expect(await names(alphaAdmin, `?user_id=${alphaOwner.id}`, 'alpha.localhost')).toEqual([
      'Alma One',
      'Alma Two',
    ]);
    expect(await names(alphaAdmin, `?user_id=${alphaOther.id}`, 'alpha.localhost')).toEqual([
      'Otto One',
    ]);
  });

  it("shows a reseller admin nothing when filtering by another tenant's user or reseller", async () => {
    expect(await names(alphaAdmin, `?user_id=${betaOwner.id}`, 'alpha.localhost')).toEqual([]);
    expect(await names(alphaAdmin, `?reseller_id=${beta}`, 'alpha.localhost')).toEqual([]);
  });

  it('keeps a user to their own assistants whatever the filter', async () => {
    expect(await names(alphaOther, `?user_id=${alphaOwner.id}`, 'alpha.localhost')).toEqual([]);
  });

  it('lets a platform admin filter by reseller and by owner', async () => {
    expect(await names(platformAdmin, `?reseller_id=${beta}`, 'localhost')).toEqual(['Bert One']);
    expect(await names(platformAdmin, `?reseller_id=${alpha}`, 'localhost')).toEqual([
      'Alma One',
      'Alma Two',
      'Otto One',
    ]);
    expect(
      await names(platformAdmin, `?reseller_id=${alpha}&user_id=${alphaOther.id}`, 'localhost'),
    ).toEqual(['Otto One']);
    expect(
      await names(platformAdmin, `?reseller_id=${alpha}&user_id=${betaOwner.id}`, 'localhost'),
    ).toEqual([]);
  });

  it('answers 422 for a filter that is not a positive integer', async () => {
    const token = await login(ctx.app, platformAdmin, 'localhost');
    const res = await request(ctx.app, {
      method: 'GET',
      url: '/api/assistants?user_id=abc&reseller_id=-2',
      host: 'localhost',
      token,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      user_id: ['The user id must be an integer.'],
      reseller_id: ['The reseller id must be an integer.'],
    });
  });
});
