import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  insertAssistant,
  insertCall,
  insertReseller,
  insertUser,
  login,
  type UserFixture,
} from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const MAIN = 'localhost';
const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';

interface Listed {
  id: number;
  name: string;
  email: string;
  role: string;
  status: string;
  reseller_id: number | null;
  reseller_name: string | null;
}

describe.each(databases)('the users console API on %s', (dialect) => {
  let alphaId: number;
  let betaId: number;
  let admin: UserFixture;
  let alphaAdmin: UserFixture;
  let betaAdmin: UserFixture;
  let adminToken: string;
  let alphaToken: string;

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    alphaId = await insertReseller(ctx.db, { subdomain: 'alpha', org_name: 'Alpha Org' });
    betaId = await insertReseller(ctx.db, { subdomain: 'beta', org_name: 'Beta Org' });
    admin = await insertUser(ctx.db, { role: 'admin', name: 'Root Admin' });
    alphaAdmin = await insertUser(ctx.db, {
      role: 'reseller_admin',
      reseller_id: alphaId,
      name: 'Alpha Boss',
    });
    betaAdmin = await insertUser(ctx.db, {
      role: 'reseller_admin',
      reseller_id: betaId,
      name: 'Beta Boss',
    });
    adminToken = await login(ctx.app, admin, MAIN);
    alphaToken = await login(ctx.app, alphaAdmin, ALPHA);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | undefined,
    host: string,
    payload?: object,
  ) => request(ctx.app, { method, url, host, token, ...(payload ? { payload } : {}) });
  const list = async (query: string, token = adminToken, host = MAIN) => {
    const res = await call('GET', `/api/admin/users${query}`, token, host);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Listed[]; pagination: { total: number; last_page: number } };
  };
  const audit = (action: string, targetId: number) =>
    ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', String(targetId))
      .orderBy('id')
      .execute();
  const mailsTo = (email: string) =>
    ctx.db.selectFrom('email_outbox').selectAll().where('to', '=', email).orderBy('id').execute();

  describe('GET /api/admin/users', () => {
    it('filters by search, role, status and (platform admins) reseller, paged, without deleted users', async () => {
      const suspended = await insertUser(ctx.db, {
        reseller_id: betaId,
        name: 'Sleepy Beta',
        status: 'suspended',
      });
      const gone = await insertUser(ctx.db, { reseller_id: betaId, name: 'Gone Beta' });
      await ctx.db
        .updateTable('users')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', gone.id)
        .execute();

      const byReseller = await list(`?reseller_id=${betaId}&per_page=100`);
      const ids = byReseller.data.map((u) => u.id);
      expect(ids).toEqual(expect.arrayContaining([betaAdmin.id, suspended.id]));
      expect(ids).not.toContain(gone.id);
      expect(byReseller.data.every((u) => u.reseller_name === 'Beta Org')).toBe(true);

      const bySuspended = await list(`?status=suspended&reseller_id=${betaId}`);
      expect(bySuspended.data.map((u) => u.id)).toEqual([suspended.id]);
      const byRole = await list(`?role=reseller_admin&search=boss`);
      expect(byRole.data.map((u) => u.id).sort()).toEqual([alphaAdmin.id, betaAdmin.id].sort());
      const paged = await list('?per_page=1&page=2');
      expect(paged.data).toHaveLength(1);
      expect(paged.pagination.total).toBeGreaterThanOrEqual(4);

      const bad = await call('GET', '/api/admin/users?status=sleeping', adminToken, MAIN);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.status).toEqual(['The selected status is invalid.']);
    });

    it("shows a reseller admin its tenant's users only; reseller_id cannot widen that", async () => {
      const mine = await list(`?reseller_id=${betaId}&per_page=100`, alphaToken, ALPHA);
      expect(mine.data.length).toBeGreaterThan(0);
      expect(mine.data.every((u) => u.reseller_id === alphaId)).toBe(true);
    });
  });

  describe('POST /api/admin/users', () => {
    it('a platform admin creates a user of any tenant, who gets a set-password email (audited)', async () => {
      const res = await call('POST', '/api/admin/users', adminToken, MAIN, {
        name: '  Nina New ',
        email: 'Nina.New@Example.test',
        role: 'user',
        reseller_id: betaId,
      });
      expect(res.statusCode).toBe(201);
      const { data } = res.json() as { data: Listed };
      expect(data).toMatchObject({
        name: 'Nina New',
        email: 'nina.new@example.test',
        role: 'user',
        status: 'active',
        reseller_id: betaId,
        reseller_name: 'Beta Org',
      });
      const mails = await mailsTo('nina.new@example.test');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('http://beta.localhost:3000/password-reset/');
      const [entry] = await audit('user.create', data.id);
      expect(entry).toMatchObject({
        actor_id: admin.id,
        reseller_id: betaId,
        target_label: 'nina.new@example.test',
      });
      expect(entry?.changes).toMatchObject({ after: { role: 'user', reseller_id: betaId } });

      // No password works until the link is used.
      const signIn = await call('POST', '/api/login', undefined, BETA, {
        email: 'nina.new@example.test',
        password: '',
      });
      expect(signIn.statusCode).toBe(422);

      const again = await call('POST', '/api/admin/users', adminToken, MAIN, {
        name: 'Nina Again',
        email: 'nina.new@example.test',
        role: 'user',
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.email).toEqual(['The email has already been taken.']);
    });

    it('a reseller admin creates users and content admins of its own tenant only', async () => {
      const res = await call('POST', '/api/admin/users', alphaToken, ALPHA, {
        name: 'Carl Content',
        email: 'carl.content@example.test',
        role: 'content_admin',
        reseller_id: betaId,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ role: 'content_admin', reseller_id: alphaId });
      expect((await mailsTo('carl.content@example.test'))[0]?.text).toContain(
        'http://alpha.localhost:3000/password-reset/',
      );

      for (const role of ['reseller_admin', 'admin', 'super_admin']) {
        const refused = await call('POST', '/api/admin/users', alphaToken, ALPHA, {
          name: 'Too Much',
          email: `too-much-${role}@example.test`,
          role,
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().errors.role).toEqual(['You may not grant this role.']);
      }
    });

    it.each([
      {
        refused: 'a platform role with a reseller',
        body: () => ({ role: 'admin', reseller_id: alphaId }),
        errors: { role: ['A platform administrator cannot belong to a reseller.'] },
      },
      {
        refused: 'a reseller admin without a reseller',
        body: () => ({ role: 'reseller_admin' }),
        errors: { role: ['A reseller administrator must belong to a reseller.'] },
      },
      {
        refused: 'an unknown reseller',
        body: () => ({ role: 'user', reseller_id: 999999 }),
        errors: { reseller_id: ['The selected reseller is invalid.'] },
      },
    ])(
      'keeps roles and tenants consistent: refuses $refused',
      async ({ refused, body, errors }) => {
        const res = await call('POST', '/api/admin/users', adminToken, MAIN, {
          name: 'Odd One',
          email: `${refused.replaceAll(' ', '-')}@example.test`,
          ...body(),
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toMatchObject(errors);
      },
    );

    it('validates the body', async () => {
      const empty = await call('POST', '/api/admin/users', adminToken, MAIN, {});
      expect(empty.statusCode).toBe(422);
      expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'name', 'role']);
    });
  });

  describe('PUT /api/admin/users/:id', () => {
    it('edits name and role (audited with before and after); a reseller admin within its limits', async () => {
      const target = await insertUser(ctx.db, { reseller_id: alphaId, name: 'Olga Old' });
      const res = await call('PUT', `/api/admin/users/${target.id}`, alphaToken, ALPHA, {
        name: 'Olga New',
        role: 'content_admin',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ name: 'Olga New', role: 'content_admin' });
      expect((await audit('user.update', target.id))[0]?.changes).toEqual({
        before: { name: 'Olga Old' },
        after: { name: 'Olga New' },
      });
      expect((await audit('user.role', target.id))[0]).toMatchObject({
        actor_id: alphaAdmin.id,
        reseller_id: alphaId,
        changes: { before: { role: 'user' }, after: { role: 'content_admin' } },
      });

      const promote = await call('PUT', `/api/admin/users/${target.id}`, alphaToken, ALPHA, {
        role: 'reseller_admin',
      });
      expect(promote.statusCode).toBe(422);
      const byAdmin = await call('PUT', `/api/admin/users/${target.id}`, adminToken, MAIN, {
        role: 'reseller_admin',
      });
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().data.role).toBe('reseller_admin');
    });

    it("never lets a reseller admin reach another tenant's users, platform admins or its co-admins", async () => {
      const betaUser = await insertUser(ctx.db, { reseller_id: betaId });
      expect(
        (await call('PUT', `/api/admin/users/${betaUser.id}`, alphaToken, ALPHA, { name: 'X' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `/api/admin/users/${admin.id}`, alphaToken, ALPHA, { name: 'X' }))
          .statusCode,
      ).toBe(404);
      const coAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alphaId });
      const res = await call('PUT', `/api/admin/users/${coAdmin.id}`, alphaToken, ALPHA, {
        status: 'suspended',
      });
      expect(res.statusCode).toBe(403);
      expect(
        (await call('DELETE', `/api/admin/users/${betaUser.id}`, alphaToken, ALPHA)).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', `/api/admin/users/${betaUser.id}/password-reset`, alphaToken, ALPHA))
          .statusCode,
      ).toBe(404);
      expect((await call('PUT', '/api/admin/users/abc', adminToken, MAIN, {})).statusCode).toBe(
        404,
      );
    });

    it("a suspension ends the user's sessions for good: the same token does not work after reactivation", async () => {
      const target = await insertUser(ctx.db, { reseller_id: alphaId });
      const token = await login(ctx.app, target, ALPHA);
      expect((await call('GET', '/api/user', token, ALPHA)).statusCode).toBe(200);
      const set = (status: string) =>
        call('PUT', `/api/admin/users/${target.id}`, alphaToken, ALPHA, { status });
      expect((await set('suspended')).statusCode).toBe(200);
      expect((await call('GET', '/api/user', token, ALPHA)).statusCode).toBe(401);
      expect((await set('active')).statusCode).toBe(200);
      expect((await call('GET', '/api/user', token, ALPHA)).statusCode).toBe(401);
      expect(
        (await call('GET', '/api/user', await login(ctx.app, target, ALPHA), ALPHA)).statusCode,
      ).toBe(200);
    });

    it('never demotes or suspends oneself, but a name can change', async () => {
      const self = await insertUser(ctx.db, { role: 'super_admin', name: 'Self Super' });
      const token = await login(ctx.app, self, MAIN);
      const demote = await call('PUT', `/api/admin/users/${self.id}`, token, MAIN, {
        role: 'user',
      });
      expect(demote.statusCode).toBe(422);
      expect(demote.json().errors.role).toEqual(['You cannot change your own role or status.']);
      const suspend = await call('PUT', `/api/admin/users/${self.id}`, token, MAIN, {
        status: 'suspended',
      });
      expect(suspend.statusCode).toBe(422);
      const rename = await call('PUT', `/api/admin/users/${self.id}`, token, MAIN, {
        name: 'Self Renamed',
      });
      expect(rename.statusCode).toBe(200);
      expect(rename.json().data).toMatchObject({ name: 'Self Renamed', role: 'super_admin' });
    });

    it('suspending signs the user out everywhere and refuses new sign-ins; activating lets them back', async () => {
      const target = await insertUser(ctx.db, { reseller_id: alphaId });
      const session = await login(ctx.app, target, ALPHA);
      expect((await call('GET', '/api/user', session, ALPHA)).statusCode).toBe(200);

      const res = await call('PUT', `/api/admin/users/${target.id}`, adminToken, MAIN, {
        status: 'suspended',
      });
      expect(res.statusCode).toBe(200);
      expect((await call('GET', '/api/user', session, ALPHA)).statusCode).toBe(401);
      const live = await ctx.db
        .selectFrom('access_tokens')
        .select('id')
        .where('user_id', '=', target.id)
        .where('revoked_at', 'is', null)
        .execute();
      expect(live).toEqual([]);
      const signIn = await call('POST', '/api/login', undefined, ALPHA, {
        email: target.email,
        password: target.password,
      });
      expect(signIn.statusCode).toBe(403);
      expect((await audit('user.status', target.id))[0]?.changes).toEqual({
        before: { status: 'active' },
        after: { status: 'suspended' },
      });
      const reset = await call(
        'POST',
        `/api/admin/users/${target.id}/password-reset`,
        adminToken,
        MAIN,
      );
      expect(reset.statusCode).toBe(422);

      await call('PUT', `/api/admin/users/${target.id}`, adminToken, MAIN, { status: 'active' });
      expect(await login(ctx.app, target, ALPHA)).toEqual(expect.any(String));
    });
  });

  describe('POST /api/admin/users/:id/password-reset', () => {
    it("emails a reset link for the user's own site (audited)", async () => {
      const target = await insertUser(ctx.db, { reseller_id: alphaId });
      const res = await call(
        'POST',
        `/api/admin/users/${target.id}/password-reset`,
        alphaToken,
        ALPHA,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'We have emailed a password reset link to the user.',
      });
      const mails = await mailsTo(target.email);
      expect(mails).toHaveLength(1);
      const link = /http:\/\/alpha\.localhost:3000\/password-reset\/([^?\s]+)\?email=/.exec(
        mails[0]?.text ?? '',
      );
      expect(link).not.toBeNull();
      const used = await call('POST', '/api/reset-password', undefined, ALPHA, {
        email: target.email,
        token: link?.[1],
        password: 'a brand new password 1',
        password_confirmation: 'a brand new password 1',
      });
      expect(used.statusCode).toBe(200);
      expect(await audit('user.password-reset', target.id)).toHaveLength(1);
    });
  });

  describe('DELETE /api/admin/users/:id', () => {
    it('anonymises the user, revokes its sessions and keeps its calls (audited)', async () => {
      const target = await insertUser(ctx.db, { reseller_id: alphaId, name: 'Dora Delete' });
      await ctx.db
        .updateTable('users')
        .set({ phone: '+15550100', company: 'Dora Co', bio: 'Hello', profile_picture: null })
        .where('id', '=', target.id)
        .execute();
      const session = await login(ctx.app, target, ALPHA);
      const res = await call('DELETE', `/api/admin/users/${target.id}`, alphaToken, ALPHA);
      expect(res.statusCode).toBe(200);

      const row = await ctx.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Deleted user',
        email: `deleted-${target.id}@invalid`,
        phone: null,
        company: null,
        bio: null,
        profile_picture: null,
        status: 'inactive',
        reseller_id: alphaId,
      });
      expect(row.deleted_at).not.toBeNull();
      expect(row.password_hash).not.toContain('scrypt');
      expect((await call('GET', '/api/user', session, ALPHA)).statusCode).toBe(401);
      const signIn = await call('POST', '/api/login', undefined, ALPHA, {
        email: target.email,
        password: target.password,
      });
      expect(signIn.statusCode).toBe(422);
      const listed = await list('?per_page=100&search=dora', adminToken, MAIN);
      expect(listed.data).toEqual([]);
      const [entry] = await audit('user.delete', target.id);
      expect(entry).toMatchObject({ actor_id: alphaAdmin.id, target_label: target.email });
      expect(JSON.stringify(entry?.changes)).not.toContain('Dora');

      expect(
        (await call('DELETE', `/api/admin/users/${target.id}`, alphaToken, ALPHA)).statusCode,
      ).toBe(404);
    });

    it('keeps the calls and payments of a deleted user for the books', async () => {
      const target = await insertUser(ctx.db, { reseller_id: alphaId });
      const assistantId = await insertAssistant(ctx.db, {
        user_id: target.id,
        name: 'Kept Assistant',
        reseller_id: alphaId,
      });
      const callId = await insertCall(ctx.db, {
        user_id: target.id,
        assistant_id: assistantId,
        reseller_id: alphaId,
        start_time: new Date().toISOString(),
        duration: 60,
      });
      await ctx.db
        .insertInto('transactions')
        .values({
          user_id: target.id,
          reseller_id: alphaId,
          amount: 10,
          status: 'completed',
          description: 'Plan',
          provider: 'sandbox',
          provider_ref: null,
          reference: null,
          subscription_id: null,
          earner_reseller_id: alphaId,
          line_items: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      expect(
        (await call('DELETE', `/api/admin/users/${target.id}`, adminToken, MAIN)).statusCode,
      ).toBe(200);
      const payments = await ctx.db
        .selectFrom('transactions')
        .select('user_id')
        .where('user_id', '=', target.id)
        .execute();
      expect(payments).toHaveLength(1);
      const calls = await ctx.db
        .selectFrom('call_logs')
        .select('user_id')
        .where('id', '=', callId)
        .execute();
      expect(calls).toEqual([{ user_id: target.id }]);
    });

    it('keeps the anonymised address unique when someone signed up with it', async () => {
      const target = await insertUser(ctx.db, { reseller_id: alphaId });
      await insertUser(ctx.db, { email: `deleted-${target.id}@invalid` });
      expect(
        (await call('DELETE', `/api/admin/users/${target.id}`, adminToken, MAIN)).statusCode,
      ).toBe(200);
      const row = await ctx.db
        .selectFrom('users')
        .select(['email', 'deleted_at'])
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
      expect(row.email).toMatch(new RegExp(`^deleted-${target.id}-[0-9a-f]{12}@invalid$`));
      expect(row.deleted_at).not.toBeNull();
    });

    it('never deletes oneself', async () => {
      const res = await call('DELETE', `/api/admin/users/${admin.id}`, adminToken, MAIN);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('You cannot delete your own account.');
    });
  });
});
