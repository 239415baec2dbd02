import { beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_KEY_SCOPES } from '@voice/contracts';
import { API_KEY_MESSAGES } from '@voice/contracts/schemas';
import { buildApp } from '../src/app';
import { currentUser } from '../src/plugins/auth';
import { createApiKey } from './helpers/api-keys';
import { insertReseller, insertUser, login, type UserFixture } from './helpers/fixtures';
import { createTestContext, databases, request, testConfig } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const MAIN = 'localhost:3000';
const ACME = 'acme.localhost:3000';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Two routes made for keys (as the public API's are), so that the key checks are tested without them. */
function addKeyRoutes(app: FastifyInstance): void {
  app.get(
    '/api/test/key-read',
    { config: { access: 'authenticated', apiKeyScope: 'assistants:read' } },
    async (req) => ({ id: currentUser(req).id, keyId: req.apiKeyId }),
  );
  app.post(
    '/api/test/key-write',
    { config: { access: 'authenticated', apiKeyScope: 'assistants:write' } },
    async () => ({ ok: true }),
  );
}

describe.each(databases)('API keys on %s', (dialect) => {
  let acmeId: number;
  let user: UserFixture;
  let other: UserFixture;
  let admin: UserFixture;
  let acmeUser: UserFixture;
  let userToken: string;
  const ctx = useTestContext(() => createTestContext(dialect, { beforeReady: addKeyRoutes }));
  beforeAll(async () => {
    acmeId = await insertReseller(ctx.db, { subdomain: 'acme', org_name: 'Acme Inc' });
    user = await insertUser(ctx.db, { name: 'Paula Platform' });
    other = await insertUser(ctx.db, { name: 'Otto Other' });
    admin = await insertUser(ctx.db, { role: 'admin' });
    acmeUser = await insertUser(ctx.db, { reseller_id: acmeId });
    userToken = await login(ctx.app, user);
  });

  const create = (token: string, payload: object, host = MAIN) =>
    request(ctx.app, { method: 'POST', url: '/api/api-keys', host, token, payload });
  const read = (key: string, host = MAIN) =>
    request(ctx.app, { method: 'GET', url: '/api/test/key-read', host, token: key });

  describe('POST /api/api-keys', () => {
    it('returns the key once (vpk_ + 40 base62) and keeps only its hash and last 4', async () => {
      const res = await create(userToken, {
        name: '  Zapier  ',
        scopes: ['assistants:read', 'calls:read', 'calls:read'],
      });
      expect(res.statusCode).toBe(201);
      const { key, plain_key: plain } = res.json().data;
      expect(plain).toMatch(/^vpk_[0-9A-Za-z]{40}$/);
      expect(key).toMatchObject({
        name: 'Zapier',
        last4: plain.slice(-4),
        scopes: ['assistants:read', 'calls:read'],
        status: 'active',
        expires_at: null,
        last_used_at: null,
        revoked_at: null,
      });
      const row = await ctx.db
        .selectFrom('api_keys')
        .selectAll()
        .where('id', '=', key.id)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(sha256(plain));
      expect(JSON.stringify(row)).not.toContain(plain.slice(4));
      // Never again: the list has no key.
      const list = await request(ctx.app, { url: '/api/api-keys', host: MAIN, token: userToken });
      expect(list.body).not.toContain(plain.slice(4));
      expect(list.json().data.keys[0]).toEqual(key);
    });

    it('a date alone expires at the end of that day (UTC)', async () => {
      const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const res = await create(userToken, {
        name: 'Expiring',
        scopes: ['calls:read'],
        expires_at: day,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.key.expires_at).toBe(`${day}T23:59:59.999Z`);
    });

    it('refuses a missing name, no scope, an unknown scope and a past or malformed expiry, with clear messages', async () => {
      const cases: [object, string, string][] = [
        [{ name: ' ', scopes: ['calls:read'] }, 'name', API_KEY_MESSAGES.nameRequired],
        [{ name: 'x'.repeat(101), scopes: ['calls:read'] }, 'name', API_KEY_MESSAGES.nameTooLong],
        [{ name: 'k', scopes: [] }, 'scopes', API_KEY_MESSAGES.scopesRequired],
        [{ name: 'k' }, 'scopes', API_KEY_MESSAGES.scopesRequired],
        [{ name: 'k', scopes: ['billing:write'] }, 'scopes', API_KEY_MESSAGES.scopeInvalid],
        [
          { name: 'k', scopes: ['calls:read'], expires_at: '2020-01-01' },
          'expires_at',
          API_KEY_MESSAGES.expiryPast,
        ],
        [
          { name: 'k', scopes: ['calls:read'], expires_at: 'next week' },
          'expires_at',
          API_KEY_MESSAGES.expiryInvalid,
        ],
      ];
      const before = await ctx.db.selectFrom('api_keys').select('id').execute();
      for (const [payload, field, message] of cases) {
        const res = await create(userToken, payload);
        expect(res.statusCode).toBe(422);
        expect({ payload, errors: res.json().errors }).toEqual({
          payload,
          errors: { [field]: [message] },
        });
      }
      expect(await ctx.db.selectFrom('api_keys').select('id').execute()).toHaveLength(
        before.length,
      );
    });

    it('needs a session: without one 401, and a key cannot make keys (403)', async () => {
      expect((await create('', { name: 'k', scopes: ['calls:read'] })).statusCode).toBe(401);
      const key = await createApiKey(ctx.app, user.id, ['assistants:write']);
      const res = await create(key, { name: 'k', scopes: ['calls:read'] });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('API keys cannot use this route.');
    });
  });

  describe('GET /api/api-keys', () => {
    it("lists the caller's own keys only, a platform admin's too", async () => {
      await createApiKey(ctx.app, other.id, ['calls:read'], { name: 'Otto key' });
      await createApiKey(ctx.app, admin.id, ['billing:read'], { name: 'Admin key' });
      const names = async (who: UserFixture) =>
        (
          await request(ctx.app, {
            url: '/api/api-keys',
            host: MAIN,
            token: await login(ctx.app, who),
          })
        )
          .json()
          .data.keys.map((k: { name: string }) => k.name);
      expect(await names(other)).toEqual(['Otto key']);
      expect(await names(admin)).toEqual(['Admin key']);
    });
  });

  describe('DELETE /api/api-keys/:id', () => {
    it("revokes the caller's own key (401 at once after); another's key is a 404 and stays usable", async () => {
      const key = await createApiKey(ctx.app, user.id, ['assistants:read'], { name: 'To revoke' });
      expect((await read(key)).statusCode).toBe(200);
      const { id } = (
        await request(ctx.app, { url: '/api/api-keys', host: MAIN, token: userToken })
      )
        .json()
        .data.keys.find((k: { name: string }) => k.name === 'To revoke');

      const otherKey = await createApiKey(ctx.app, other.id, ['assistants:read']);
      const otherId = (
        await ctx.db
          .selectFrom('api_keys')
          .select('id')
          .where('token_hash', '=', sha256(otherKey))
          .executeTakeFirstOrThrow()
      ).id;
      const stranger = await request(ctx.app, {
        method: 'DELETE',
        url: `/api/api-keys/${otherId}`,
        host: MAIN,
        token: userToken,
      });
      expect(stranger.statusCode).toBe(404);
      expect((await read(otherKey)).statusCode).toBe(200);

      const res = await request(ctx.app, {
        method: 'DELETE',
        url: `/api/api-keys/${id}`,
        host: MAIN,
        token: userToken,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.key).toMatchObject({ id, status: 'revoked' });
      expect((await read(key)).statusCode).toBe(401);
    });
  });

  describe('a request signed in with a key', () => {
    it("acts as the key's owner on a route made for keys (write implies read)", async () => {
      const key = await createApiKey(ctx.app, user.id, ['assistants:write']);
      const res = await read(key);
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(user.id);
      expect(res.json().keyId).toEqual(expect.any(Number));
      const write = await request(ctx.app, {
        method: 'POST',
        url: '/api/test/key-write',
        host: MAIN,
        token: key,
      });
      expect(write.statusCode).toBe(200);
    });

    it('is refused without the scope, and on a route that takes no key', async () => {
      const key = await createApiKey(ctx.app, user.id, ['assistants:read', 'calls:read']);
      const write = await request(ctx.app, {
        method: 'POST',
        url: '/api/test/key-write',
        host: MAIN,
        token: key,
      });
      expect(write.statusCode).toBe(403);
      expect(write.json().message).toBe('This API key lacks the scope assistants:write.');
      const calls = await createApiKey(ctx.app, user.id, ['calls:read']);
      expect((await read(calls)).json().message).toBe(
        'This API key lacks the scope assistants:read.',
      );
      const profile = await request(ctx.app, { url: '/api/user', host: MAIN, token: key });
      expect(profile.statusCode).toBe(403);
      expect(profile.json().message).toBe('API keys cannot use this route.');
    });

    it('an unknown, expired or malformed key is a 401 like a bad token', async () => {
      expect((await read(`vpk_${'A'.repeat(40)}`)).statusCode).toBe(401);
      expect((await read('vpk_')).statusCode).toBe(401);
      const expired = await createApiKey(ctx.app, user.id, ['assistants:read'], {
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      });
      const res = await read(expired);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Unauthenticated.');
    });

    it("is confined to its owner's tenant host and stops with a suspended owner", async () => {
      const acmeKey = await createApiKey(ctx.app, acmeUser.id, ['assistants:read']);
      expect((await read(acmeKey, ACME)).statusCode).toBe(200);
      expect((await read(acmeKey, MAIN)).statusCode).toBe(401);
      const suspended = await insertUser(ctx.db, {});
      const key = await createApiKey(ctx.app, suspended.id, ['assistants:read']);
      await ctx.db
        .updateTable('users')
        .set({ status: 'suspended' })
        .where('id', '=', suspended.id)
        .execute();
      expect((await read(key)).statusCode).toBe(401);
    });

    it('records when and from where the key was used, at most once a minute', async () => {
      const key = await createApiKey(ctx.app, user.id, ['assistants:read']);
      const row = () =>
        ctx.db
          .selectFrom('api_keys')
          .select(['last_used_at', 'last_used_ip'])
          .where('token_hash', '=', sha256(key))
          .executeTakeFirstOrThrow();
      await request(ctx.app, {
        url: '/api/test/key-read',
        host: MAIN,
        token: key,
        remoteAddress: '203.0.113.7',
      });
      const first = await row();
      expect(first.last_used_ip).toBe('203.0.113.7');
      expect(first.last_used_at).not.toBeNull();
      await request(ctx.app, {
        url: '/api/test/key-read',
        host: MAIN,
        token: key,
        remoteAddress: '203.0.113.8',
      });
      expect(await row()).toEqual(first);
    });
  });

  it('never reaches impersonation, billing changes or user management, whatever its scopes', async () => {
    const superAdmin = await insertUser(ctx.db, { role: 'super_admin' });
    const key = await createApiKey(ctx.app, superAdmin.id, [...API_KEY_SCOPES]);
    const attempts: [string, string, object][] = [
      ['POST', `/api/super-admin/users/${user.id}/login-as`, {}],
      ['POST', '/api/subscriptions/upgrade', { package_id: 1 }],
      ['POST', '/api/subscriptions/cancel', {}],
      ['POST', '/api/admin/users', { name: 'N', email: 'n@example.test', role: 'user' }],
      ['DELETE', `/api/admin/users/${user.id}`, {}],
      ['PUT', `/api/admin/users/${user.id}`, { name: 'Renamed' }],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await request(ctx.app, {
        method: method as 'POST',
        url,
        host: MAIN,
        token: key,
        payload,
      });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: { message: 'API keys cannot use this route.' },
      });
    }
    expect(
      (
        await ctx.db
          .selectFrom('users')
          .select('name')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).name,
    ).toBe('Paula Platform');
  });

  it('audits creation, revocation and every successful write made with a key', async () => {
    const entries = (action: string) =>
      ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', action)
        .where('actor_id', '=', user.id)
        .orderBy('id', 'desc')
        .execute();
    const created = await create(userToken, { name: 'Audited', scopes: ['assistants:write'] });
    const { key, plain_key: plain } = created.json().data;
    const [createdEntry] = await entries('api_key.created');
    expect(createdEntry).toMatchObject({
      target_type: 'api_key',
      target_id: String(key.id),
      target_label: 'Audited',
    });
    expect(JSON.stringify(createdEntry)).not.toContain(plain.slice(4));

    const write = await request(ctx.app, {
      method: 'POST',
      url: '/api/test/key-write',
      host: MAIN,
      token: plain,
    });
    expect(write.statusCode).toBe(200);
    // A read and a refused write are not writes made with the key.
    await read(plain);
    const denied = await createApiKey(ctx.app, user.id, ['calls:read'], { name: 'Denied' });
    await request(ctx.app, {
      method: 'POST',
      url: '/api/test/key-write',
      host: MAIN,
      token: denied,
    });
    const writes = await entries('api_key.write');
    expect(writes.filter((e) => e.target_label === 'Denied')).toEqual([]);
    expect(writes.filter((e) => e.target_id === String(key.id))).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      target_type: 'api_key',
      target_id: String(key.id),
      target_label: 'Audited',
      changes: {
        method: 'POST',
        route: '/api/test/key-write',
        status: 200,
        key_id: key.id,
        key_name: 'Audited',
      },
    });

    await request(ctx.app, {
      method: 'DELETE',
      url: `/api/api-keys/${key.id}`,
      host: MAIN,
      token: userToken,
    });
    const [revokedEntry] = await entries('api_key.revoked');
    expect(revokedEntry).toMatchObject({ target_id: String(key.id), target_label: 'Audited' });
  });

  it('a revoke on one instance stops the key on another within a second', async () => {
    const second = await buildApp(testConfig(), { database: ctx.database, logger: false });
    addKeyRoutes(second);
    await second.ready();
    try {
      const key = await createApiKey(ctx.app, user.id, ['assistants:read'], { name: 'Shared' });
      const onSecond = () => request(second, { url: '/api/test/key-read', host: MAIN, token: key });
      expect((await onSecond()).statusCode).toBe(200);
      const id = (
        await ctx.db
          .selectFrom('api_keys')
          .select('id')
          .where('token_hash', '=', sha256(key))
          .executeTakeFirstOrThrow()
      ).id;
      const revoked = await request(ctx.app, {
        method: 'DELETE',
        url: `/api/api-keys/${id}`,
        host: MAIN,
        token: userToken,
      });
      expect(revoked.statusCode).toBe(200);
      const start = Date.now();
      let status = (await onSecond()).statusCode;
      while (status === 200 && Date.now() - start < 2_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await onSecond()).statusCode;
      }
      expect(status).toBe(401);
      expect(Date.now() - start).toBeLessThanOrEqual(1_100);
    } finally {
      await second.close();
    }
  });
});
