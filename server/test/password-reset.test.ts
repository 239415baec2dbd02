import { beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { issuePasswordLink } from '../src/domains/identity/password-reset/service';
import { PASSWORD, insertAcme, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { resellerBaseUrl } from '../src/lib/site-url';

const SENT = 'If that email is registered, we have sent a password reset link.';
const INVALID = 'This password reset token is invalid or has expired.';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe.each(databases)('forgot and reset password on %s', (dialect) => {
  let acmeId: number;
  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    acmeId = await insertAcme(ctx.db);
  });

  let ipSeq = 0;
  const newIp = () => `10.1.0.${(ipSeq += 1)}`;

  const forgot = (email: string, host = 'localhost', ip = newIp()) =>
    request(ctx.app, {
      method: 'POST',
      url: '/api/forgot-password',
      host,
      payload: { email },
      remoteAddress: ip,
    });
  const reset = (payload: Record<string, unknown>, host = 'localhost') =>
    request(ctx.app, { method: 'POST', url: '/api/reset-password', host, payload });

  const outboxFor = (to: string) =>
    ctx.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to', '=', to)
      .orderBy('id', 'desc')
      .execute();

  /** The link of the newest email to `to`, taken from the text part. */
  async function linkFor(to: string): Promise<URL> {
    const [mail] = await outboxFor(to);
    const match = /(https?:\/\/\S+\/password-reset\/\S+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no reset link in the email to ${to}`);
    return new URL(match[1]);
  }
  const tokenOf = (link: URL) => decodeURIComponent(link.pathname.split('/').pop() ?? '');

  describe('POST /api/forgot-password', () => {
    it('emails a branded link /password-reset/{token}?email=... and answers the neutral message', async () => {
      const user = await insertUser(ctx.db, { name: 'Grace Hopper' });
      const res = await forgot(user.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: SENT });

      const mails = await outboxFor(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Reset your password');
      expect(mails[0]?.reseller_id).toBeNull();
      expect(mails[0]?.html).toContain('AI Phone System');
      expect(mails[0]?.html).toContain('#4F46E5');
      expect(mails[0]?.text).toContain('Hello Grace Hopper,');

      const link = await linkFor(user.email);
      expect(link.origin).toBe(ctx.config.appUrl);
      expect(link.pathname).toMatch(/^\/password-reset\/[\w-]{43}$/);
      expect(link.searchParams.get('email')).toBe(user.email);
      expect(mails[0]?.html).toContain(`href="${link.toString().replace(/&/g, '&amp;')}"`);
    });

    it('stores only the SHA-256 of the token, expiring after 60 minutes', async () => {
      const user = await insertUser(ctx.db);
      const before = Date.now();
      await forgot(user.email);
      const token = tokenOf(await linkFor(user.email));
      const rows = await ctx.db
        .selectFrom('password_reset_tokens')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_hash).toBe(sha256(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      const ttl = Date.parse(rows[0]?.expires_at ?? '') - before;
      expect(ttl).toBeGreaterThan(59 * 60_000);
      expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    });

    it('gives the same answer for an unknown email and sends nothing', async () => {
      const before = await ctx.db.selectFrom('email_outbox').select('id').execute();
      const res = await forgot('nobody-here@example.test');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: SENT });
      const after = await ctx.db.selectFrom('email_outbox').select('id').execute();
      expect(after).toHaveLength(before.length);
    });

    it("only serves the host's own users: a reseller's user gets nothing on the main host", async () => {
      const user = await insertUser(ctx.db, { reseller_id: acmeId });
      const res = await forgot(user.email, 'localhost');
      expect(res.json()).toEqual({ success: true, message: SENT });
      expect(await outboxFor(user.email)).toHaveLength(0);

      const platformUser = await insertUser(ctx.db);
      const onAcme = await forgot(platformUser.email, 'acme.localhost:3000');
      expect(onAcme.json()).toEqual({ success: true, message: SENT });
      expect(await outboxFor(platformUser.email)).toHaveLength(0);
    });

    it("on a reseller's subdomain the email carries its brand and links to its site", async () => {
      const user = await insertUser(ctx.db, { reseller_id: acmeId });
      await forgot(user.email, 'acme.localhost:3000');
      const [mail] = await outboxFor(user.email);
      expect(mail?.reseller_id).toBe(acmeId);
      expect(mail?.html).toContain('Acme Voice');
      expect(mail?.html).toContain('#0F766E');
      expect(mail?.html).not.toContain('AI Phone System');
      const link = await linkFor(user.email);
      expect(link.origin).toBe('http://acme.localhost:3000');
    });

    it('answers 422 with field errors for a missing or malformed email', async () => {
      const res = await forgot('not-an-email');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['Please enter a valid email address'] });
      const empty = await forgot('');
      expect(empty.json().errors).toEqual({ email: ['Email is required'] });
    });

    it('throttles: 5 requests a minute per email, then 429 with a clear message', async () => {
      const user = await insertUser(ctx.db);
      for (let i = 0; i < 5; i += 1) expect((await forgot(user.email)).statusCode).toBe(200);
      const res = await forgot(user.email);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(
        /^Too many password reset requests\. Please try again in \d+ seconds\.$/,
      );
      expect(await outboxFor(user.email)).toHaveLength(5);
    });

    it('throttles: 5 requests a minute per client IP, whatever the email', async () => {
      const ip = newIp();
      for (let i = 0; i < 5; i += 1) {
        expect((await forgot(`someone-${i}@example.test`, 'localhost', ip)).statusCode).toBe(200);
      }
      expect((await forgot('someone-else@example.test', 'localhost', ip)).statusCode).toBe(429);
      expect((await forgot('someone-else@example.test', 'localhost', newIp())).statusCode).toBe(
        200,
      );
    });
  });

  describe('POST /api/reset-password', () => {
    it('sets the new password, spends the token and signs out every other session', async () => {
      const user = await insertUser(ctx.db);
      const oldSession = await login(ctx.app, user);
      await forgot(user.email);
      const link = await linkFor(user.email);
      const payload = {
        email: link.searchParams.get('email'),
        token: tokenOf(link),
        password: 'a brand new secret',
        password_confirmation: 'a brand new secret',
      };
      const res = await reset(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Your password has been reset.' });

      const me = await request(ctx.app, { method: 'GET', url: '/api/user', token: oldSession });
      expect(me.statusCode).toBe(401);
      await expect(login(ctx.app, user)).rejects.toThrow('422');
      await expect(
        login(ctx.app, { email: user.email, password: 'a brand new secret' }),
      ).resolves.toEqual(expect.any(String));

      // Single use.
      const again = await reset({
        ...payload,
        password: 'another one!',
        password_confirmation: 'another one!',
      });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({ message: INVALID, errors: { token: [INVALID] } });
    });

    it('refuses a wrong email, an unknown token and an expired token with the same 422', async () => {
      const user = await insertUser(ctx.db);
      const other = await insertUser(ctx.db);
      await forgot(user.email);
      const token = tokenOf(await linkFor(user.email));
      const base = { password: 'new password 1', password_confirmation: 'new password 1' };

      const wrongEmail = await reset({ ...base, token, email: other.email });
      expect(wrongEmail.statusCode).toBe(422);
      expect(wrongEmail.json()).toEqual({ message: INVALID, errors: { token: [INVALID] } });

      const unknown = await reset({ ...base, token: 'x'.repeat(43), email: user.email });
      expect(unknown.json()).toEqual({ message: INVALID, errors: { token: [INVALID] } });

      await ctx.db
        .updateTable('password_reset_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', sha256(token))
        .execute();
      const expired = await reset({ ...base, token, email: user.email });
      expect(expired.statusCode).toBe(422);
      expect(expired.json()).toEqual({ message: INVALID, errors: { token: [INVALID] } });
      await expect(login(ctx.app, user)).resolves.toEqual(expect.any(String));
    });

    it('only the newest link works', async () => {
      const user = await insertUser(ctx.db);
      await forgot(user.email);
      const first = tokenOf(await linkFor(user.email));
      await forgot(user.email);
      const second = tokenOf(await linkFor(user.email));
      expect(second).not.toBe(first);
      const base = {
        email: user.email,
        password: 'new password 2',
        password_confirmation: 'new password 2',
      };
      expect((await reset({ ...base, token: first })).statusCode).toBe(422);
      expect((await reset({ ...base, token: second })).statusCode).toBe(200);
    });

    it('answers 422 with the schema messages for bad input', async () => {
      const res = await reset({
        email: 'not-an-email',
        token: '',
        password: 'short',
        password_confirmation: 'different',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        token: ['Invalid or missing reset token. Please request a new password reset link.'],
        email: ['Please enter a valid email address'],
        password: ['Password must be at least 8 characters'],
        password_confirmation: ['Passwords do not match'],
      });
    });

    it("a reseller user's reset link does not work on another host", async () => {
      const user = await insertUser(ctx.db, { reseller_id: acmeId });
      await forgot(user.email, 'acme.localhost:3000');
      const token = tokenOf(await linkFor(user.email));
      const payload = {
        email: user.email,
        token,
        password: 'new password 3',
        password_confirmation: 'new password 3',
      };
      expect((await reset(payload, 'localhost')).statusCode).toBe(422);
      expect((await reset(payload, 'acme.localhost:3000')).statusCode).toBe(200);
    });
  });

  describe('issuePasswordLink (used by reseller registration)', () => {
    it('builds the link on the given base URL; a welcome link lasts 7 days', async () => {
      const id = await insertUser(ctx.db, { reseller_id: acmeId, role: 'reseller_admin' });
      const account = { id: id.id, email: id.email, name: 'Acme Admin', reseller_id: acmeId };
      const base = resellerBaseUrl(ctx.config, 'acme');
      expect(base).toBe('http://acme.localhost:3000');
      const before = Date.now();
      const link = await issuePasswordLink({ db: ctx.db }, account, 'welcome', `${base}/`);
      expect(link).toMatch(
        new RegExp(
          `^http://acme\\.localhost:3000/password-reset/[\\w-]{43}\\?email=${encodeURIComponent(id.email).replace(/[.+]/g, '\\$&')}$`,
        ),
      );
      const row = await ctx.db
        .selectFrom('password_reset_tokens')
        .select(['expires_at', 'purpose', 'token_hash'])
        .where('user_id', '=', id.id)
        .executeTakeFirstOrThrow();
      expect(row.purpose).toBe('welcome');
      const days = (Date.parse(row.expires_at) - before) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7.01);

      // A welcome link also works on the main host (the reseller may still be pending).
      const token = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
      expect(row.token_hash).toBe(sha256(token));
      const res = await reset({
        email: id.email,
        token,
        password: 'first password',
        password_confirmation: 'first password',
      });
      expect(res.statusCode).toBe(200);
      await expect(
        login(ctx.app, { email: id.email, password: 'first password' }, 'acme.localhost:3000'),
      ).resolves.toEqual(expect.any(String));
      expect(PASSWORD).not.toBe('first password');
    });
  });
});
