import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { verifyPassword } from '../src/lib/password';
import { PASSWORD, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const HOUR = 3600_000;

/** The rest of a new user's account as /api/user and sign-up answer it: a user of the main host, no profile yet. */
const NEW_USER_PROFILE = {
  role: 'user',
  phone: null,
  company: null,
  bio: null,
  profile_picture: null,
  reseller_name: null,
  language: null,
};

describe.each(databases)('auth on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));

  const register = (payload: Record<string, unknown>, host = 'localhost') =>
    request(ctx.app, { method: 'POST', url: '/api/register', host, payload });

  const validRegistration = (email: string) => ({
    name: 'Ada Lovelace',
    email,
    password: 'analytical-engine',
    password_confirmation: 'analytical-engine',
    terms: true,
  });

  describe('POST /api/register', () => {
    it('creates a user, answers 201 with a token, the user and the message', async () => {
      const res = await register(validRegistration('ada@example.test'));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe('Registration successful');
      expect(typeof body.token).toBe('string');
      expect(body.token.length).toBeGreaterThanOrEqual(43);
      expect(body.user).toEqual({
        id: expect.any(Number),
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        ...NEW_USER_PROFILE,
      });
      expect(JSON.stringify(body)).not.toContain('password');

      const me = await request(ctx.app, { method: 'GET', url: '/api/user', token: body.token });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.email).toBe('ada@example.test');
    });

    it('stores a scrypt hash, never the plain password', async () => {
      const row = await ctx.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', 'ada@example.test')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).not.toContain('analytical-engine');
      expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
      await expect(verifyPassword('analytical-engine', row.password_hash)).resolves.toBe(true);
      await expect(verifyPassword('analytical-engine!', row.password_hash)).resolves.toBe(false);
    });

    it('answers 422 with every field error in the spec wording', async () => {
      const res = await register({
        name: '',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'different',
      });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.message).toBe('The given data was invalid.');
      expect(body.errors).toEqual({
        name: ['Name is required'],
        email: ['Please enter a valid email address'],
        password: ['Password must be at least 8 characters'],
        password_confirmation: ['Passwords do not match'],
        terms: ['You must agree to the terms and conditions'],
      });
    });

    it('rejects a taken email (case-insensitive) with 422 errors.email', async () => {
      const res = await register(validRegistration('ADA@example.test'));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { email: ['The email has already been taken.'] },
      });
    });

    it('reports a taken email together with other field errors', async () => {
      const res = await register({ ...validRegistration('ada@example.test'), terms: false });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        email: ['The email has already been taken.'],
        terms: ['You must agree to the terms and conditions'],
      });
    });
  });

  describe('POST /api/login', () => {
    it('answers {token, user} for valid credentials', async () => {
      const user = await insertUser(ctx.db, { name: 'Grace Hopper' });
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email.toUpperCase(), password: PASSWORD, remember: false },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['token', 'user']);
      expect(body.user).toMatchObject({ id: user.id, name: 'Grace Hopper', role: 'user' });
      expect(body.user).not.toHaveProperty('password_hash');
    });

    it('answers 422 Invalid credentials for a wrong password or an unknown email', async () => {
      const user = await insertUser(ctx.db);
      const expected = {
        message: 'Invalid credentials',
        errors: { email: ['These credentials do not match our records.'] },
      };
      for (const payload of [
        { email: user.email, password: 'wrong password' },
        { email: 'nobody@example.test', password: PASSWORD },
      ]) {
        const res = await request(ctx.app, { method: 'POST', url: '/api/login', payload });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual(expected);
      }
    });

    it('answers 422 field errors for missing fields', async () => {
      const res = await request(ctx.app, { method: 'POST', url: '/api/login', payload: {} });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { email: ['Email is required'], password: ['Password is required'] },
      });
    });

    it('refuses a suspended account', async () => {
      const user = await insertUser(ctx.db, { status: 'suspended' });
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Your account is not active. Please contact support.');
    });

    it('stores only the SHA-256 of the token, expiring after TOKEN_TTL_HOURS', async () => {
      const user = await insertUser(ctx.db);
      const before = Date.now();
      const token = await login(ctx.app, user);
      const rows = await ctx.db
        .selectFrom('access_tokens')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toHaveLength(1);
      const row = rows[0];
      expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
      const ttl = Date.parse(row?.expires_at ?? '') - before;
      expect(ttl).toBeGreaterThan(ctx.config.tokenTtlHours * HOUR - 60_000);
      expect(ttl).toBeLessThan(ctx.config.tokenTtlHours * HOUR + 60_000);
      expect(row?.remember).toBe(0);
    });

    it('remember-me gives a token valid for REMEMBER_TTL_DAYS', async () => {
      const user = await insertUser(ctx.db);
      const before = Date.now();
      await login(ctx.app, user, 'localhost', true);
      const row = await ctx.db
        .selectFrom('access_tokens')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      const ttl = Date.parse(row.expires_at) - before;
      expect(ttl).toBeGreaterThan(ctx.config.rememberTtlDays * 24 * HOUR - 60_000);
      expect(ttl).toBeGreaterThan(ctx.config.tokenTtlHours * HOUR * 2);
      expect(row.remember).toBe(1);
    });
  });

  describe('GET /api/user and tokens', () => {
    it('answers 401 without a token, or with an unknown one', async () => {
      const none = await request(ctx.app, { method: 'GET', url: '/api/user' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ message: 'Unauthenticated.' });
      const bogus = await request(ctx.app, { method: 'GET', url: '/api/user', token: 'abc' });
      expect(bogus.statusCode).toBe(401);
    });

    it('answers {success, data: user} with the reseller name', async () => {
      const user = await insertUser(ctx.db, { name: 'Linus' });
      const token = await login(ctx.app, user);
      const res = await request(ctx.app, { method: 'GET', url: '/api/user', token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: { id: user.id, name: 'Linus', email: user.email, ...NEW_USER_PROFILE },
      });
    });

    it('rejects an expired token', async () => {
      const user = await insertUser(ctx.db);
      const token = await login(ctx.app, user);
      expect((await request(ctx.app, { method: 'GET', url: '/api/user', token })).statusCode).toBe(
        200,
      );
      await ctx.db
        .updateTable('access_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      const res = await request(ctx.app, { method: 'GET', url: '/api/user', token });
      expect(res.statusCode).toBe(401);
    });

    it('logout revokes the token', async () => {
      const user = await insertUser(ctx.db);
      const token = await login(ctx.app, user);
      const other = await login(ctx.app, user);
      const res = await request(ctx.app, { method: 'POST', url: '/api/logout', token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Logged out successfully' });
      expect((await request(ctx.app, { method: 'GET', url: '/api/user', token })).statusCode).toBe(
        401,
      );
      expect(
        (await request(ctx.app, { method: 'POST', url: '/api/logout', token })).statusCode,
      ).toBe(401);
      // Other sessions of the same user stay signed in.
      expect(
        (await request(ctx.app, { method: 'GET', url: '/api/user', token: other })).statusCode,
      ).toBe(200);
    });

    it('a token stops working when the account is suspended', async () => {
      const user = await insertUser(ctx.db);
      const token = await login(ctx.app, user);
      await ctx.db
        .updateTable('users')
        .set({ status: 'suspended' })
        .where('id', '=', user.id)
        .execute();
      expect((await request(ctx.app, { method: 'GET', url: '/api/user', token })).statusCode).toBe(
        401,
      );
    });
  });
});
