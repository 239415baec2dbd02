import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { openDatabase, type Database, type Dialect } from '../src/db/database';
import {
  MemoryCounterStore,
  RedisCounterStore,
  type CounterStore,
} from '../src/lib/shared-state/counters';
import { RedisBus } from '../src/lib/shared-state/redis';
import { sandboxCustomerId } from '../src/domains/billing/payments/sandbox/provider';
import { ACCOUNT_FREE_FAILURES } from '../src/domains/identity/auth/throttle';
import { issuePasswordLink } from '../src/domains/identity/password-reset/service';
import { billingJobDeps } from '../src/domains/billing/subscriptions/deps';
import { runBillingJob } from '../src/domains/billing/subscriptions/expiry';
import { DAY, insertPlan, insertSubscription } from './helpers/billing';
import { PASSWORD, insertAssistant, insertReseller, insertUser } from './helpers/fixtures';
import { databases, openTestDatabase, request, testConfig } from './helpers/test-app';
import { testEnv } from './helpers/test-env';
import {
  deleteKeys,
  describeWithRedis,
  openTestRedis,
  testRedisUrl,
  uniquePrefix,
} from './helpers/shared-redis';

/**
 * State shared by every instance when REDIS_URL is set (lib/shared-state): the throttles' counters, the
 * global and per-route rate limits, the message bus; and the billing job run by every instance at once.
 */

const prefix = uniquePrefix('shared-state');
let redis: Redis | null = null;
const sharedRedis = (): Redis => (redis ??= openTestRedis());
afterAll(async () => {
  if (!redis) return;
  await deleteKeys(redis, prefix);
  redis.disconnect();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let storeSeq = 0;
const counterStores: [string, () => CounterStore][] = [
  ['memory', () => new MemoryCounterStore()],
  ...(testRedisUrl
    ? [
        [
          'Redis',
          () => new RedisCounterStore(sharedRedis(), `${prefix}contract:${(storeSeq += 1)}:`),
        ] as [string, () => CounterStore],
      ]
    : []),
];

describe.each(counterStores)('CounterStore contract (%s)', (_name, newStore) => {
  it('counts hits in a window that starts with the first hit; peek does not count', async () => {
    const store = newStore();
    expect(await store.peek('k')).toBeNull();
    const first = await store.hit('k', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(59_000);
    expect(first.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.hit('k', 60_000)).count).toBe(2);
    const peeked = await store.peek('k');
    expect(peeked?.count).toBe(2);
    expect(peeked?.resetInMs).toBeLessThanOrEqual(first.resetInMs);
    expect((await store.peek('k'))?.count).toBe(2);
    // A later hit keeps the window of the first (fixed window, not sliding).
    expect((await store.hit('k', 600_000)).resetInMs).toBeLessThanOrEqual(60_000);
    expect(await store.peek('other')).toBeNull();
  });

  it('starts again from zero once the window is over, or after clear()', async () => {
    const store = newStore();
    await store.hit('short', 100);
    await store.hit('short', 100);
    await sleep(150);
    expect(await store.peek('short')).toBeNull();
    expect((await store.hit('short', 100)).count).toBe(1);

    await store.hit('cleared', 60_000);
    await store.clear('cleared');
    expect(await store.peek('cleared')).toBeNull();
    expect((await store.hit('cleared', 60_000)).count).toBe(1);
  });

  it('two stores (two throttles) never share a key', async () => {
    const [a, b] = [newStore(), newStore()];
    await a.hit('k', 60_000);
    expect(await b.peek('k')).toBeNull();
  });

  it('counts every one of many simultaneous hits once', async () => {
    const store = newStore();
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst', 60_000)));
    expect(counts.map((state) => state.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});

describe('start-up with REDIS_URL', () => {
  it('fails with a clear message when Redis is unreachable', async () => {
    const config = testConfig({
      sqliteFile: ':memory:',
      redis: { url: 'redis://:secret@127.0.0.1:1/0', keyPrefix: prefix },
    });
    const started = buildApp(config, { logger: false });
    await expect(started).rejects.toThrow(
      /^Redis at redis:\/\/127\.0\.0\.1:1\/0 \(REDIS_URL\) is unreachable: .*ECONNREFUSED/,
    );
    await expect(started).rejects.not.toThrow(/secret/);
  });
});

/** A second handle on the test database, as another instance would have (PostgreSQL: a pool of its own). */
async function secondHandle(database: Database): Promise<Database> {
  if (database.dialect !== 'postgres') return database;
  return openDatabase({
    databaseUrl: testEnv.databaseUrl ?? null,
    databaseSchema: database.schema ?? null,
    sqliteFile: '',
  });
}

/** Two instances of one deployment: one database, and `shared` (Redis with one prefix, or nothing). */
async function twoInstances(dialect: Dialect, overrides: Partial<AppConfig>) {
  const { database, dispose } = await openTestDatabase(dialect);
  const other = await secondHandle(database);
  const config = testConfig(overrides);
  const apps: FastifyInstance[] = [];
  for (const handle of [database, other]) {
    const app = await buildApp(config, { database: handle, logger: false });
    apps.push(app);
    await app.ready();
  }
  return {
    a: apps[0] as FastifyInstance,
    b: apps[1] as FastifyInstance,
    database,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      if (other !== database) await other.destroy();
      await dispose();
    },
  };
}

describeWithRedis('two instances sharing Redis', () => {
  describe.each(databases)('on %s', (dialect) => {
    let cluster: Awaited<ReturnType<typeof twoInstances>>;
    const RATE_LIMIT_MAX = 20;
    const AUTH_MAX = 8;
    beforeAll(async () => {
      cluster = await twoInstances(dialect, {
        rateLimit: { enabled: true, max: RATE_LIMIT_MAX, authMax: AUTH_MAX },
        redis: { url: testRedisUrl ?? null, keyPrefix: `${prefix}${dialect}:` },
      });
    });
    afterAll(async () => {
      await cluster.close();
    });

    const login = (app: FastifyInstance, email: string, password: string, ip: string) =>
      request(app, {
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        remoteAddress: ip,
      });

    it('5 failed logins in total across both instances block the 6th on either', async () => {
      const user = await insertUser(cluster.database.db);
      const ip = '10.1.0.1';
      for (let i = 0; i < 5; i += 1) {
        const res = await login(i % 2 === 0 ? cluster.a : cluster.b, user.email, 'wrong', ip);
        expect(res.statusCode).toBe(422);
      }
      for (const app of [cluster.a, cluster.b]) {
        const res = await login(app, user.email, PASSWORD, ip);
        expect(res.statusCode).toBe(429);
        expect(res.json().message).toMatch(
          /^Too many login attempts\. Please try again in \d+ seconds\.$/,
        );
      }
      // Another client IP is not blocked, and its success on B clears only its own pair.
      expect((await login(cluster.b, user.email, PASSWORD, '10.1.0.2')).statusCode).toBe(200);
    });

    it('the global rate limit counts the requests of both instances together', async () => {
      const ip = '10.2.0.1';
      const get = (app: FastifyInstance) =>
        request(app, { method: 'GET', url: '/api/features', remoteAddress: ip });
      for (let i = 0; i < RATE_LIMIT_MAX; i += 1) {
        expect((await get(i % 2 === 0 ? cluster.a : cluster.b)).statusCode).not.toBe(429);
      }
      for (const app of [cluster.a, cluster.b]) {
        const res = await get(app);
        expect(res.statusCode).toBe(429);
        expect(res.json().message).toBe('Too Many Attempts.');
      }
    });

    it("the credential endpoints' limit (authRateLimit) counts both instances together", async () => {
      const ip = '10.3.0.1';
      // Invalid bodies (422) still count: the limit is checked before validation.
      const post = (app: FastifyInstance) =>
        request(app, { method: 'POST', url: '/api/login', payload: {}, remoteAddress: ip });
      for (let i = 0; i < AUTH_MAX; i += 1) {
        expect((await post(i % 2 === 0 ? cluster.a : cluster.b)).statusCode).toBe(422);
      }
      expect((await post(cluster.a)).statusCode).toBe(429);
      expect((await post(cluster.b)).statusCode).toBe(429);
    });

    it('a session is refused by B once A has revoked it', async () => {
      const user = await insertUser(cluster.database.db);
      const token = (await login(cluster.a, user.email, PASSWORD, '10.4.0.1')).json()
        .token as string;
      const me = (app: FastifyInstance) =>
        request(app, { method: 'GET', url: '/api/user', token, remoteAddress: '10.4.0.1' });
      expect((await me(cluster.b)).statusCode).toBe(200);

      const out = await request(cluster.a, {
        method: 'POST',
        url: '/api/logout',
        token,
        remoteAddress: '10.4.0.1',
      });
      expect(out.statusCode).toBe(200);
      expect((await me(cluster.b)).statusCode).toBe(401);
      expect((await me(cluster.a)).statusCode).toBe(401);
    });

    it("an impersonation session ends on B once A ends the admin's own session", async () => {
      const db = cluster.database.db;
      const admin = await insertUser(db, { role: 'admin' });
      const target = await insertUser(db);
      const ip = '10.4.1.1';
      const adminToken = (await login(cluster.a, admin.email, PASSWORD, ip)).json().token as string;
      const started = await request(cluster.a, {
        method: 'POST',
        url: `/api/super-admin/users/${target.id}/login-as`,
        token: adminToken,
        remoteAddress: ip,
      });
      const token = started.json().token as string;
      const me = (app: FastifyInstance) =>
        request(app, { method: 'GET', url: '/api/user', token, remoteAddress: ip });
      expect((await me(cluster.b)).json().data.email).toBe(target.email);

      // A reset of the admin's password on A ends the admin's own session, and with it the impersonation.
      const link = await issuePasswordLink(
        { db },
        { ...admin, name: 'Admin', reseller_id: null },
        'reset',
        'http://localhost:3000',
      );
      const reset = await request(cluster.a, {
        method: 'POST',
        url: '/api/reset-password',
        payload: {
          email: admin.email,
          token: new URL(link).pathname.split('/').pop(),
          password: 'another long passphrase',
          password_confirmation: 'another long passphrase',
        },
        remoteAddress: ip,
      });
      expect(reset.statusCode).toBe(200);
      expect((await me(cluster.b)).statusCode).toBe(401);
      const revert = await request(cluster.b, {
        method: 'POST',
        url: '/api/revert-login-as',
        token,
        remoteAddress: ip,
      });
      expect(revert.statusCode).toBe(401);
    });

    it("an email's growing wait holds across instances (guesses spread over IPs and instances)", async () => {
      const user = await insertUser(cluster.database.db);
      for (let i = 0; i <= ACCOUNT_FREE_FAILURES; i += 1) {
        const app = i % 2 === 0 ? cluster.a : cluster.b;
        expect((await login(app, user.email, 'wrong', `10.6.0.${i + 1}`)).statusCode).toBe(422);
      }
      for (const app of [cluster.a, cluster.b]) {
        const res = await login(app, user.email, PASSWORD, '10.6.1.1');
        expect(res.statusCode).toBe(429);
        expect(res.json().message).toMatch(
          /^Too many login attempts\. Please try again in \d+ seconds\.$/,
        );
      }
    });

    it("a page of assistants on B shows A's write on B's next read", async () => {
      const user = await insertUser(cluster.database.db, { name: 'Before' });
      await insertAssistant(cluster.database.db, { user_id: user.id, name: 'Listed' });
      const token = (await login(cluster.a, user.email, PASSWORD, '10.5.0.1')).json()
        .token as string;
      const owners = async (app: FastifyInstance) => {
        const res = await request(app, {
          method: 'GET',
          url: '/api/assistants',
          token,
          remoteAddress: '10.5.0.1',
        });
        return (res.json().data as { user: { name: string } }[]).map((row) => row.user.name);
      };
      expect(await owners(cluster.b)).toEqual(['Before']);

      const saved = await request(cluster.a, {
        method: 'POST',
        url: '/api/user',
        token,
        payload: { name: 'After', email: user.email },
        remoteAddress: '10.5.0.1',
      });
      expect(saved.statusCode).toBe(200);
      expect(await owners(cluster.b)).toEqual(['After']);
    });

    it('the bus says when it may miss messages: null while its subscriber is down, a new number after', async () => {
      const bus = cluster.b.bus as RedisBus;
      const before = bus.hearing();
      expect(before).not.toBeNull();
      const subscriber = (bus as unknown as { subscriber: Redis }).subscriber;
      // The connection drops (and ioredis reconnects by itself): once it is known to be closed, not hearing.
      const closed = new Promise<number | null>((resolve) =>
        subscriber.once('close', () => resolve(bus.hearing())),
      );
      subscriber.disconnect(true);
      expect(await closed).toBeNull();
      for (let waited = 0; bus.hearing() === null && waited < 5_000; waited += 20) await sleep(20);
      const after = bus.hearing();
      expect(after).not.toBeNull();
      expect(after).not.toBe(before);
      // Subscribed again (ioredis resubscribes): a message still reaches B.
      const heard = new Promise<string>((resolve) => {
        const off = cluster.b.bus.subscribe('after-reconnect', (message) => {
          off();
          resolve(message);
        });
      });
      await bus.subscribed();
      await cluster.a.bus.publish('after-reconnect', 'still here');
      expect(await heard).toBe('still here');
    });

    it('a message published on instance A reaches the subscribers of B (and of A)', async () => {
      expect(cluster.a.bus).toBeInstanceOf(RedisBus);
      const heard: string[] = [];
      const offA = cluster.a.bus.subscribe('test-topic', (message) => heard.push(`a:${message}`));
      const offB = cluster.b.bus.subscribe('test-topic', (message) => heard.push(`b:${message}`));
      try {
        await (cluster.b.bus as RedisBus).subscribed();
        await (cluster.a.bus as RedisBus).subscribed();
        await cluster.a.bus.publish('test-topic', 'hello');
        for (let waited = 0; heard.length < 2 && waited < 2_000; waited += 20) await sleep(20);
        expect(heard.sort()).toEqual(['a:hello', 'b:hello']);
      } finally {
        offA();
        offB();
      }
    });
  });
});

/**
 * The billing job runs every minute on EVERY instance (subscriptions/expiry.ts). Two runs at the same moment on one
 * database must charge, record and email each due renewal once: every renewal is guarded on the period it ends
 * (and a reseller's failed renewal, which keeps its period, on the unique reference of its failure).
 */
const jobLocks: ['database' | 'Redis', Dialect][] = databases.flatMap((dialect) => [
  ['database', dialect] as ['database', Dialect],
  ...(testRedisUrl ? [['Redis', dialect] as ['Redis', Dialect]] : []),
]);

describe.each(jobLocks)(
  'the billing job on two instances at once (%s lock, %s)',
  (lock, dialect) => {
    let cluster: Awaited<ReturnType<typeof twoInstances>>;
    beforeAll(async () => {
      cluster = await twoInstances(dialect, {
        payments: { ...testConfig().payments, provider: 'sandbox' },
        ...(lock === 'Redis'
          ? { redis: { url: testRedisUrl ?? null, keyPrefix: `${prefix}job:${dialect}:` } }
          : {}),
      });
    });
    afterAll(async () => {
      await cluster.close();
    });

    /** B starts this much after A in each round: at once, or while A is somewhere half-way through. */
    const DELAYS_MS = [0, 2, 5, 10, 20, 40];
    const PER_KIND = 4;
    const PAYS = sandboxCustomerId('4242424242424242');
    const DECLINES = sandboxCustomerId('4000000000000341');

    it('renews, fails and emails each due subscription exactly once', async () => {
      const db = cluster.database.db;
      if (dialect === 'postgres') {
        // Sending an email takes a while (as SMTP does): the instance that sends one falls behind the other,
        // which is when a run could act on a row the other had just renewed.
        await sql`create function slow_email() returns trigger language plpgsql as $$
          begin perform pg_sleep(0.03); return new; end $$`.execute(db);
        await sql`create trigger slow_email before insert on email_outbox
          for each row execute function slow_email()`.execute(db);
      }
      const resellerId = await insertReseller(db, { subdomain: 'jobs' });
      await insertUser(db, { role: 'reseller_admin', reseller_id: resellerId });
      const plan = await insertPlan(db, { price: 19, reseller_id: resellerId });
      const resellerPackage = await db
        .selectFrom('reseller_packages')
        .select('id')
        .executeTakeFirstOrThrow();
      const ended = new Date(Date.now() - DAY).toISOString();
      const started = new Date(Date.now() - 31 * DAY).toISOString();
      const now = new Date().toISOString();

      let expected = { renewed: 0, failed: 0, resellerRenewed: 0, resellerFailed: 0 };
      for (const [round, delay] of DELAYS_MS.entries()) {
        for (let i = 0; i < PER_KIND; i += 1) {
          for (const card of [PAYS, DECLINES]) {
            const user = await insertUser(db, { reseller_id: resellerId });
            await insertSubscription(db, {
              user_id: user.id,
              reseller_id: resellerId,
              package_id: plan,
              amount: 19,
              reference: `job_${round}_${i}_${card}`,
              provider: 'sandbox',
              provider_customer_id: card,
              current_period_start: started,
              current_period_end: ended,
            });
            const reseller = await insertReseller(db, {
              subdomain: `jobs-${round}-${i}-${card.slice(-4)}`,
            });
            await insertUser(db, { role: 'reseller_admin', reseller_id: reseller });
            await db
              .insertInto('reseller_subscriptions')
              .values({
                reseller_id: reseller,
                reseller_package_id: resellerPackage.id,
                billing_interval: 'monthly',
                amount: 99,
                currency: 'USD',
                status: 'active',
                reference: `rjob_${round}_${i}_${card}`,
                provider: 'sandbox',
                provider_checkout_id: null,
                provider_subscription_id: card,
                last_payment_error: null,
                current_period_start: started,
                current_period_end: ended,
                created_at: now,
                updated_at: now,
              })
              .execute();
          }
        }
        expected = {
          renewed: expected.renewed + PER_KIND,
          failed: expected.failed + PER_KIND,
          resellerRenewed: expected.resellerRenewed + PER_KIND,
          resellerFailed: expected.resellerFailed + PER_KIND,
        };
        const runs = await Promise.all([
          runBillingJob(billingJobDeps(cluster.a)),
          sleep(delay).then(() => runBillingJob(billingJobDeps(cluster.b))),
        ]);
        const done = runs.filter((run) => run !== null);
        expect(done.length).toBeGreaterThan(0);
        const sum = (pick: (run: (typeof done)[number]) => number) =>
          done.reduce((total, run) => total + pick(run), 0);
        // Together the runs did each renewal once (whichever instance did it).
        expect(sum((run) => run.renewed)).toBe(PER_KIND);
        expect(sum((run) => run.failed)).toBe(PER_KIND);
        expect(sum((run) => run.resellers.renewed)).toBe(PER_KIND);
        expect(sum((run) => run.resellers.failed)).toBe(PER_KIND);
      }
      // The lock is released after each run.
      expect(await runBillingJob(billingJobDeps(cluster.b))).not.toBeNull();

      const transactions = await db
        .selectFrom('transactions')
        .select(['kind', 'status', 'provider_ref'])
        .execute();
      const count = (kind: string, status: string) =>
        transactions.filter((row) => row.kind === kind && row.status === status).length;
      expect(count('renewal', 'completed')).toBe(expected.renewed);
      expect(count('renewal', 'failed')).toBe(expected.failed);
      expect(count('reseller', 'completed')).toBe(expected.resellerRenewed);
      expect(count('reseller', 'failed')).toBe(expected.resellerFailed);
      const emails = await db.selectFrom('email_outbox').select('subject').execute();
      const subjects = emails.map((row) => row.subject);
      expect(subjects.filter((s) => s.includes('subscription could not be renewed'))).toHaveLength(
        expected.failed,
      );
      expect(
        subjects.filter((s) => s.includes('reseller package could not be renewed')),
      ).toHaveLength(expected.resellerFailed);
    });
  },
);
