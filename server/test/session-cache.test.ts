import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { sql } from 'kysely';
import { changesTables } from '../src/db/table-writes';
import { nowIso } from '../src/lib/time';
import { issueToken } from '../src/domains/identity/auth/token-repository';
import {
  SESSION_CACHE_TTL_MS,
  SESSION_WATCH,
  SESSIONS_CHANGED,
} from '../src/plugins/session-cache';
import { advanceWallClock } from './helpers/clock';
import { NEW_USER, builder, node, type QueryNode } from './helpers/query-nodes';
import { PASSWORD, insertReseller, insertUser, login, tokenIdOf } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';

/**
 * The sessions of bearer tokens are cached (plugins/session-cache.ts). What proves the cache is there:
 * a revocation written in raw SQL (which the app does not watch) is not seen until a message or the lifetime.
 * What proves it stays right: every write through the query builder that can change a session drops it.
 */

const changesSessions = (query: QueryNode) => changesTables(query, SESSION_WATCH);

describe('changesSessions: which writes may change a cached session', () => {
  const cases: [string, QueryNode, boolean][] = [
    ['a user edited', node(builder.updateTable('users').set({ name: 'x' })), true],
    [
      'a user edited (aliased)',
      node(builder.updateTable('users as u').set({ status: 'suspended' })),
      true,
    ],
    ['a user deleted', node(builder.deleteFrom('users').where('id', '=', 1)), true],
    [
      'a token revoked',
      node(builder.updateTable('access_tokens').set({ revoked_at: 'now' })),
      true,
    ],
    ['tokens deleted', node(builder.deleteFrom('access_tokens')), true],
    ['a reseller renamed', node(builder.updateTable('resellers').set({ org_name: 'y' })), true],
    ['a reseller deleted', node(builder.deleteFrom('resellers')), true],
    [
      'a token touched (last_used_at only)',
      node(builder.updateTable('access_tokens').set({ last_used_at: 'now' })),
      false,
    ],
    [
      'a token touched and revoked',
      node(builder.updateTable('access_tokens').set({ last_used_at: 'now', revoked_at: 'now' })),
      true,
    ],
    [
      "a user's updated_at set to itself (a row lock)",
      node(builder.updateTable('users').set({ updated_at: sql`updated_at` })),
      false,
    ],
    [
      'a token issued (plain insert)',
      node(
        builder.insertInto('access_tokens').values({
          user_id: 1,
          token_hash: 'h',
          expires_at: 'e',
          remember: 0,
          created_at: 'c',
        }),
      ),
      false,
    ],
    [
      'a user upserted (insert … on conflict do update)',
      node(
        builder
          .insertInto('users')
          .values(NEW_USER)
          .onConflict((oc) => oc.column('email').doUpdateSet({ name: 'n' })),
      ),
      true,
    ],
    ['a user replaced (REPLACE INTO)', node(builder.replaceInto('users').values(NEW_USER)), true],
    [
      'a user update inside a WITH',
      node(
        builder
          .with('changed', (db) =>
            db.updateTable('users').set({ status: 'suspended' }).returning('id'),
          )
          .selectFrom('changed')
          .selectAll(),
      ),
      true,
    ],
    ['an assistant edited', node(builder.updateTable('assistants').set({ name: 'a' })), false],
    ['call logs deleted', node(builder.deleteFrom('call_logs')), false],
    ['a read of users', node(builder.selectFrom('users').selectAll()), false],
  ];

  it.each(cases)('%s', (_name, query, expected) => {
    expect(changesSessions(query)).toBe(expected);
  });
});

describe.each(databases)('the session cache (%s)', (dialect) => {
  let ctx: TestContext | null = null;
  afterEach(async () => {
    jest.useRealTimers();
    await ctx?.close();
    ctx = null;
  });

  const me = (c: TestContext, token: string, host = 'localhost') =>
    request(c.app, { method: 'GET', url: '/api/user', host, token });

  /** A revocation the app cannot see: raw SQL, as a script on the database would write it. */
  const revokeBehindTheAppsBack = (c: TestContext, userId: number) =>
    sql`update access_tokens set revoked_at = ${nowIso()} where user_id = ${userId}`.execute(c.db);

  it('reads a session once and keeps it, until SESSIONS_CHANGED arrives or its lifetime ends', async () => {
    ctx = await createTestContext(dialect);
    const c = ctx;
    const user = await insertUser(c.db);
    const token = await login(c.app, user);
    expect((await me(c, token)).statusCode).toBe(200);
    expect(c.app.sessions.size).toBe(1);

    await revokeBehindTheAppsBack(c, user.id);
    expect((await me(c, token)).statusCode).toBe(200);
    // Another instance's write tells the bus: the next request reads the session again.
    await c.app.bus.publish(SESSIONS_CHANGED, String(Date.now()));
    expect((await me(c, token)).statusCode).toBe(401);

    // With no message at all, the revocation shows once the cached session's lifetime is over.
    const second = await login(c.app, user);
    expect((await me(c, second)).statusCode).toBe(200);
    await revokeBehindTheAppsBack(c, user.id);
    expect((await me(c, second)).statusCode).toBe(200);
    advanceWallClock(SESSION_CACHE_TTL_MS + 1);
    expect((await me(c, second)).statusCode).toBe(401);
  });

  it('every write through the app that touches a session shows on the next request', async () => {
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

  it("keeps a session no longer than its token's expiry, and never keeps an unknown token", async () => {
    ctx = await createTestContext(dialect);
    const c = ctx;
    const user = await insertUser(c.db);
    // A token that expires in 1 s (well within the cache's lifetime).
    const { token } = await issueToken(c.db, user.id, false, {
      tokenTtlHours: 1 / 3600,
      rememberTtlDays: 1,
    });
    expect((await me(c, token)).statusCode).toBe(200);
    expect(c.app.sessions.size).toBe(1);
    advanceWallClock(1_500);
    expect((await me(c, token)).statusCode).toBe(401);

    c.app.sessions.clear();
    expect((await me(c, 'not-a-token')).statusCode).toBe(401);
    expect(c.app.sessions.size).toBe(0);
  });

  it('keeps an impersonation session no longer than the admin session it was made from', async () => {
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
    expect(c.app.sessions.size).toBe(1);
    advanceWallClock(1_500);
    expect((await me(c, token)).statusCode).toBe(401);
  });

  it("a token's last use, written at most once a minute, neither drops the cache nor repeats", async () => {
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
    // Last used two minutes ago (written behind the app's back, so nothing is dropped).
    await sql`update access_tokens set last_used_at = ${new Date(Date.now() - 120_000).toISOString()}
      where user_id = ${user.id}`.execute(c.db);
    expect((await me(c, token)).statusCode).toBe(200);
    const touched = await lastUsed();
    expect(Date.now() - Date.parse(touched ?? '')).toBeLessThan(10_000);
    // The touch kept the cached session...
    expect(c.app.sessions.size).toBe(1);
    // ...which knows it was touched: a second later, no second write.
    advanceWallClock(1_000);
    expect((await me(c, token)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(touched);
  });

  it('while the bus may miss messages, every request reads its session; the cache starts empty after', async () => {
    ctx = await createTestContext(dialect);
    const c = ctx;
    const user = await insertUser(c.db);
    const token = await login(c.app, user);
    expect((await me(c, token)).statusCode).toBe(200);
    const hearing = jest.spyOn(c.app.bus, 'hearing').mockReturnValue(null);
    await revokeBehindTheAppsBack(c, user.id);
    expect((await me(c, token)).statusCode).toBe(401);
    expect(c.app.sessions.size).toBe(0);

    // Hearing again (a reconnection: another number): what was kept before the gap is not trusted.
    const again = await login(c.app, user);
    hearing.mockReturnValue(1);
    expect((await me(c, again)).statusCode).toBe(200);
    await revokeBehindTheAppsBack(c, user.id);
    hearing.mockReturnValue(2);
    expect((await me(c, again)).statusCode).toBe(401);
  });

  if (dialect === 'postgres') {
    it('a session read while a request’s transaction is open is dropped before that request answers', async () => {
      ctx = await createTestContext(dialect);
      const c = ctx;
      const user = await insertUser(c.db);
      const token = await login(c.app, user);
      const other = await login(c.app, user);
      // Inside the password change's transaction (the password, then the other tokens revoked), after each of
      // its writes, this instance reads the other token's session: from another connection it still sees the
      // token live (not committed yet), and keeps it.
      const stop = c.database.writes.subscribe(SESSION_WATCH, async () => {
        await c.app.sessions.find(c.db, other);
      });
      try {
        const changed = await request(c.app, {
          method: 'PUT',
          url: '/api/user/password',
          host: 'localhost',
          token,
          payload: {
            current_password: PASSWORD,
            new_password: 'a new password 123',
            new_password_confirmation: 'a new password 123',
          },
        });
        expect(changed.statusCode).toBe(200);
      } finally {
        stop();
      }
      // The request dropped the cache once its transaction was over: the other session is refused.
      expect((await me(c, other)).statusCode).toBe(401);
      expect((await me(c, token)).statusCode).toBe(200);
    });
  }
});
