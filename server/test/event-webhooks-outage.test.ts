import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NewEvent } from '../src/domains/platform';
import { emitEvents } from '../src/domains/platform';
import { EventReceiver, signatureVerifies, waitFor } from './helpers/event-receiver';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { buildApp } from '../src/app';
import {
  createTestContext,
  databases,
  openTestDatabase,
  reopenDatabase,
  request,
  testConfig,
  type TestContext,
} from './helpers/test-app';

/**
 * The target of event webhooks: 1,000 events to a subscriber that is down, then up: 0 lost, 0 duplicated ids, in
 * order per resource. Also prints deliveries per second (BENCHMARKS.md): the catch-up after the outage, and a
 * steady run to a receiver that is up.
 */

const TOTAL = 1_000;
const RESOURCES = 40;

describe.each(databases)('event webhooks through an outage (%s)', (dialect) => {
  let ctx: TestContext;
  let receiver: EventReceiver;
  let userId: number;
  let resellerId: number;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext(dialect, {
      config: {
        // Enough attempts for the outage (an outage longer than the attempts' window fails the deliveries, which
        // the log then re-sends); short waits so the test is quick.
        webhooks: {
          allowPrivateTargets: true,
          retryBaseMs: 20,
          maxAttempts: 40,
          // A receiver slower than this (a busy test machine) gets a retry of what it already has: at least once.
          timeoutMs: 10_000,
          // The production default: new events wait for a poll; the next of a resource goes as its previous ends.
          pollMs: 2_000,
        },
      },
    });
    resellerId = await insertReseller(ctx.db, { subdomain: 'outage' });
    const user = await insertUser(ctx.db, { reseller_id: resellerId });
    userId = user.id;
    token = await login(ctx.app, user, 'outage.localhost');
    receiver = new EventReceiver();
    await receiver.start(0);
  });

  afterAll(async () => {
    await receiver.stop();
    await ctx.close();
  });

  async function endpoint(path: string): Promise<{ id: number; secret: string }> {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/webhook-endpoints',
      host: 'outage.localhost',
      token,
      payload: { url: receiver.url(path), events: ['assistant.updated'] },
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as {
      data: { endpoint: { id: number }; signing: { secret: string } };
    };
    return { id: data.endpoint.id, secret: data.signing.secret };
  }

  /** TOTAL events over RESOURCES assistants (event n of assistant 10000 + n % RESOURCES), 100 per transaction. */
  async function emitAll(): Promise<void> {
    for (let batch = 0; batch < TOTAL; batch += 100) {
      await ctx.db.transaction().execute(async (trx) => {
        const events: NewEvent[] = [];
        for (let n = batch; n < batch + 100; n += 1) {
          const resource = 10_000 + (n % RESOURCES);
          events.push({
            type: 'assistant.updated',
            resourceType: 'assistant',
            resourceId: resource,
            userId,
            resellerId,
            payload: { id: resource, n },
          });
        }
        await emitEvents(trx, events);
      });
    }
  }

  const count = async (endpointId: number, where: 'delivered' | 'retried') => {
    let query = ctx.db
      .selectFrom('event_deliveries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('endpoint_id', '=', endpointId);
    query =
      where === 'delivered'
        ? query.where('status', '=', 'delivered')
        : query.where('attempts', '>=', 2);
    return Number((await query.executeTakeFirst())?.n ?? 0);
  };

  function checkReceived(path: string, secret: string): void {
    const got = receiver.received.filter((r) => r.path === path);
    const bodies = got.map(
      (r) => JSON.parse(r.body) as { id: number; data: { id: number; n: number } },
    );
    // 0 lost, 0 duplicated ids.
    expect(bodies).toHaveLength(TOTAL);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(TOTAL);
    expect(new Set(bodies.map((b) => b.data.n)).size).toBe(TOTAL);
    // In order per resource.
    const byResource = new Map<number, number[]>();
    for (const body of bodies) {
      byResource.set(body.data.id, [...(byResource.get(body.data.id) ?? []), body.data.n]);
    }
    expect(byResource.size).toBe(RESOURCES);
    for (const sequence of byResource.values()) {
      expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
    }
    expect(got.every((r) => signatureVerifies(secret, r))).toBe(true);
  }

  it('loses none, sends none twice and keeps each resource in order', async () => {
    const outage = await endpoint('/outage');
    await receiver.stop();
    await emitAll();
    // Down long enough that the first delivery of every resource failed at least twice.
    await waitFor(async () => (await count(outage.id, 'retried')) >= RESOURCES, 30_000);
    const up = Date.now();
    await receiver.start();
    await waitFor(async () => (await count(outage.id, 'delivered')) === TOTAL, 60_000);
    const seconds = (Date.now() - up) / 1000;
    checkReceived('/outage', outage.secret);
    process.stdout.write(
      `event webhooks (${dialect}): ${TOTAL} events delivered ${seconds.toFixed(2)} s after the receiver came ` +
        `back (${(TOTAL / seconds).toFixed(0)} deliveries/s)\n`,
    );
  }, 120_000);

  it('delivers a steady run of 1,000 events (deliveries per second)', async () => {
    await ctx.db.deleteFrom('webhook_endpoints').execute();
    receiver.received.length = 0;
    const steady = await endpoint('/steady');
    const started = Date.now();
    await emitAll();
    await waitFor(async () => (await count(steady.id, 'delivered')) === TOTAL, 60_000);
    const seconds = (Date.now() - started) / 1000;
    checkReceived('/steady', steady.secret);
    process.stdout.write(
      `event webhooks (${dialect}): ${TOTAL} events emitted and delivered in ${seconds.toFixed(2)} s ` +
        `(${(TOTAL / seconds).toFixed(0)} deliveries/s)\n`,
    );
  }, 120_000);

  it('two instances on one database: each event once, in order per resource', async () => {
    const { database, dispose } = await openTestDatabase(dialect);
    const second = await reopenDatabase(database);
    const config = testConfig({ webhooks: { ...ctx.config.webhooks, pollMs: 20 } });
    const appA = await buildApp(config, { database, logger: false });
    const appB = await buildApp(config, { database: second.database, logger: false });
    try {
      await appA.ready();
      await appB.ready();
      const owner = await insertUser(appA.db);
      const ownerToken = await login(appA, owner);
      const created = await request(appA, {
        method: 'POST',
        url: '/api/webhook-endpoints',
        token: ownerToken,
        payload: { url: receiver.url('/pair'), events: ['assistant.updated'] },
      });
      const { data } = created.json() as { data: { endpoint: { id: number } } };
      const events: NewEvent[] = [];
      for (let n = 0; n < 300; n += 1) {
        const resource = 20_000 + (n % 10);
        events.push({
          type: 'assistant.updated',
          resourceType: 'assistant',
          resourceId: resource,
          userId: owner.id,
          payload: { id: resource, n },
        });
      }
      await emitEvents(appA.db, events);
      await waitFor(async () => {
        const row = await appB.db
          .selectFrom('event_deliveries')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('endpoint_id', '=', data.endpoint.id)
          .where('status', '=', 'delivered')
          .executeTakeFirst();
        return Number(row?.n ?? 0) === events.length;
      }, 60_000);
      const bodies = receiver.received
        .filter((r) => r.path === '/pair')
        .map((r) => JSON.parse(r.body) as { id: number; data: { id: number; n: number } });
      expect(bodies).toHaveLength(events.length);
      expect(new Set(bodies.map((b) => b.id)).size).toBe(events.length);
      const byResource = new Map<number, number[]>();
      for (const body of bodies) {
        byResource.set(body.data.id, [...(byResource.get(body.data.id) ?? []), body.data.n]);
      }
      for (const sequence of byResource.values()) {
        expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
      }
    } finally {
      await appA.close();
      await appB.close();
      await second.close();
      await dispose();
    }
  }, 120_000);
});
