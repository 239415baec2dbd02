import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MemoryCounterStore } from '../src/lib/shared-state/counters';
import { LOGIN_MAX_ATTEMPTS_PER_IP, Throttle } from '../src/modules/auth/throttle';
import { PASSWORD, insertUser } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';

const THROTTLED = /^Too many login attempts\. Please try again in (\d+) seconds\.$/;

describe('Throttle (fixed window, in memory)', () => {
  it('blocks a key after max hits until its window ends, and clear() resets it', async () => {
    let now = 1_000_000;
    const throttle = new Throttle(3, 60_000, new MemoryCounterStore(() => now));
    for (let i = 0; i < 3; i += 1) {
      expect(await throttle.retryAfter('k')).toBe(0);
      await throttle.hit('k');
    }
    expect(await throttle.retryAfter('k')).toBe(60);
    expect(await throttle.retryAfter('other')).toBe(0);
    now += 45_500;
    expect(await throttle.retryAfter('k')).toBe(15);
    now += 14_500;
    expect(await throttle.retryAfter('k')).toBe(0);
    await throttle.hit('k');
    await throttle.hit('k');
    await throttle.hit('k');
    expect(await throttle.retryAfter('k')).toBe(60);
    await throttle.clear('k');
    expect(await throttle.retryAfter('k')).toBe(0);
  });
});

describe.each(databases)('login throttling on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  let ipSeq = 0;
  /** Each test uses its own client IP so the per-IP counters of other tests do not interfere. */
  const newIp = () => `10.0.0.${(ipSeq += 1)}`;

  const login = (email: string, password: string, ip: string) =>
    request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('answers 429 on the 6th try of an email from the same IP after 5 failures, even with the right password', async () => {
    const user = await insertUser(ctx.db);
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await login(user.email, 'wrong password', ip);
      expect(res.statusCode).toBe(422);
    }
    const res = await login(user.email.toUpperCase(), PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    const match = THROTTLED.exec(res.json().message);
    expect(match).not.toBeNull();
    const seconds = Number(match?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(res.headers['retry-after']).toBe(String(seconds));
    expect(Object.keys(res.json())).not.toContain('token');
  });

  it('failures from other IPs never lock the account out (the super admin included)', async () => {
    const admin = await insertUser(ctx.db, { role: 'super_admin' });
    const attacker = newIp();
    for (let i = 0; i < 12; i += 1) {
      // Spread over a few attacker IPs, and more than 5 per email from one of them.
      await login(admin.email, 'wrong password', i < 8 ? attacker : newIp());
    }
    expect((await login(admin.email, PASSWORD, attacker)).statusCode).toBe(429);
    const owner = await login(admin.email, PASSWORD, newIp());
    expect(owner.statusCode).toBe(200);
    expect(typeof owner.json().token).toBe('string');
  });

  it('lets the email sign in again from the blocked IP once the minute has passed', async () => {
    const user = await insertUser(ctx.db);
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) await login(user.email, 'wrong password', ip);
    expect((await login(user.email, PASSWORD, ip)).statusCode).toBe(429);
    const later = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    const res = await login(user.email, PASSWORD, ip);
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().token).toBe('string');
  });

  it(`answers 429 to a client IP after ${LOGIN_MAX_ATTEMPTS_PER_IP} failures, whatever the emails; other IPs are not affected`, async () => {
    const ip = newIp();
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS_PER_IP; i += 1) {
      const res = await login(`nobody-${i}@example.test`, 'wrong password', ip);
      expect(res.statusCode).toBe(422);
    }
    const user = await insertUser(ctx.db);
    const blocked = await login(user.email, PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(THROTTLED);

    const elsewhere = await login(user.email, PASSWORD, newIp());
    expect(elsewhere.statusCode).toBe(200);
  });

  it('a successful login resets the counter of its email and IP', async () => {
    const user = await insertUser(ctx.db);
    const ip = newIp();
    for (let i = 0; i < 4; i += 1) {
      expect((await login(user.email, 'wrong password', ip)).statusCode).toBe(422);
    }
    expect((await login(user.email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(user.email, 'wrong password', ip)).statusCode).toBe(422);
    }
    expect((await login(user.email, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('does not count successful logins against the IP', async () => {
    const ip = newIp();
    const user = await insertUser(ctx.db);
    for (let i = 0; i < 8; i += 1) {
      expect((await login(user.email, PASSWORD, ip)).statusCode).toBe(200);
    }
  });

  it('does not count requests rejected by validation', async () => {
    const ip = newIp();
    for (let i = 0; i < 6; i += 1) {
      expect((await login('', '', ip)).statusCode).toBe(422);
    }
    const user = await insertUser(ctx.db);
    expect((await login(user.email, PASSWORD, ip)).statusCode).toBe(200);
  });
});
