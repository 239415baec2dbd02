import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MemoryCounterStore } from '../src/lib/shared-state/counters';
import {
  ACCOUNT_FREE_FAILURES,
  ACCOUNT_MAX_DELAY_SECONDS,
  LOGIN_MAX_ATTEMPTS_PER_IP,
  Throttle,
  accountDelaySeconds,
} from '../src/domains/identity/auth/throttle';
import { PASSWORD, insertUser } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

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

describe('accountDelaySeconds (the per-account ceiling)', () => {
  it('lets ten failures of an email go, then doubles the wait from 1 s up to 5 minutes', () => {
    expect(ACCOUNT_FREE_FAILURES).toBe(10);
    expect(accountDelaySeconds(0)).toBe(0);
    expect(accountDelaySeconds(10)).toBe(0);
    expect([11, 12, 13, 14, 19].map(accountDelaySeconds)).toEqual([1, 2, 4, 8, 256]);
    expect(accountDelaySeconds(20)).toBe(ACCOUNT_MAX_DELAY_SECONDS);
    expect(accountDelaySeconds(10_000)).toBe(300);
  });
});

describe.each(databases)('login throttling on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
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
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i += 1) {
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

  describe('per account, across IPs: growing waits, never a lock', () => {
    let now = Date.now();
    const at = (ms: number) => jest.spyOn(Date, 'now').mockReturnValue(ms);
    /** 40 wrong passwords from 8 addresses (5 each, within the per-IP and per-pair limits). */
    const spreadGuesses = async (email: string) => {
      const statuses: number[] = [];
      for (let ip = 0; ip < 8; ip += 1) {
        const address = newIp();
        for (let i = 0; i < 5; i += 1) {
          statuses.push((await login(email, 'wrong password', address)).statusCode);
        }
      }
      return statuses;
    };
    const waitOf = (res: { json: () => { message: string } }) =>
      Number(THROTTLED.exec(res.json().message)?.[1]);

    it('40 wrong passwords from 8 addresses: the right one is made to wait, and each failure doubles the wait', async () => {
      now += 3_600_000;
      at(now);
      const user = await insertUser(ctx.db);
      const statuses = await spreadGuesses(user.email);
      // Ten free failures, the eleventh sets a wait of 1 s: the rest of the burst is refused unchecked.
      expect(statuses.filter((status) => status === 422)).toHaveLength(ACCOUNT_FREE_FAILURES + 1);
      expect(statuses.slice(ACCOUNT_FREE_FAILURES + 1).every((status) => status === 429)).toBe(
        true,
      );
      const refused = await login(user.email, PASSWORD, newIp());
      expect(refused.statusCode).toBe(429);
      expect(waitOf(refused)).toBe(1);
      expect(refused.headers['retry-after']).toBe('1');
      expect(Object.keys(refused.json())).not.toContain('token');

      for (const wait of [2, 4, 8]) {
        now += 1_000 * (wait / 2) + 1;
        at(now);
        expect((await login(user.email, 'wrong password', newIp())).statusCode).toBe(422);
        const next = await login(user.email, PASSWORD, newIp());
        expect(next.statusCode).toBe(429);
        expect(waitOf(next)).toBe(wait);
      }
      // Once the wait is over, the right password signs in from anywhere.
      now += 8_001;
      at(now);
      expect((await login(user.email, PASSWORD, newIp())).statusCode).toBe(200);
    });

    it('a client that signed in as the email lately is never made to wait by it', async () => {
      now += 3_600_000;
      at(now);
      const user = await insertUser(ctx.db);
      const home = newIp();
      expect((await login(user.email, PASSWORD, home)).statusCode).toBe(200);
      await spreadGuesses(user.email);
      expect((await login(user.email, PASSWORD, newIp())).statusCode).toBe(429);
      const owner = await login(user.email, PASSWORD, home);
      expect(owner.statusCode).toBe(200);
      expect(typeof owner.json().token).toBe('string');
    });

    it('an unknown email is made to wait alike (no difference tells which emails exist)', async () => {
      now += 3_600_000;
      at(now);
      const statuses = await spreadGuesses('nobody-here@example.test');
      expect(statuses.filter((status) => status === 422)).toHaveLength(ACCOUNT_FREE_FAILURES + 1);
      expect((await login('nobody-here@example.test', 'x', newIp())).statusCode).toBe(429);
    });

    it('the hour’s window ends: the count starts again', async () => {
      now += 3_600_000;
      at(now);
      const user = await insertUser(ctx.db);
      await spreadGuesses(user.email);
      now += 3_600_001;
      at(now);
      expect((await login(user.email, PASSWORD, newIp())).statusCode).toBe(200);
    });
  });
});
