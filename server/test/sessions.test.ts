import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { sql } from 'kysely';
import { issueToken } from '../src/domains/identity/auth/token-repository';
import { nowIso } from '../src/lib/time';
import { hashToken } from '../src/lib/tokens';
import { advanceWallClock } from './helpers/clock';
import { insertReseller, insertUser, login, tokenIdOf } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';

/**
 * The session of a bearer token is read from the database on every signed-in request (plugins/sessions.ts,
 * identity/users/repository.ts findSessionAccount): whatever changes it, through the app or not, shows on the next
 * request.
 */
describe.each(databases)('sessions (%s)', (dialect) => {
  let ctx: TestContext | null = null;
  afterEach(async () => {
    jest.useRealTimers();
    await ctx?.close();
    ctx = null;
  });

  const me = (c: TestContext, token: string, host = 'localhost') =>
    request(c.app, { method: 'GET', url: '/api/user', host, token });

  it('a revocation written outside the app (a script on the database) shows on the next request', async () => {
    ctx = await createTestContext(dialect);
    const c = ctx;
    const user = await insertUser(c.db);
    const token = await login(c.app, user);
    expect((await me(c, token)).statusCode).toBe(200);
    await sql`update access_tokens set revoked_at = ${nowIso()} where user_id = ${user.id}`.execute(
      c.db,
    );
    expect((await me(c, token)).statusCode).toBe(401);
  });

  it('every change to a session shows on the next request', async () => {
    ctx = await createTestContext(dialect);
    const c = ctx;
    const acme = await insertReseller(c.db, { subdomain: 'acme' });
    const user = await insertUser(c.db, { reseller_id: acme, name: 'Before' });
    const token = await login(c.app, user, 'acme.localhost');
    const seen = async () => (await me(c, token, 'acme.localhost')).json().data;
    expect(await seen()).toMatchObject({ name: 'Before', reseller_name: 'acme Org' });

    await c.db.updateTable('users').set({ name: 'After' }).where('id', '=', user.id).execute();
    expect(await seen()).toMatchObject({ name: 'After' });
    await c.db
      .updateTable('resellers')
      .set({ org_name: 'Acme Renamed' })
      .where('id', '=', acme)
      .execute();
    expect(await seen()).toMatchObject({ reseller_name: 'Acme Renamed' });

    // The profile saved through the API.
    const saved = await request(c.app, {
      method: 'POST',
      url: '/api/user',
      host: 'acme.localhost',
      token,
      payload: { name: 'Saved', email: user.email },
    });
    expect(saved.statusCode).toBe(200);
    expect(await seen()).toMatchObject({ name: 'Saved' });

    // Suspended: refused at once.
    await c.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', user.id)
      .execute();
    expect((await me(c, token, 'acme.localhost')).statusCode).toBe(401);
    await c.db.updateTable('users').set({ status: 'active' }).where('id', '=', user.id).execute();
    expect((await me(c, token, 'acme.localhost')).statusCode).toBe(200);

    // Signed out: that token is refused on its next request.
    const out = await request(c.app, {
      method: 'POST',
      url: '/api/logout',
      host: 'acme.localhost',
      token,
    });
    expect(out.statusCode).toBe(200);
    expect((await me(c, token, 'acme.localhost')).statusCode).toBe(401);

    // Deleted: its other sessions end.
    const other = await login(c.app, user, 'acme.localhost');
    expect((await me(c, other, 'acme.localhost')).statusCode).toBe(200);
    await c.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect((await me(c, other, 'acme.localhost')).statusCode).toBe(401);
  });

  it('refuses a token once it has expired, and an unknown token', async () => {
    ctx = await createTestContext(dialect);
    const c = ctx;
    const user = await insertUser(c.db);
    // A token that expires in 1 s (well within the cache's lifetime).
    const { token } = await issueToken(c.db, user.id, false, {
      tokenTtlHours: 1 / 3600,
      rememberTtlDays: 1,
    });
    expect((await me(c, token)).statusCode).toBe(200);
    advanceWallClock(1_500);
    expect((await me(c, token)).statusCode).toBe(401);

    expect((await me(c, 'not-a-token')).statusCode).toBe(401);
  });

  it('ends an impersonation session with the admin session it was made from', async () => {
    ctx = await createTestContext(dialect);
    const c = ctx;
    const admin = await insertUser(c.db, { role: 'admin' });
    const user = await insertUser(c.db);
    // The admin's own session expires in 1 s; the impersonation session made from it would last hours.
    const own = await issueToken(c.db, admin.id, false, {
      tokenTtlHours: 1 / 3600,
      rememberTtlDays: 1,
    });
    const { token } = await issueToken(
      c.db,
      user.id,
      false,
      { tokenTtlHours: 2, rememberTtlDays: 1 },
      { impersonatorId: admin.id, parentTokenId: await tokenIdOf(c.db, own.token) },
    );
    expect((await me(c, token)).statusCode).toBe(200);
    advanceWallClock(1_500);
    expect((await me(c, token)).statusCode).toBe(401);
  });

  it("writes a token's last use at most once a minute", async () => {
    ctx = await createTestContext(dialect);
    const c = ctx;
    const user = await insertUser(c.db);
    const token = await login(c.app, user);
    const lastUsed = async () =>
      (
        await c.db
          .selectFrom('access_tokens')
          .select('last_used_at')
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    // Last used two minutes ago.
    await sql`update access_tokens set last_used_at = ${new Date(Date.now() - 120_000).toISOString()}
      where user_id = ${user.id}`.execute(c.db);
    expect((await me(c, token)).statusCode).toBe(200);
    const touched = await lastUsed();
    expect(Date.now() - Date.parse(touched ?? '')).toBeLessThan(10_000);
    // A second later: no second write.
    advanceWallClock(1_000);
    expect((await me(c, token)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(touched);
  });
});

describe('hashToken', () => {
  it('is the SHA-256 hex of the token (the hashes already stored stay valid)', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
