import { beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { issueLoginAsToken } from '../src/domains/identity/login-as/service';
import { issuePasswordLink } from '../src/domains/identity/password-reset/service';
import { insertReseller, insertUser, login, tokenIdOf, type UserFixture } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const MAIN = 'localhost:3000';
const ACME = 'acme.localhost:3000';
const INVALID = { success: false, message: 'Invalid or expired token' };

describe.each(databases)('login-as and impersonation on %s', (dialect) => {
  let acmeId: number;
  let admin: UserFixture;
  let platformUser: UserFixture;
  let acmeUser: UserFixture;
  let acmeAdmin: UserFixture;
  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    acmeId = await insertReseller(ctx.db, { subdomain: 'acme', org_name: 'Acme Inc' });
    admin = await insertUser(ctx.db, { role: 'admin', name: 'Root Admin' });
    platformUser = await insertUser(ctx.db, { name: 'Paula Platform' });
    acmeUser = await insertUser(ctx.db, { name: 'Andy Acme', reseller_id: acmeId });
    acmeAdmin = await insertUser(ctx.db, {
      name: 'Alice Acme',
      role: 'reseller_admin',
      reseller_id: acmeId,
    });
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token?: string,
    host = MAIN,
    payload?: object,
  ) => request(ctx.app, { method, url, host, token, ...(payload ? { payload } : {}) });
  const validate = (token: unknown, host = MAIN) =>
    call('POST', '/api/validate-login-as-token', undefined, host, { token });
  /** What an admin's login-as carries: the admin and the admin's own (fresh) session. */
  const asAdmin = async () => ({
    impersonatorId: admin.id,
    parentTokenId: await tokenIdOf(ctx.db, await login(ctx.app, admin)),
  });
  /** Ends every session of a user, as a write through the app. */
  const revokeSessions = (userId: number) =>
    ctx.db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  const whoAmI = async (token: string, host = MAIN) =>
    (await call('GET', '/api/user', token, host)).json().data?.email as string | undefined;

  describe('POST /api/validate-login-as-token', () => {
    it('turns a one-time token into a session for its user, once', async () => {
      const before = Date.now();
      const token = await issueLoginAsToken({ db: ctx.db }, acmeUser.id, admin.id, await asAdmin());
      const row = await ctx.db
        .selectFrom('login_as_tokens')
        .selectAll()
        .where('token_hash', '=', sha256(token))
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(token);
      expect(Date.parse(row.expires_at) - before).toBeLessThanOrEqual(60_000 + 1000);
      expect(Date.parse(row.expires_at) - before).toBeGreaterThan(55_000);

      const res = await validate(token, ACME);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        user: expect.objectContaining({
          id: acmeUser.id,
          email: acmeUser.email,
          reseller_name: 'Acme Inc',
        }),
        token: expect.any(String),
        message: 'Login successful',
      });
      expect(body.token).not.toBe(token);
      expect(await whoAmI(body.token, ACME)).toBe(acmeUser.email);

      const again = await validate(token, ACME);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual(INVALID);
    });

    it('refuses an expired, unknown or missing token', async () => {
      const token = await issueLoginAsToken(
        { db: ctx.db },
        platformUser.id,
        admin.id,
        await asAdmin(),
      );
      await ctx.db
        .updateTable('login_as_tokens')
        .set({ expires_at: new Date(Date.now() - 1).toISOString() })
        .where('token_hash', '=', sha256(token))
        .execute();
      expect((await validate(token)).json()).toEqual(INVALID);
      expect((await validate('not-a-real-token')).statusCode).toBe(422);
      const missing = await validate(undefined);
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual(INVALID);
    });

    it("refuses a token used on another tenant's host, without spending it", async () => {
      const token = await issueLoginAsToken({ db: ctx.db }, acmeUser.id, admin.id, await asAdmin());
      expect((await validate(token, MAIN)).json()).toEqual(INVALID);
      expect((await validate(token, ACME)).statusCode).toBe(200);
    });
  });

  describe('GET /api/users-for-switch', () => {
    it('lists the users an admin can switch to, with reseller names (no platform admins, not self)', async () => {
      const other = await insertUser(ctx.db, { role: 'super_admin' });
      const res = await call('GET', '/api/users-for-switch', await login(ctx.app, admin));
      expect(res.statusCode).toBe(200);
      const { success, data } = res.json();
      expect(success).toBe(true);
      const byId = new Map(data.map((u: { id: number }) => [u.id, u]));
      expect(byId.get(acmeUser.id)).toEqual({
        id: acmeUser.id,
        name: 'Andy Acme',
        email: acmeUser.email,
        reseller_name: 'Acme Inc',
      });
      expect(byId.get(platformUser.id)).toMatchObject({ reseller_name: null });
      expect(byId.has(acmeAdmin.id)).toBe(true);
      expect(byId.has(admin.id)).toBe(false);
      expect(byId.has(other.id)).toBe(false);

      const searched = await call(
        'GET',
        '/api/users-for-switch?search=acme%20inc',
        await login(ctx.app, admin),
      );
      expect(
        searched
          .json()
          .data.map((u: { id: number }) => u.id)
          .sort(),
      ).toEqual([acmeUser.id, acmeAdmin.id].sort());
    });

    it('answers 403 to every role but admin and super_admin, 401 without a token', async () => {
      expect(
        (await call('GET', '/api/users-for-switch', await login(ctx.app, platformUser))).statusCode,
      ).toBe(403);
      expect(
        (await call('GET', '/api/users-for-switch', await login(ctx.app, acmeAdmin, ACME), ACME))
          .statusCode,
      ).toBe(403);
      const contentAdmin = await insertUser(ctx.db, { role: 'content_admin' });
      expect(
        (await call('GET', '/api/users-for-switch', await login(ctx.app, contentAdmin))).statusCode,
      ).toBe(403);
      expect((await call('GET', '/api/users-for-switch')).statusCode).toBe(401);
      const superAdmin = await insertUser(ctx.db, { role: 'super_admin' });
      expect(
        (await call('GET', '/api/users-for-switch', await login(ctx.app, superAdmin))).statusCode,
      ).toBe(200);
    });
  });

  describe('POST /api/super-admin/users/{id}/login-as and back', () => {
    it('same tenant: a session for the user, marked as impersonated; revert restores the admin', async () => {
      const adminToken = await login(ctx.app, admin);
      const res = await call(
        'POST',
        `/api/super-admin/users/${platformUser.id}/login-as`,
        adminToken,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        token: expect.any(String),
        user: { id: platformUser.id, name: 'Paula Platform' },
        is_same_reseller: true,
      });
      expect(await whoAmI(body.token)).toBe(platformUser.email);
      // The admin's session was replaced.
      expect((await call('GET', '/api/user', adminToken)).statusCode).toBe(401);

      const status = await call('GET', '/api/check-impersonation', body.token);
      expect(status.json()).toMatchObject({ is_impersonating: true, original_admin_id: admin.id });
      const row = await ctx.db
        .selectFrom('access_tokens')
        .select(['user_id', 'impersonator_id'])
        .where('token_hash', '=', sha256(body.token))
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ user_id: platformUser.id, impersonator_id: admin.id });

      // The switch list still works while impersonating (the admin is the one acting).
      const list = await call('GET', '/api/users-for-switch', body.token);
      expect(list.statusCode).toBe(200);

      const back = await call('POST', '/api/revert-login-as', body.token);
      expect(back.statusCode).toBe(200);
      const restored = back.json();
      expect(restored).toMatchObject({ token: expect.any(String), user: { id: admin.id } });
      expect(restored.redirect_url).toBeUndefined();
      expect(await whoAmI(restored.token)).toBe(admin.email);
      expect((await call('GET', '/api/check-impersonation', restored.token)).json()).toMatchObject({
        is_impersonating: false,
        original_admin_id: null,
      });
      expect((await call('GET', '/api/user', body.token)).statusCode).toBe(401);
    });

    it("another reseller: a one-time token for that reseller's domain; revert redirects to the main host", async () => {
      const adminToken = await login(ctx.app, admin);
      const res = await call('POST', `/api/super-admin/users/${acmeUser.id}/login-as`, adminToken);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        token: expect.any(String),
        user: { id: acmeUser.id },
        is_same_reseller: false,
        target_reseller: { domain: 'acme.localhost:3000' },
      });
      // The browser leaves the main host and forgets the admin's session there: it ends on the server too
      // (the admin comes back through revert's one-time token, never through a forgotten session).
      expect((await call('GET', '/api/user', adminToken)).statusCode).toBe(401);
      // It is a login-as token, not a session.
      expect((await call('GET', '/api/user', body.token, ACME)).statusCode).toBe(401);

      const session = await validate(body.token, ACME);
      expect(session.statusCode).toBe(200);
      const acmeToken = session.json().token as string;
      expect(await whoAmI(acmeToken, ACME)).toBe(acmeUser.email);
      expect((await call('GET', '/api/check-impersonation', acmeToken, ACME)).json()).toMatchObject(
        {
          is_impersonating: true,
          original_admin_id: admin.id,
        },
      );

      const back = await call('POST', '/api/revert-login-as', acmeToken, ACME);
      expect(back.statusCode).toBe(200);
      const redirect = new URL(back.json().redirect_url as string);
      expect(`${redirect.origin}${redirect.pathname}`).toBe('http://localhost:3000/loginas');
      expect((await call('GET', '/api/user', acmeToken, ACME)).statusCode).toBe(401);

      const adminSession = await validate(redirect.searchParams.get('token'), MAIN);
      expect(adminSession.statusCode).toBe(200);
      const newAdminToken = adminSession.json().token as string;
      expect(await whoAmI(newAdminToken)).toBe(admin.email);
      expect((await call('GET', '/api/check-impersonation', newAdminToken)).json()).toMatchObject({
        is_impersonating: false,
      });
    });

    it('switching again while impersonating keeps the original admin', async () => {
      const first = await call(
        'POST',
        `/api/super-admin/users/${platformUser.id}/login-as`,
        await login(ctx.app, admin),
      );
      const other = await insertUser(ctx.db, { name: 'Otto Other' });
      const second = await call(
        'POST',
        `/api/super-admin/users/${other.id}/login-as`,
        first.json().token,
      );
      expect(second.statusCode).toBe(200);
      const token = second.json().token as string;
      expect(await whoAmI(token)).toBe(other.email);
      expect((await call('GET', '/api/check-impersonation', token)).json().original_admin_id).toBe(
        admin.id,
      );
    });

    it('answers 403 to anyone but a platform admin (user, reseller_admin, content_admin), 401 without a token', async () => {
      const asUser = await call(
        'POST',
        `/api/super-admin/users/${acmeUser.id}/login-as`,
        await login(ctx.app, platformUser),
      );
      expect(asUser.statusCode).toBe(403);
      const asResellerAdmin = await call(
        'POST',
        `/api/super-admin/users/${acmeUser.id}/login-as`,
        await login(ctx.app, acmeAdmin, ACME),
        ACME,
      );
      expect(asResellerAdmin.statusCode).toBe(403);
      const contentAdmin = await insertUser(ctx.db, { role: 'content_admin' });
      const asContentAdmin = await call(
        'POST',
        `/api/super-admin/users/${platformUser.id}/login-as`,
        await login(ctx.app, contentAdmin),
      );
      expect(asContentAdmin.statusCode).toBe(403);
      expect(
        (await call('POST', `/api/super-admin/users/${platformUser.id}/login-as`)).statusCode,
      ).toBe(401);
    });

    it('never impersonates another platform admin, nor oneself; unknown users are 404', async () => {
      const token = await login(ctx.app, admin);
      const superAdmin = await insertUser(ctx.db, { role: 'super_admin' });
      const res = await call('POST', `/api/super-admin/users/${superAdmin.id}/login-as`, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        message: 'You cannot log in as another administrator.',
      });
      const self = await call('POST', `/api/super-admin/users/${admin.id}/login-as`, token);
      expect(self.statusCode).toBe(422);
      expect(self.json().message).toBe('You cannot log in as yourself.');
      expect((await call('POST', '/api/super-admin/users/999999/login-as', token)).statusCode).toBe(
        404,
      );
      expect((await call('POST', '/api/super-admin/users/abc/login-as', token)).statusCode).toBe(
        404,
      );
    });

    it('a platform admin may act as a reseller admin; the impersonation ends if the admin is demoted', async () => {
      const demoted = await insertUser(ctx.db, { role: 'admin' });
      const res = await call(
        'POST',
        `/api/super-admin/users/${acmeAdmin.id}/login-as`,
        await login(ctx.app, demoted),
      );
      expect(res.statusCode).toBe(200);
      const session = await validate(res.json().token, ACME);
      const token = session.json().token as string;
      expect((await call('GET', '/api/users-for-switch', token, ACME)).statusCode).toBe(200);

      await ctx.db
        .updateTable('users')
        .set({ role: 'user' })
        .where('id', '=', demoted.id)
        .execute();
      expect((await call('GET', '/api/users-for-switch', token, ACME)).statusCode).toBe(403);
      expect((await call('POST', '/api/revert-login-as', token, ACME)).statusCode).toBe(403);
    });

    it('records start, switch and revert in the audit log with both identities', async () => {
      const auditOf = (action: string) =>
        ctx.db
          .selectFrom('audit_log')
          .selectAll()
          .where('action', '=', action)
          .orderBy('id', 'desc')
          .executeTakeFirst();
      const start = await call(
        'POST',
        `/api/super-admin/users/${platformUser.id}/login-as`,
        await login(ctx.app, admin),
      );
      expect(start.statusCode).toBe(200);
      expect(await auditOf('impersonation.start')).toMatchObject({
        actor_id: admin.id,
        impersonator_id: null,
        target_id: String(platformUser.id),
        target_label: platformUser.email,
        reseller_id: null,
      });

      const switched = await call(
        'POST',
        `/api/super-admin/users/${acmeUser.id}/login-as`,
        start.json().token,
      );
      expect(switched.statusCode).toBe(200);
      expect(await auditOf('impersonation.switch')).toMatchObject({
        actor_id: platformUser.id,
        impersonator_id: admin.id,
        impersonator_email: admin.email,
        target_id: String(acmeUser.id),
        reseller_id: acmeId,
      });

      const acmeToken = (await validate(switched.json().token, ACME)).json().token as string;
      const back = await call('POST', '/api/revert-login-as', acmeToken, ACME);
      expect(back.statusCode).toBe(200);
      expect(await auditOf('impersonation.revert')).toMatchObject({
        actor_id: acmeUser.id,
        impersonator_id: admin.id,
        target_id: String(admin.id),
        reseller_id: acmeId,
      });
      // The route's own entry: no extra 'impersonation.write' for these requests.
      const writes = await ctx.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'impersonation.write')
        .execute();
      expect(writes).toEqual([]);
    });

    it('revert across hosts restores the admin on the main host through the one-time token only', async () => {
      const res = await call(
        'POST',
        `/api/super-admin/users/${acmeUser.id}/login-as`,
        await login(ctx.app, admin),
      );
      const acmeToken = (await validate(res.json().token, ACME)).json().token as string;
      const back = await call('POST', '/api/revert-login-as', acmeToken, ACME);
      const url = new URL(back.json().redirect_url as string);
      expect(url.host).toBe(MAIN);
      const token = url.searchParams.get('token') ?? '';
      // A one-time login-as token, not a session; it works on the main host only, once, as a plain session.
      expect((await call('GET', '/api/user', token)).statusCode).toBe(401);
      expect((await validate(token, ACME)).statusCode).toBe(422);
      const restored = await validate(token, MAIN);
      expect(restored.statusCode).toBe(200);
      expect(restored.json().user.id).toBe(admin.id);
      const row = await ctx.db
        .selectFrom('access_tokens')
        .select(['user_id', 'impersonator_id'])
        .where('token_hash', '=', sha256(restored.json().token as string))
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ user_id: admin.id, impersonator_id: null });
      expect((await validate(token, MAIN)).statusCode).toBe(422);
      // The impersonated session on the reseller's host is over.
      expect((await call('GET', '/api/user', acmeToken, ACME)).statusCode).toBe(401);
      expect((await call('POST', '/api/revert-login-as', acmeToken, ACME)).statusCode).toBe(401);
    });

    it('revert without impersonation is refused', async () => {
      const res = await call('POST', '/api/revert-login-as', await login(ctx.app, platformUser));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        message: 'You are not logged in as another user.',
      });
      expect(
        (await call('GET', '/api/check-impersonation', await login(ctx.app, platformUser))).json(),
      ).toEqual({
        success: true,
        is_impersonating: false,
        original_admin_id: null,
      });
      expect((await call('GET', '/api/check-impersonation')).statusCode).toBe(401);
    });
  });

  describe("an impersonation session lives only while the admin's own session does", () => {
    /** The admin signs in and acts as `target`; returns the impersonation session (validated on ACME if needed). */
    const impersonate = async (target: UserFixture, adminToken?: string) => {
      const own = adminToken ?? (await login(ctx.app, admin));
      const res = await call('POST', `/api/super-admin/users/${target.id}/login-as`, own);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      if (body.is_same_reseller) return { own, token: body.token as string, host: MAIN };
      const session = await validate(body.token, ACME);
      expect(session.statusCode).toBe(200);
      return { own, token: session.json().token as string, host: ACME };
    };
    const ended = async (token: string, host: string) => {
      expect((await call('GET', '/api/user', token, host)).statusCode).toBe(401);
      expect((await call('POST', '/api/revert-login-as', token, host)).statusCode).toBe(401);
    };

    it("a reset of the admin's password ends it: no revert to a fresh admin session", async () => {
      const { token, host } = await impersonate(acmeUser);
      expect(await whoAmI(token, host)).toBe(acmeUser.email);
      const link = await issuePasswordLink(
        { db: ctx.db },
        { ...admin, name: 'Root Admin', reseller_id: null },
        'reset',
        'http://localhost:3000',
      );
      const reset = await call('POST', '/api/reset-password', undefined, MAIN, {
        email: admin.email,
        token: new URL(link).pathname.split('/').pop(),
        password: 'a brand new passphrase',
        password_confirmation: 'a brand new passphrase',
      });
      expect(reset.statusCode).toBe(200);
      await ended(token, host);
      admin.password = 'a brand new passphrase';
    });

    it('the suspension of the admin ends it', async () => {
      const superAdmin = await insertUser(ctx.db, { role: 'super_admin' });
      const other = await insertUser(ctx.db, { role: 'admin' });
      const res = await call(
        'POST',
        `/api/super-admin/users/${platformUser.id}/login-as`,
        await login(ctx.app, other),
      );
      const token = res.json().token as string;
      expect(await whoAmI(token)).toBe(platformUser.email);
      const suspend = await call(
        'PUT',
        `/api/admin/users/${other.id}`,
        await login(ctx.app, superAdmin),
        MAIN,
        {
          status: 'suspended',
        },
      );
      expect(suspend.statusCode).toBe(200);
      await ended(token, MAIN);
    });

    it("signing out while impersonating ends the admin's own session too", async () => {
      const { token, own } = await impersonate(platformUser);
      // Handed over: the admin's own session signs nothing in while the impersonation lasts.
      expect((await call('GET', '/api/user', own)).statusCode).toBe(401);
      const parent = await tokenIdOf(ctx.db, own);
      expect((await call('POST', '/api/logout', token)).statusCode).toBe(200);
      await ended(token, MAIN);
      const row = await ctx.db
        .selectFrom('access_tokens')
        .select('revoked_at')
        .where('id', '=', parent)
        .executeTakeFirstOrThrow();
      expect(row.revoked_at).not.toBeNull();
    });

    it("a one-time token for another host is refused once the admin's session has ended", async () => {
      const own = await login(ctx.app, admin);
      const res = await call('POST', `/api/super-admin/users/${acmeUser.id}/login-as`, own);
      await revokeSessions(admin.id);
      expect(await validate(res.json().token, ACME)).toMatchObject({ statusCode: 422 });
    });

    it('switching users keeps hanging on the same admin session; revert ends it', async () => {
      const { token, own } = await impersonate(platformUser);
      const other = await insertUser(ctx.db, { name: 'Sam Switch' });
      const switched = await call('POST', `/api/super-admin/users/${other.id}/login-as`, token);
      const second = switched.json().token as string;
      expect(await whoAmI(second)).toBe(other.email);
      const parent = await tokenIdOf(ctx.db, own);
      const row = await ctx.db
        .selectFrom('access_tokens')
        .select(['parent_token_id', 'impersonator_id'])
        .where('token_hash', '=', sha256(second))
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ parent_token_id: parent, impersonator_id: admin.id });
      const back = await call('POST', '/api/revert-login-as', second);
      expect(back.statusCode).toBe(200);
      expect(await whoAmI(back.json().token as string)).toBe(admin.email);
      // The admin's old session went with it: a copy of the impersonation session no longer leads anywhere.
      await ended(second, MAIN);
      const again = await impersonate(acmeUser, back.json().token as string);
      await revokeSessions(admin.id);
      await ended(again.token, ACME);
    });
  });
});
