import { beforeAll, describe, expect, it } from '@jest/globals';
import { issuePasswordLink } from '../src/domains/identity/password-reset/service';
import { insertReseller, insertUser } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const INVALID = 'This password reset token is invalid or has expired.';
const VALID = 'This password reset link is valid.';

/** POST /api/reset-password/check: the reset page asks whether its link is still good before the form. */
describe.each(databases)('checking a reset link on %s', (dialect) => {
  let acmeId: number;
  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    acmeId = await insertReseller(ctx.db, { subdomain: 'acme' });
  });

  let ipSeq = 0;
  const newIp = () => `10.2.0.${(ipSeq += 1)}`;
  const check = (payload: Record<string, unknown>, host = 'localhost', ip = newIp()) =>
    request(ctx.app, {
      method: 'POST',
      url: '/api/reset-password/check',
      host,
      payload,
      remoteAddress: ip,
    });
  const reset = (payload: Record<string, unknown>, host = 'localhost') =>
    request(ctx.app, {
      method: 'POST',
      url: '/api/reset-password',
      host,
      payload: { ...payload, password: 'a new secret 1', password_confirmation: 'a new secret 1' },
    });

  /** A reset link's token and email for a new user (of `resellerId`, or the platform). */
  async function linkOf(resellerId: number | null = null) {
    const user = await insertUser(ctx.db, { reseller_id: resellerId });
    const link = new URL(
      await issuePasswordLink(
        { db: ctx.db },
        { ...user, name: 'Reset Tester', reseller_id: resellerId },
        'reset',
        'http://localhost:3000',
      ),
    );
    const token = decodeURIComponent(link.pathname.split('/').pop() ?? '');
    return { email: user.email, token };
  }

  it('answers 200 for a live link without spending it: the reset still works after', async () => {
    const link = await linkOf();
    const res = await check(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: VALID });
    expect((await check(link)).statusCode).toBe(200);
    expect((await reset(link)).statusCode).toBe(200);
  });

  it('answers the reset’s own 422 for a used, expired, unknown or mismatched link', async () => {
    const used = await linkOf();
    expect((await reset(used)).statusCode).toBe(200);
    const usedCheck = await check(used);
    expect(usedCheck.statusCode).toBe(422);
    expect(usedCheck.json()).toEqual({ message: INVALID, errors: { token: [INVALID] } });

    const expired = await linkOf();
    await ctx.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    expect((await check(expired)).statusCode).toBe(422);

    const live = await linkOf();
    const other = await linkOf();
    expect((await check({ ...live, email: other.email })).statusCode).toBe(422);
    expect((await check({ ...live, token: 'x'.repeat(43) })).statusCode).toBe(422);
    // A reseller's user's link is no good on the main host.
    const acme = await linkOf(acmeId);
    expect((await check(acme, 'localhost')).statusCode).toBe(422);
    expect((await check(acme, 'acme.localhost')).statusCode).toBe(200);
  });

  it('answers 422 with the schema messages for a missing token or email', async () => {
    const res = await check({});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'token']);
  });

  it('throttles: 30 checks a minute per client IP, then 429', async () => {
    const link = await linkOf();
    const ip = '10.2.9.9';
    for (let i = 0; i < 30; i += 1)
      expect((await check(link, 'localhost', ip)).statusCode).toBe(200);
    const refused = await check(link, 'localhost', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many password reset requests/);
  });
});
