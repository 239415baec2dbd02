import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { migrationsFor } from '../src/db/migrations';
import { deliveriesOf as callPageDeliveries } from '../src/domains/calls/call-logs/deliveries-repository';
import { webhookSecretFor } from '../src/domains/voice/voice-platform/webhook-credential';
import { secretBoxFor } from '../src/lib/secret-box';
import { EventReceiver, signatureVerifies, waitFor } from './helpers/event-receiver';
import {
  insertAssistant,
  insertReseller,
  insertResellerRow,
  insertUser,
  login,
} from './helpers/fixtures';
import { migrateBackTo } from './helpers/migrations';
import {
  createTestContext,
  databases,
  openTestDatabase,
  request,
  testConfig,
  type TestContext,
} from './helpers/test-app';
import { bearer, endOfCallReport, type CallRef } from './helpers/vapi-messages';

// The assistants' end-of-call report forwarding as one subscriber of the event webhooks: an assistant's system
// endpoint gets its own calls' call.ended only, follows the assistant's URL, is never shown with the user's
// endpoints; and migration 0032 moves the old queue's reports into the event webhooks' tables.

const WEBHOOK = '/api/webhooks/vapi';
let seq = 0;

function webhooks(): Partial<AppConfig> {
  return { webhooks: { ...testConfig().webhooks, pollMs: 25 } };
}

async function fannedOut(app: FastifyInstance, callId: string): Promise<boolean> {
  const events = await app.db
    .selectFrom('events')
    .select('fanned_out')
    .where('resource_type', '=', 'call')
    .where('resource_id', '=', callId)
    .execute();
  return events.length > 0 && events.every((event) => Number(event.fanned_out) === 1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases)('call-report forwarding as an event subscriber (%s)', (dialect) => {
  let ctx: TestContext;
  const receiver = new EventReceiver();
  let ownerId: number;
  let resellerId: number;
  let voiceSecret: string;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { config: webhooks() });
    await receiver.start();
    resellerId = await insertReseller(ctx.db, { subdomain: 'alpha' });
    const owner = await insertUser(ctx.db, { reseller_id: resellerId });
    ownerId = owner.id;
    voiceSecret = await webhookSecretFor(ctx.db, ctx.config, resellerId);
    token = await login(ctx.app, owner, 'alpha.localhost');
  });

  afterAll(async () => {
    await ctx.close();
    await receiver.stop();
  });

  async function assistant(path: string | null) {
    seq += 1;
    const vapiAssistantId = `vapi-subscriber-${dialect}-${seq}`;
    const id = await insertAssistant(ctx.db, {
      user_id: ownerId,
      reseller_id: resellerId,
      name: `Subscriber ${seq}`,
      vapi_assistant_id: vapiAssistantId,
      webhook_url: path === null ? null : receiver.url(path),
    });
    return {
      id,
      ref: (): CallRef => {
        seq += 1;
        return { callId: `call-subscriber-${dialect}-${seq}`, vapiAssistantId };
      },
    };
  }

  const report = (ref: CallRef) =>
    request(ctx.app, {
      method: 'POST',
      url: WEBHOOK,
      payload: endOfCallReport(ref),
      headers: bearer(voiceSecret),
    });

  const api = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    request(ctx.app, {
      method,
      url,
      host: 'alpha.localhost',
      token,
      ...(payload ? { payload } : {}),
    });

  it("sends a call's report to its own assistant's URL only, beside the owner's call.ended endpoint", async () => {
    const first = await assistant('/first');
    await assistant('/second');
    const created = await api('POST', '/api/webhook-endpoints', {
      url: receiver.url('/events'),
      description: 'Every call',
      events: ['call.ended'],
      enabled: true,
      scope: 'own',
    });
    expect(created.statusCode).toBe(201);

    const ref = first.ref();
    expect((await report(ref)).statusCode).toBe(200);
    await waitFor(
      () =>
        receiver.received.filter((got) => got.path === '/first' || got.path === '/events')
          .length === 2,
    );
    await sleep(200);
    expect(receiver.received.filter((got) => got.path === '/second')).toHaveLength(0);
    const forwarded = receiver.received.find((got) => got.path === '/first');
    const event = receiver.received.find((got) => got.path === '/events');
    if (!forwarded || !event) throw new Error('Nothing received');
    expect(forwarded.headers['x-webhook-event']).toBe('end-of-call-report');
    expect(event.headers['x-webhook-event']).toBe('call.ended');
    const body = JSON.parse(forwarded.body) as { type: string; call: { call_id: string } };
    expect(body.type).toBe('end-of-call-report');
    expect(body.call.call_id).toBe(ref.callId);
    // The same call in both: the report's call is the event's data.
    expect((JSON.parse(event.body) as { data: unknown }).data).toEqual(body.call);

    // The assistants' endpoints are not the user's: neither listed nor found.
    const list = await api('GET', '/api/webhook-endpoints');
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { data: { url: string }[] }).data.map((row) => row.url);
    expect(listed).toEqual([receiver.url('/events')]);
    const system = await ctx.db
      .selectFrom('webhook_endpoints')
      .select('id')
      .where('assistant_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect((await api('GET', `/api/webhook-endpoints/${system.id}`)).statusCode).toBe(404);
  });

  it("follows the assistant's URL: a changed one gets the next report, a cleared one none", async () => {
    const hooked = await assistant('/before');
    const firstCall = hooked.ref();
    await report(firstCall);
    await waitFor(() => receiver.received.some((got) => got.path === '/before'));

    await ctx.db
      .updateTable('assistants')
      .set({ webhook_url: receiver.url('/after') })
      .where('id', '=', hooked.id)
      .execute();
    const secondCall = hooked.ref();
    await report(secondCall);
    await waitFor(() => receiver.received.some((got) => got.path === '/after'));
    const endpoints = await ctx.db
      .selectFrom('webhook_endpoints')
      .select(['url', 'source'])
      .where('assistant_id', '=', hooked.id)
      .execute();
    expect(endpoints).toEqual([{ url: receiver.url('/after'), source: 'assistant' }]);

    await ctx.db
      .updateTable('assistants')
      .set({ webhook_url: null })
      .where('id', '=', hooked.id)
      .execute();
    // (The owner's call.ended endpoint of the test above still gets every call, on /events.)
    const forwarded = () => receiver.received.filter((got) => got.path !== '/events').length;
    const before = forwarded();
    const thirdCall = hooked.ref();
    await report(thirdCall);
    await waitFor(() => fannedOut(ctx.app, thirdCall.callId));
    await sleep(200);
    expect(forwarded()).toBe(before);
    const queued = await ctx.db
      .selectFrom('event_deliveries as d')
      .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
      .select('d.id')
      .where('d.resource_key', '=', `call:${thirdCall.callId}`)
      .where('w.source', '=', 'assistant')
      .execute();
    expect(queued).toHaveLength(0);
  });

  it("fails a queued report at once when its assistant is deleted, and keeps the assistant's log", async () => {
    const doomed = await assistant('/doomed');
    // The receiver fails the first attempt: the report waits for its retry.
    receiver.answer = (got) => (got.path === '/doomed' ? 500 : 200);
    const ref = doomed.ref();
    await report(ref);
    const delivery = () =>
      ctx.db
        .selectFrom('event_deliveries as d')
        .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
        .select(['d.id', 'd.status', 'd.attempts', 'd.error'])
        .where('d.resource_key', '=', `call:${ref.callId}`)
        .where('w.source', '=', 'assistant')
        .executeTakeFirst();
    await waitFor(async () => (await delivery())?.attempts === 1);
    await waitFor(async () => (await delivery())?.status === 'pending');
    await ctx.db.deleteFrom('assistants').where('id', '=', doomed.id).execute();
    // (A retry may have gone out before the delete: every attempt sent reached the receiver, the next one fails.)
    const sent = receiver.received.filter((got) => got.path === '/doomed').length;
    await waitFor(async () => (await delivery())?.status === 'failed');
    await sleep(200);
    receiver.answer = () => 200;
    const done = await delivery();
    expect(done?.error).toBe('The endpoint, its event or its signing secret no longer exists');
    expect(Number(done?.attempts)).toBe(sent + 1);
    expect(receiver.received.filter((got) => got.path === '/doomed')).toHaveLength(sent);
  });
});

describe.each(databases)('migration 0032 moves the forwarded reports (%s)', (dialect) => {
  it("makes the assistants' endpoints and sends a queued report as the old queue would have", async () => {
    const receiver = new EventReceiver();
    await receiver.start();
    const { database, dispose } = await openTestDatabase(dialect);
    let app: FastifyInstance | null = null;
    try {
      const names = Object.keys(migrationsFor(dialect)).sort();
      const before = names[names.indexOf('0032_assistant_webhook_endpoints') - 1];
      await migrateBackTo(database, before ?? '');
      // The rows as the old forwarding stored them (its tables are not in today's types).
      const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const config = testConfig(webhooks());
      const secret = 'whsec_migrated-secret';
      const resellerId = await insertResellerRow(database.db, { subdomain: 'moved' });
      const owner = await insertUser(database.db, { reseller_id: resellerId });
      const hooked = await insertAssistant(database.db, {
        user_id: owner.id,
        reseller_id: resellerId,
        name: 'Forwarding',
        webhook_url: receiver.url('/moved'),
        webhook_secret_encrypted: secretBoxFor(config).seal(secret),
      });
      const quiet = await insertAssistant(database.db, {
        user_id: owner.id,
        reseller_id: resellerId,
        name: 'No hook',
      });
      const later = await insertAssistant(database.db, {
        user_id: owner.id,
        reseller_id: resellerId,
        name: 'Hook, no report yet',
        webhook_url: receiver.url('/later'),
      });
      // The call row alone, as the code of that time stored it: today's fixture also writes the daily totals'
      // direction columns, which come with a later migration (0040, whose backfill counts this call).
      const stamp = new Date().toISOString();
      const { id: callLogId } = await database.db
        .insertInto('call_logs')
        .values({
          call_id: `call-moved-${dialect}`,
          status: 'completed',
          assistant_id: hooked,
          user_id: owner.id,
          reseller_id: resellerId,
          start_time: '2026-11-20T10:00:00.000Z',
          duration: 5,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const past = '2026-11-20T10:00:10.000Z';
      const payloadOf = (n: number) =>
        JSON.stringify({
          type: 'end-of-call-report',
          call: { call_id: `call-moved-${dialect}`, assistant_id: hooked, n, note: 'café ✓' },
        });
      const queue = async (values: Record<string, unknown>) =>
        (
          await db
            .insertInto('webhook_deliveries')
            .values({
              call_log_id: callLogId,
              assistant_id: hooked,
              event: 'end-of-call-report',
              url: receiver.url('/moved'),
              next_attempt_at: past,
              created_at: past,
              updated_at: past,
              ...values,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
      const delivered = await queue({
        payload: payloadOf(1),
        status: 'delivered',
        attempts: 1,
        last_status_code: 200,
        delivered_at: past,
      });
      const pending = await queue({
        payload: payloadOf(2),
        status: 'pending',
        attempts: 1,
        last_status_code: 500,
        last_error: 'HTTP 500',
      });
      await db
        .insertInto('webhook_delivery_attempts')
        .values([
          {
            delivery_id: delivered,
            attempt: 1,
            started_at: past,
            duration_ms: 12,
            status_code: 200,
          },
          { delivery_id: pending, attempt: 1, started_at: past, duration_ms: 7, status_code: 500 },
        ])
        .execute();

      await migrateToLatest(database);

      const endpoints = await database.db
        .selectFrom('webhook_endpoints')
        .select(['assistant_id', 'url', 'source', 'events', 'user_id'])
        .orderBy('assistant_id')
        .execute();
      expect(endpoints).toEqual([
        {
          assistant_id: hooked,
          url: receiver.url('/moved'),
          source: 'assistant',
          events: '["call.ended"]',
          user_id: owner.id,
        },
        {
          assistant_id: later,
          url: receiver.url('/later'),
          source: 'assistant',
          events: '["call.ended"]',
          user_id: owner.id,
        },
      ]);
      expect(endpoints.some((row) => row.assistant_id === quiet)).toBe(false);
      // The old queue's tables are gone.
      const readOld = (table: string) =>
        db
          .selectFrom(table)
          .select('id')
          .execute()
          .then(
            () => 'still there',
            () => 'gone',
          );
      expect(await readOld('webhook_deliveries')).toBe('gone');
      expect(await readOld('webhook_delivery_attempts')).toBe('gone');

      // The app's worker sends the moved pending report: the very bytes queued, signed with the assistant's secret.
      app = await buildApp(config, { database, logger: false });
      await app.ready();
      await waitFor(() => receiver.received.length === 1);
      await sleep(200);
      expect(receiver.received).toHaveLength(1);
      const got = receiver.received[0];
      if (!got) throw new Error('Nothing received');
      expect(got.path).toBe('/moved');
      expect(got.body).toBe(payloadOf(2));
      expect(got.headers['x-webhook-event']).toBe('end-of-call-report');
      expect(signatureVerifies(secret, got)).toBe(true);

      // The call's page shows both, with every attempt.
      const app_ = app;
      await waitFor(async () =>
        (await callPageDeliveries(app_.db, `call-moved-${dialect}`)).every(
          (row) => row.status === 'delivered',
        ),
      );
      const shown = await callPageDeliveries(app.db, `call-moved-${dialect}`);
      expect(
        shown.map((row) => ({
          event: row.event,
          url: row.url,
          attempts: row.attempts,
          log: row.attempt_log.map((a) => [a.attempt, a.status_code]),
        })),
      ).toEqual([
        {
          event: 'end-of-call-report',
          url: receiver.url('/moved'),
          attempts: 2,
          log: [
            [2, 200],
            [1, 500],
          ],
        },
        {
          event: 'end-of-call-report',
          url: receiver.url('/moved'),
          attempts: 1,
          log: [[1, 200]],
        },
      ]);
    } finally {
      await app?.close();
      await dispose();
      await receiver.stop();
    }
  });
});
