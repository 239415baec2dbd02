import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { authenticator } from 'otplib';
import { TWO_FACTOR_MESSAGES as M } from '@voice/contracts';
import { TWO_FACTOR_MAX_FAILURES } from '../src/domains/identity/two-factor/routes';
import { advanceWallClock } from './helpers/clock';
import { insertReseller, insertUser, login, type UserFixture } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';

const MAIN = 'localhost:3000';
const ACME = 'acme.localhost:3000';

/** How far this file has moved the wall clock: only ever forward, so TOTP steps only grow. */
let clockOffset = 0;
function moveClock(ms: number): void {
  clockOffset += ms;
  advanceWallClock(clockOffset);
}

/**
 * A code for the secret at the next time step: the wall clock moves 30 s first, since a code is good once (each
 * use takes a later step than the last one accepted).
 */
function nextCode(secret: string): string {
  moveClock(30_000);
  return authenticator.generate(secret);
}

describe.each(databases)('two-factor sign-in on %s', (dialect) => {
  let ctx: TestContext;
  let acmeId: number;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    acmeId = await insertReseller(ctx.db, { subdomain: 'acme', org_name: 'Acme Inc' });
  });
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { token?: string; host?: string; payload?: object } = {},
  ) =>
    request(ctx.app, {
      method,
      url,
      host: options.host ?? MAIN,
      token: options.token,
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const passwordStep = (user: UserFixture, host = MAIN, extra: object = {}) =>
    call('POST', '/api/login', {
      host,
      payload: { email: user.email, password: user.password, ...extra },
    });
  const whoAmI = async (token: string, host = MAIN) => {
    const res = await call('GET', '/api/user', { token, host });
    return res.statusCode === 200 ? (res.json().data.email as string) : res.statusCode;
  };
  const auditActions = async (userId: number) =>
    (
      await ctx.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'user')
        .where('target_id', '=', String(userId))
        .where('action', 'like', 'two-factor.%')
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  /** Enrols a user through /profile's routes; returns the secret and the recovery codes. */
  async function enrol(user: UserFixture, host = MAIN) {
    const token = await login(ctx.app, user, host);
    const setup = await call('POST', '/api/two-factor/setup', { token, host });
    expect(setup.statusCode).toBe(200);
    const secret = setup.json().secret as string;
    const enabled = await call('POST', '/api/two-factor/enable', {
      token,
      host,
      payload: { code: nextCode(secret) },
    });
    expect(enabled.statusCode).toBe(200);
    return { secret, codes: enabled.json().recovery_codes as string[], token };
  }

  it('enrols with a QR code and a first code: a wrong code leaves it off, the right one turns it on', async () => {
    const user = await insertUser(ctx.db);
    const token = await login(ctx.app, user);
    expect((await call('GET', '/api/two-factor', { token })).json().data).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });
    const setup = await call('POST', '/api/two-factor/setup', { token });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_code } = setup.json();
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+/);
    expect(otpauth_url).toContain(encodeURIComponent(user.email));
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_code.split(',')[1], 'base64').toString()).toContain('<svg');

    const stored = await ctx.db
      .selectFrom('two_factor_secrets')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_sealed).not.toContain(secret);
    expect(stored.enabled_at).toBeNull();

    const wrong = await call('POST', '/api/two-factor/enable', {
      token,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [M.codeInvalid] });
    expect((await call('GET', '/api/two-factor', { token })).json().data.enabled).toBe(false);
    // Not on yet: the password alone still signs in.
    expect((await passwordStep(user)).json().token).toEqual(expect.any(String));

    const right = await call('POST', '/api/two-factor/enable', {
      token,
      payload: { code: nextCode(secret) },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().message).toBe(M.enabled);
    const codes = right.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Stored hashed only.
    const hashes = await ctx.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(codes).not.toContain(code_hash);
    expect((await call('GET', '/api/two-factor', { token })).json().data).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });
    expect(await auditActions(user.id)).toEqual(['two-factor.enable']);
  });

  it('signs in with a code after the password; the password step alone yields no session', async () => {
    const user = await insertUser(ctx.db);
    const { secret } = await enrol(user);
    const first = await passwordStep(user, MAIN, { remember: true });
    expect(first.statusCode).toBe(200);
    const challenge = first.json();
    expect(challenge).toEqual({
      two_factor: 'code',
      challenge_token: expect.any(String),
      expires_in: 300,
    });
    expect(challenge.token).toBeUndefined();
    // The challenge token is no session.
    expect(await whoAmI(challenge.challenge_token)).toBe(401);
    // Stored hashed.
    const rows = await ctx.db.selectFrom('two_factor_challenges').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(challenge.challenge_token);

    const wrong = await call('POST', '/api/login/two-factor', {
      payload: { challenge_token: challenge.challenge_token, code: '123456' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [M.codeInvalid] });

    const code = nextCode(secret);
    const ok = await call('POST', '/api/login/two-factor', {
      payload: { challenge_token: challenge.challenge_token, code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().device_token).toBeUndefined();
    expect(await whoAmI(ok.json().token)).toBe(user.email);
    // A challenge yields one session; the same code cannot be used again on a new challenge either.
    const again = await call('POST', '/api/login/two-factor', {
      payload: { challenge_token: challenge.challenge_token, code },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(M.challengeExpired);
    const second = (await passwordStep(user)).json().challenge_token;
    const replay = await call('POST', '/api/login/two-factor', {
      payload: { challenge_token: second, code },
    });
    expect(replay.statusCode).toBe(422);
  });

  it('a recovery code signs in once only, and its use is audited', async () => {
    const user = await insertUser(ctx.db);
    const { codes, token } = await enrol(user);
    const signIn = async (recovery_code: string) =>
      call('POST', '/api/login/two-factor', {
        payload: {
          challenge_token: (await passwordStep(user)).json().challenge_token,
          recovery_code,
        },
      });
    const code = codes[0] ?? '';
    const used = await signIn(code.toUpperCase());
    expect(used.statusCode).toBe(200);
    expect(await whoAmI(used.json().token)).toBe(user.email);
    const reused = await signIn(code);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ recovery_code: [M.recoveryCodeInvalid] });
    expect((await call('GET', '/api/two-factor', { token })).json().data.recovery_codes_left).toBe(
      9,
    );
    expect(await auditActions(user.id)).toEqual([
      'two-factor.enable',
      'two-factor.recovery-code-used',
    ]);
  });

  it('regenerating recovery codes replaces the old ones; disabling needs the password and a code', async () => {
    const user = await insertUser(ctx.db);
    const { secret, codes, token } = await enrol(user);
    const regenerated = await call('POST', '/api/two-factor/recovery-codes', {
      token,
      payload: { code: nextCode(secret) },
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    const challenge = (await passwordStep(user)).json().challenge_token;
    const old = await call('POST', '/api/login/two-factor', {
      payload: { challenge_token: challenge, recovery_code: codes[1] },
    });
    expect(old.statusCode).toBe(422);

    const wrongPassword = await call('POST', '/api/two-factor/disable', {
      token,
      payload: { password: 'not the password', code: nextCode(secret) },
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({ password: [M.passwordIncorrect] });
    const disabled = await call('POST', '/api/two-factor/disable', {
      token,
      payload: { password: user.password, code: nextCode(secret) },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await passwordStep(user)).json().token).toEqual(expect.any(String));
    expect(await auditActions(user.id)).toEqual([
      'two-factor.enable',
      'two-factor.recovery-codes-regenerated',
      'two-factor.disable',
    ]);
  });

  it('a trusted device skips the code for 30 days, until the password changes or two-factor is turned off', async () => {
    const user = await insertUser(ctx.db);
    const { secret } = await enrol(user);
    const challenge = (await passwordStep(user)).json().challenge_token;
    const trusted = await call('POST', '/api/login/two-factor', {
      payload: { challenge_token: challenge, code: nextCode(secret), trust_device: true },
    });
    expect(trusted.statusCode).toBe(200);
    const deviceToken = trusted.json().device_token as string;
    expect(deviceToken).toEqual(expect.any(String));

    const skipped = await passwordStep(user, MAIN, { device_token: deviceToken });
    expect(await whoAmI(skipped.json().token)).toBe(user.email);
    // Another device token, or none, still asks for the code.
    expect(
      (await passwordStep(user, MAIN, { device_token: 'x'.repeat(43) })).json().two_factor,
    ).toBe('code');
    // The device token is no session either.
    expect(await whoAmI(deviceToken)).toBe(401);

    const changed = await call('PUT', '/api/user/password', {
      token: skipped.json().token,
      payload: {
        current_password: user.password,
        new_password: 'a brand new password',
        new_password_confirmation: 'a brand new password',
      },
    });
    expect(changed.statusCode).toBe(200);
    const afterChange = await passwordStep({ ...user, password: 'a brand new password' }, MAIN, {
      device_token: deviceToken,
    });
    expect(afterChange.json()).toMatchObject({ two_factor: 'code' });
  });

  it('throttles guessing: wrong codes count with failed passwords, and a challenge takes five', async () => {
    const user = await insertUser(ctx.db);
    const { secret } = await enrol(user);
    const challenge = (await passwordStep(user)).json().challenge_token;
    for (let i = 0; i < 5; i += 1) {
      const res = await call('POST', '/api/login/two-factor', {
        payload: { challenge_token: challenge, code: String(100000 + i) },
      });
      expect(res.statusCode).toBe(422);
    }
    // The fifth wrong code spent the challenge: the sign-in starts again with the password...
    const spent = await call('POST', '/api/login/two-factor', {
      payload: { challenge_token: challenge, code: nextCode(secret) },
    });
    expect(spent.statusCode).toBe(422);
    expect(spent.json().message).toBe(M.challengeExpired);
    // ...which the wrong codes throttled as failed passwords: the same counter.
    const blocked = await passwordStep(user);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toEqual(expect.any(String));
    // A minute later: password and code again.
    moveClock(61_000);
    const next = (await passwordStep(user)).json().challenge_token;
    const ok = await call('POST', '/api/login/two-factor', {
      payload: { challenge_token: next, code: nextCode(secret) },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('wrong codes are limited per account too: a fresh challenge (a correct password) does not reset them', async () => {
    const user = await insertUser(ctx.db);
    const { secret } = await enrol(user);
    const guess = async (code: string) =>
      call('POST', '/api/login/two-factor', {
        payload: { challenge_token: (await passwordStep(user)).json().challenge_token, code },
      });
    for (let i = 0; i < TWO_FACTOR_MAX_FAILURES; i += 1) {
      expect((await guess(String(200000 + i))).statusCode).toBe(422);
    }
    const blocked = await guess(authenticator.generate(secret));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    moveClock(15 * 60_000);
    expect((await guess(nextCode(secret))).statusCode).toBe(200);
  });

  it('an expired challenge signs nothing in', async () => {
    const user = await insertUser(ctx.db);
    const { secret } = await enrol(user);
    const challenge = (await passwordStep(user)).json().challenge_token;
    moveClock(6 * 60_000);
    const res = await call('POST', '/api/login/two-factor', {
      payload: { challenge_token: challenge, code: authenticator.generate(secret) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ challenge_token: [M.challengeExpired] });
  });

  describe('required for admins by the platform', () => {
    let superAdmin: UserFixture;
    let superAdminSecret: string;
    let superAdminToken: string;
    beforeAll(async () => {
      superAdmin = await insertUser(ctx.db, { role: 'super_admin' });
      const enrolled = await enrol(superAdmin);
      superAdminSecret = enrolled.secret;
      superAdminToken = enrolled.token;
    });
    const setPolicy = (required: boolean, token = superAdminToken) =>
      call('PUT', '/api/super-admin/two-factor-policy', {
        token,
        payload: { required_for_admins: required },
      });
    afterAll(async () => {
      await setPolicy(false);
    });

    it('only platform admins set the rule, and it is audited', async () => {
      const acmeAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: acmeId });
      const acmeToken = await login(ctx.app, acmeAdmin, ACME);
      expect(
        (
          await call('PUT', '/api/super-admin/two-factor-policy', {
            token: acmeToken,
            host: ACME,
            payload: { required_for_admins: true },
          })
        ).statusCode,
      ).toBe(403);
      // Live sessions when the rule comes on: an admin without two-factor, one with it, a user.
      const platformAdmin = await insertUser(ctx.db, { role: 'admin' });
      const platformAdminToken = await login(ctx.app, platformAdmin);
      const enrolledAdmin = await insertUser(ctx.db, {
        role: 'reseller_admin',
        reseller_id: acmeId,
      });
      const enrolledToken = (await enrol(enrolledAdmin, ACME)).token;
      const acmeUser = await insertUser(ctx.db, { reseller_id: acmeId });
      const userToken = await login(ctx.app, acmeUser, ACME);

      const res = await setPolicy(true);
      expect(res.statusCode).toBe(200);
      // The rule holds from now: the admins without two-factor are signed out (their next sign-in enrols); the
      // others, and the super admin who switched it on, keep their sessions.
      expect(await whoAmI(acmeToken, ACME)).toBe(401);
      expect(await whoAmI(platformAdminToken)).toBe(401);
      expect((await passwordStep(platformAdmin)).json().two_factor).toBe('enrol');
      expect(await whoAmI(enrolledToken, ACME)).toBe(enrolledAdmin.email);
      expect(await whoAmI(userToken, ACME)).toBe(acmeUser.email);
      expect(await whoAmI(superAdminToken)).toBe(superAdmin.email);
      expect(res.json()).toEqual({
        success: true,
        message: M.policySaved,
        data: { required_for_admins: true },
      });
      expect(
        (await call('GET', '/api/super-admin/two-factor-policy', { token: superAdminToken })).json()
          .data,
      ).toEqual({ required_for_admins: true });
      const entry = await ctx.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'changes'])
        .where('action', '=', 'two-factor.policy')
        .executeTakeFirstOrThrow();
      expect(entry.actor_id).toBe(superAdmin.id);
      const changes = typeof entry.changes === 'string' ? JSON.parse(entry.changes) : entry.changes;
      expect(changes).toMatchObject({
        before: { required_for_admins: false },
        after: { required_for_admins: true },
        sessions_ended: 2,
      });
    });

    it('an admin without two-factor gets only the enrolment after the password, then a session', async () => {
      await setPolicy(true);
      const acmeAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: acmeId });
      const first = await passwordStep(acmeAdmin, ACME);
      expect(first.json()).toEqual({
        two_factor: 'enrol',
        challenge_token: expect.any(String),
        expires_in: 900,
      });
      const challenge = first.json().challenge_token as string;
      // No session: nothing else works with it, and a verify step does not take it.
      expect(await whoAmI(challenge, ACME)).toBe(401);
      expect(
        (await call('GET', '/api/admin/users', { token: challenge, host: ACME })).statusCode,
      ).toBe(401);
      expect(
        (
          await call('POST', '/api/login/two-factor', {
            host: ACME,
            payload: { challenge_token: challenge, code: '123456' },
          })
        ).statusCode,
      ).toBe(422);

      const setup = await call('POST', '/api/login/two-factor/setup', {
        host: ACME,
        payload: { challenge_token: challenge },
      });
      expect(setup.statusCode).toBe(200);
      const secret = setup.json().secret as string;
      expect(setup.json().otpauth_url).toContain('Acme%20Inc');
      const wrong = await call('POST', '/api/login/two-factor/enable', {
        host: ACME,
        payload: { challenge_token: challenge, code: '000000' },
      });
      expect(wrong.statusCode).toBe(422);
      const enrolled = await call('POST', '/api/login/two-factor/enable', {
        host: ACME,
        payload: { challenge_token: challenge, code: nextCode(secret) },
      });
      expect(enrolled.statusCode).toBe(200);
      expect(enrolled.json().recovery_codes).toHaveLength(10);
      const token = enrolled.json().token as string;
      expect(await whoAmI(token, ACME)).toBe(acmeAdmin.email);
      expect((await call('GET', '/api/two-factor', { token, host: ACME })).json().data).toEqual({
        enabled: true,
        required: true,
        recovery_codes_left: 10,
      });
      // Required: it cannot be turned off.
      const disable = await call('POST', '/api/two-factor/disable', {
        token,
        host: ACME,
        payload: { password: acmeAdmin.password, code: nextCode(secret) },
      });
      expect(disable.statusCode).toBe(403);
      expect(disable.json().message).toBe(M.requiredForRole);
      // From now on: the code step.
      expect((await passwordStep(acmeAdmin, ACME)).json().two_factor).toBe('code');
    });

    it('users are not asked: optional for them', async () => {
      await setPolicy(true);
      const user = await insertUser(ctx.db, { reseller_id: acmeId });
      expect(await whoAmI((await passwordStep(user, ACME)).json().token, ACME)).toBe(user.email);
    });

    it('impersonation and Log in as need no second factor of the target, and are audited as before', async () => {
      await setPolicy(true);
      const acmeAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: acmeId });
      const acmeUser = await insertUser(ctx.db, { reseller_id: acmeId });
      const { secret: userSecret } = await enrol(acmeUser, ACME);
      expect(userSecret).toEqual(expect.any(String));
      // The super admin signs in with its own code.
      const challenge = (await passwordStep(superAdmin)).json().challenge_token;
      const signedIn = await call('POST', '/api/login/two-factor', {
        payload: { challenge_token: challenge, code: nextCode(superAdminSecret) },
      });
      let adminToken = signedIn.json().token as string;
      for (const target of [acmeAdmin, acmeUser]) {
        const res = await call('POST', `/api/super-admin/users/${target.id}/login-as`, {
          token: adminToken,
        });
        expect(res.statusCode).toBe(200);
        const session = await call('POST', '/api/validate-login-as-token', {
          host: ACME,
          payload: { token: res.json().token },
        });
        expect(session.statusCode).toBe(200);
        const token = session.json().token as string;
        expect(await whoAmI(token, ACME)).toBe(target.email);
        // The admin acting as the user cannot change the user's second factor.
        const setup = await call('POST', '/api/two-factor/setup', { token, host: ACME });
        expect(setup.statusCode).toBe(403);
        expect(setup.json().message).toBe(M.notWhileImpersonating);
        // Back to the admin for the next target (revert gives a one-time token for the main host).
        const revert = await call('POST', '/api/revert-login-as', { token, host: ACME });
        expect(revert.statusCode).toBe(200);
        const redirect = new URL(revert.json().redirect_url as string);
        const back = await call('POST', '/api/validate-login-as-token', {
          payload: { token: redirect.searchParams.get('token') },
        });
        expect(back.statusCode).toBe(200);
        adminToken = back.json().token as string;
      }
      const started = await ctx.db
        .selectFrom('audit_log')
        .select('target_id')
        .where('action', '=', 'impersonation.start')
        .where('actor_id', '=', superAdmin.id)
        .execute();
      expect(started.map((row) => row.target_id)).toEqual(
        expect.arrayContaining([String(acmeAdmin.id), String(acmeUser.id)]),
      );
    });
  });
});
