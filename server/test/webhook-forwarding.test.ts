import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import type { Database, Dialect } from '../src/db/database';
import { secretBoxFor } from '../src/lib/secret-box';
import { webhookSecretFor } from '../src/domains/voice/voice-platform/webhook-credential';
import {
  PRIVATE_TARGET_MESSAGE,
  isPrivateLiteralTarget,
  isPublicAddress,
} from '../src/lib/private-address';
import { WEBHOOK_SECRET_CREATED } from '../src/domains/calls/webhook-forwarding/routes';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from '../src/lib/polling-worker';
import { EventDeliveryWorker } from '../src/domains/integrations/webhooks/worker';
import { assistantPayload } from './helpers/assistant-payload';
import { insertAssistant, insertReseller, insertUser, login } from './helpers/fixtures';
import {
  createTestContext,
  databases,
  openTestDatabase,
  request,
  testConfig,
  type TestContext,
  reopenDatabase as reopen,
} from './helpers/test-app';
import { bearer, endOfCallReport, statusUpdate, type CallRef } from './helpers/vapi-messages';

const WEBHOOK = '/api/webhooks/vapi';
let seq = 0;

/** A local receiver of forwarded webhooks: answers `answer()` and keeps what it received. */
class Receiver {
  readonly received: { headers: http.IncomingHttpHeaders; body: string; at: number }[] = [];
  answer: () => number = () => 200;
  private server: http.Server | null = null;
  port = 0;

  async start(port = 0): Promise<void> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        res.writeHead(this.answer(), { 'content-type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  /** The request received at this index (throws when there is none). */
  at(index: number): { headers: http.IncomingHttpHeaders; body: string; at: number } {
    const got = this.received[index];
    if (!got) throw new Error(`No request #${index} received`);
    return got;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/end-of-call`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 8_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function idOf(row: { id: number } | undefined): number {
  if (!row) throw new Error('No delivery');
  return row.id;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const expectedSignature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

function webhooks(overrides: Partial<AppConfig['webhooks']> = {}): Partial<AppConfig> {
  return { webhooks: { ...testConfig().webhooks, pollMs: 25, ...overrides } };
}

async function appOn(database: Database, config: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(config), { database, logger: false });
  await app.ready();
  return app;
}

interface Tenant {
  resellerId: number;
  voiceSecret: string;
  ownerToken: string;
  otherToken: string;
  ownerId: number;
}

async function tenantOn(app: FastifyInstance, subdomain: string): Promise<Tenant> {
  const resellerId = await insertReseller(app.db, { subdomain });
  const owner = await insertUser(app.db, { reseller_id: resellerId });
  const other = await insertUser(app.db, { reseller_id: resellerId });
  return {
    resellerId,
    ownerId: owner.id,
    voiceSecret: await webhookSecretFor(app.db, app.config, resellerId),
    ownerToken: await login(app, owner, `${subdomain}.localhost`),
    otherToken: await login(app, other, `${subdomain}.localhost`),
  };
}

async function assistantWithHook(
  app: FastifyInstance,
  tenant: Tenant,
  webhookUrl: string | null,
): Promise<{ id: number; ref: () => CallRef }> {
  seq += 1;
  const vapiAssistantId = `vapi-forward-${app.dialect}-${seq}-${Date.now()}`;
  const id = await insertAssistant(app.db, {
    user_id: tenant.ownerId,
    reseller_id: tenant.resellerId,
    name: `Forwarding ${seq}`,
    vapi_assistant_id: vapiAssistantId,
    webhook_url: webhookUrl,
  });
  return {
    id,
    ref: () => {
      seq += 1;
      return { callId: `call-forward-${app.dialect}-${seq}-${Date.now()}`, vapiAssistantId };
    },
  };
}

const postReport = (app: FastifyInstance, tenant: Tenant, payload: string) =>
  request(app, { method: 'POST', url: WEBHOOK, payload, headers: bearer(tenant.voiceSecret) });

/**
 * The call's forwarded reports: the deliveries of its call.ended event to its assistant's endpoint (the event
 * webhooks' queue), with the report's body as every attempt sends it (the event's data in the report's shape).
 */
async function deliveriesOf(app: FastifyInstance, callId: string) {
  const rows = await app.db
    .selectFrom('event_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .innerJoin('events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.status',
      'd.attempts',
      'd.delivered_at',
      'd.response_status as last_status_code',
      'd.error as last_error',
      'w.url',
      'w.assistant_id',
      'e.payload as call_payload',
    ])
    .where('d.resource_key', '=', `call:${callId}`)
    .where('w.source', '=', 'assistant')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    attempts: Number(row.attempts),
    payload: JSON.stringify({
      type: 'end-of-call-report',
      call: JSON.parse(row.call_payload) as unknown,
    }),
  }));
}

async function attemptsOf(app: FastifyInstance, deliveryId: number) {
  return app.db
    .selectFrom('event_delivery_attempts')
    .selectAll()
    .where('delivery_id', '=', deliveryId)
    .orderBy('attempt')
    .execute();
}

/** Whether the call's events have been fanned out (its deliveries, if any, made). */
async function fannedOut(app: FastifyInstance, callId: string): Promise<boolean> {
  const events = await app.db
    .selectFrom('events')
    .select('fanned_out')
    .where('resource_type', '=', 'call')
    .where('resource_id', '=', callId)
    .execute();
  return events.length > 0 && events.every((event) => Number(event.fanned_out) === 1);
}

const rotate = (app: FastifyInstance, id: number | string, token?: string) =>
  request(app, {
    method: 'POST',
    url: `/api/assistants/${id}/webhook-secret`,
    host: 'alpha.localhost',
    ...(token ? { token } : {}),
  });

describe('private target rules', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['224.0.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['ff02::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:127.0.0.1', false],
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
    ['not-an-ip', false],
  ])('%s is public: %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it.each([
    ['http://127.0.0.1:8080/hook', true],
    ['http://localhost/hook', true],
    ['https://api.localhost/hook', true],
    ['http://[::1]/hook', true],
    ['http://[::ffff:192.168.0.1]/hook', true],
    ['http://0x7f000001/hook', true],
    ['http://169.254.169.254/latest/meta-data', true],
    ['https://hooks.example.com/end-of-call', false],
    ['https://8.8.8.8/hook', false],
  ])('%s is a private literal target: %s', (url, expected) => {
    expect(isPrivateLiteralTarget(url)).toBe(expected);
  });

  it('doubles the retry delay after every attempt, capped', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(40, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});

describe.each(databases)('webhook forwarding (%s)', (dialect: Dialect) => {
  let ctx: TestContext;
  let tenant: Tenant;
  const receiver = new Receiver();

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { config: webhooks() });
    tenant = await tenantOn(ctx.app, 'alpha');
    await receiver.start();
  });

  afterAll(async () => {
    await ctx.close();
    await receiver.stop();
  });

  afterEach(() => {
    receiver.answer = () => 200;
  });

  it('delivers an end-of-call report once, signed with the secret the rotate route returned', async () => {
    const assistant = await assistantWithHook(ctx.app, tenant, receiver.url);
    const res = await rotate(ctx.app, assistant.id, tenant.ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const reply = res.json() as {
      success: boolean;
      message: string;
      data: { secret: string; signature_header: string; timestamp_header: string };
    };
    expect(reply).toMatchObject({
      success: true,
      message: WEBHOOK_SECRET_CREATED,
      data: { signature_header: 'x-webhook-signature', timestamp_header: 'x-webhook-timestamp' },
    });
    const secret = reply.data.secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const stored = await ctx.db
      .selectFrom('assistants')
      .select('webhook_secret_encrypted')
      .where('id', '=', assistant.id)
      .executeTakeFirstOrThrow();
    expect(stored.webhook_secret_encrypted).not.toContain(secret);
    expect(secretBoxFor(ctx.config).open(stored.webhook_secret_encrypted ?? '')).toBe(secret);

    const before = receiver.received.length;
    const ref = assistant.ref();
    const report = endOfCallReport(ref);
    expect((await postReport(ctx.app, tenant, report)).statusCode).toBe(200);
    await waitFor(() => receiver.received.length === before + 1);

    const got = receiver.at(before);
    const [delivery] = await deliveriesOf(ctx.app, ref.callId);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['user-agent']).toMatch(/\S/);
    expect(got.headers['x-webhook-event']).toBe('end-of-call-report');
    expect(got.headers['x-webhook-id']).toBe(String(delivery?.id));
    const timestamp = String(got.headers['x-webhook-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(30);
    expect(got.headers['x-webhook-signature']).toBe(expectedSignature(secret, timestamp, got.body));
    expect(got.body).toBe(delivery?.payload);
    const body = JSON.parse(got.body) as { type: string; call: Record<string, unknown> };
    expect(body.type).toBe('end-of-call-report');
    expect(body.call).toMatchObject({
      call_id: ref.callId,
      assistant_id: assistant.id,
      status: 'completed',
      ended_reason: 'customer-ended-call',
      duration: 125,
      transcript: 'AI: Hello, how can I help?\nUser: I would like a table for two.',
      recording_url: 'https://storage.vapi.test/rec/combined.wav',
      summary: 'The caller booked a table for two.',
      success_evaluation: 'true',
      structured_data: { party_size: 2 },
      customer_number: '+14155550123',
      direction: 'inbound',
    });
    expect(body.call.cost).toBeCloseTo(0.42);
    expect(body.call.cost_breakdown).toMatchObject({ total: 0.42 });
    expect(body.call.messages).toHaveLength(2);
    expect(new Date(String(body.call.start_time)).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(new Date(String(body.call.end_time)).toISOString()).toBe('2026-11-20T10:02:05.000Z');

    await waitFor(async () => (await deliveriesOf(ctx.app, ref.callId))[0]?.status === 'delivered');
    const [done] = await deliveriesOf(ctx.app, ref.callId);
    expect(done).toMatchObject({ attempts: 1, last_status_code: 200, url: receiver.url });
    expect(done?.delivered_at).toBeTruthy();
    const attempts = await attemptsOf(ctx.app, idOf(done));
    expect(attempts).toEqual([
      expect.objectContaining({ attempt: 1, status_code: 200, error: null }),
    ]);

    // A replayed report (the platform retrying) changes nothing: no second delivery.
    expect((await postReport(ctx.app, tenant, report)).statusCode).toBe(200);
    await sleep(200);
    expect(await deliveriesOf(ctx.app, ref.callId)).toHaveLength(1);
    expect(receiver.received).toHaveLength(before + 1);
  });

  it('queues nothing for status-updates nor for assistants without a webhook URL', async () => {
    const assistant = await assistantWithHook(ctx.app, tenant, receiver.url);
    const ref = assistant.ref();
    const update = statusUpdate(ref, 'in-progress', Date.now());
    expect((await postReport(ctx.app, tenant, update)).statusCode).toBe(200);
    await waitFor(() => fannedOut(ctx.app, ref.callId));
    expect(await deliveriesOf(ctx.app, ref.callId)).toHaveLength(0);

    const silent = await assistantWithHook(ctx.app, tenant, null);
    const quiet = silent.ref();
    expect((await postReport(ctx.app, tenant, endOfCallReport(quiet))).statusCode).toBe(200);
    await waitFor(() => fannedOut(ctx.app, quiet.callId));
    expect(await deliveriesOf(ctx.app, quiet.callId)).toHaveLength(0);
    const endpoints = await ctx.db
      .selectFrom('webhook_endpoints')
      .select('id')
      .where('assistant_id', '=', silent.id)
      .execute();
    expect(endpoints).toHaveLength(0);
  });

  it('makes a secret for an assistant without one, so that every delivery is signed', async () => {
    const assistant = await assistantWithHook(ctx.app, tenant, receiver.url);
    const before = receiver.received.length;
    const ref = assistant.ref();
    expect((await postReport(ctx.app, tenant, endOfCallReport(ref))).statusCode).toBe(200);
    await waitFor(() => receiver.received.length === before + 1);
    const row = await ctx.db
      .selectFrom('assistants')
      .select('webhook_secret_encrypted')
      .where('id', '=', assistant.id)
      .executeTakeFirstOrThrow();
    const secret = secretBoxFor(ctx.config).open(row.webhook_secret_encrypted ?? '');
    expect(secret).toMatch(/^whsec_/);
    const got = receiver.at(before);
    expect(got.headers['x-webhook-signature']).toBe(
      expectedSignature(secret, String(got.headers['x-webhook-timestamp']), got.body),
    );
  });

  it('retries a failing receiver with growing delays, recording every attempt, until delivered', async () => {
    const assistant = await assistantWithHook(ctx.app, tenant, receiver.url);
    let calls = 0;
    receiver.answer = () => {
      calls += 1;
      return calls <= 2 ? 500 : 204;
    };
    const before = receiver.received.length;
    const ref = assistant.ref();
    expect((await postReport(ctx.app, tenant, endOfCallReport(ref))).statusCode).toBe(200);
    await waitFor(async () => (await deliveriesOf(ctx.app, ref.callId))[0]?.status === 'delivered');
    const [delivery] = await deliveriesOf(ctx.app, ref.callId);
    expect(delivery).toMatchObject({ attempts: 3, last_status_code: 204, last_error: null });
    const attempts = await attemptsOf(ctx.app, idOf(delivery));
    expect(attempts.map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 500],
      [2, 500],
      [3, 204],
    ]);
    for (const attempt of attempts) expect(attempt.duration_ms).toBeGreaterThanOrEqual(0);
    const times = receiver.received.slice(before).map((r) => r.at);
    expect(times).toHaveLength(3);
    // Back-off: 50 ms after the first failure, 100 ms after the second (test config retryBaseMs 50).
    const [first = 0, second = 0, third = 0] = times;
    expect(second - first).toBeGreaterThanOrEqual(45);
    expect(third - second).toBeGreaterThanOrEqual(95);
    // Every attempt sent the same body.
    expect(new Set(receiver.received.slice(before).map((r) => r.body)).size).toBe(1);
  });

  it('gives up after maxAttempts and marks the delivery failed', async () => {
    const assistant = await assistantWithHook(ctx.app, tenant, receiver.url);
    receiver.answer = () => 503;
    const before = receiver.received.length;
    const ref = assistant.ref();
    expect((await postReport(ctx.app, tenant, endOfCallReport(ref))).statusCode).toBe(200);
    await waitFor(async () => (await deliveriesOf(ctx.app, ref.callId))[0]?.status === 'failed');
    await sleep(300);
    expect(receiver.received.length - before).toBe(ctx.config.webhooks.maxAttempts);
    const [delivery] = await deliveriesOf(ctx.app, ref.callId);
    expect(delivery).toMatchObject({ attempts: 3, last_status_code: 503, delivered_at: null });
    expect((await attemptsOf(ctx.app, idOf(delivery))).map((a) => a.status_code)).toEqual([
      503, 503, 503,
    ]);
  });

  it('takes a delivery over when its sender died (lease expired)', async () => {
    const assistant = await assistantWithHook(ctx.app, tenant, null);
    const ref = assistant.ref();
    expect((await postReport(ctx.app, tenant, endOfCallReport(ref))).statusCode).toBe(200);
    const secret = (
      (await rotate(ctx.app, assistant.id, tenant.ownerToken)).json() as {
        data: { secret: string };
      }
    ).data.secret;
    // As if a process claimed attempt 1 and died while sending: 'sending', its lease still running (the report's
    // event and the assistant's endpoint as the fan-out makes them).
    const now = new Date().toISOString();
    const call = { call_id: ref.callId };
    const payload = JSON.stringify({ type: 'end-of-call-report', call });
    const endpoint = await ctx.db
      .insertInto('webhook_endpoints')
      .values({
        user_id: tenant.ownerId,
        reseller_id: tenant.resellerId,
        scope: 'own',
        url: receiver.url,
        description: '',
        events: JSON.stringify(['call.ended']),
        secret_encrypted: '',
        secret_last4: '',
        source: 'assistant',
        assistant_id: assistant.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = await ctx.db
      .insertInto('events')
      .values({
        type: 'call.ended',
        resource_type: 'call',
        resource_id: ref.callId,
        user_id: tenant.ownerId,
        reseller_id: tenant.resellerId,
        payload: JSON.stringify(call),
        fanned_out: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await ctx.db
      .insertInto('event_deliveries')
      .values({
        endpoint_id: endpoint.id,
        event_id: event.id,
        event_type: 'call.ended',
        resource_key: `call:${ref.callId}`,
        status: 'sending',
        attempts: 1,
        next_attempt_at: now,
        locked_until: new Date(Date.now() + 60_000).toISOString(),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = receiver.received.length;
    await sleep(200);
    expect(receiver.received).toHaveLength(before);
    await ctx.db
      .updateTable('event_deliveries')
      .set({ locked_until: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', id)
      .execute();
    await waitFor(async () => (await deliveriesOf(ctx.app, ref.callId))[0]?.status === 'delivered');
    await sleep(100);
    expect(receiver.received).toHaveLength(before + 1);
    const got = receiver.at(before);
    expect(got.body).toBe(payload);
    expect(got.headers['x-webhook-signature']).toBe(
      expectedSignature(secret, String(got.headers['x-webhook-timestamp']), got.body),
    );
    expect((await attemptsOf(ctx.app, id)).map((a) => [a.attempt, a.status_code])).toEqual([
      [2, 200],
    ]);
  });

  it('forwards the report of a sandbox test call', async () => {
    seq += 1;
    const id = await insertAssistant(ctx.db, {
      user_id: tenant.ownerId,
      reseller_id: tenant.resellerId,
      name: 'Sandbox desk',
      voice_provider: 'sandbox',
      vapi_assistant_id: `sandbox-${dialect}-forward-${seq}`,
      webhook_url: receiver.url,
      vapi_data: JSON.stringify({ firstMessage: 'Welcome!', endCallMessage: 'Bye.' }),
    });
    const before = receiver.received.length;
    const res = await request(ctx.app, {
      method: 'POST',
      url: `/api/assistants/${id}/test-call`,
      host: 'alpha.localhost',
      token: tenant.ownerToken,
    });
    expect(res.statusCode).toBe(200);
    const callId = (res.json() as { data: { call_id: string } }).data.call_id;
    await waitFor(() => receiver.received.length === before + 1);
    const body = JSON.parse(receiver.at(before).body) as { call: { call_id: string } };
    expect(body.call.call_id).toBe(callId);
  });

  it('scopes the rotate route like every assistant route', async () => {
    const assistant = await assistantWithHook(ctx.app, tenant, receiver.url);
    const other = await tenantOn(ctx.app, `beta${seq}`);
    expect((await rotate(ctx.app, assistant.id)).statusCode).toBe(401);
    // Another user of the same tenant, and another tenant's admin-free user: not found.
    const notFound = await rotate(ctx.app, assistant.id, tenant.otherToken);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ message: 'Assistant not found' });
    const elsewhere = await request(ctx.app, {
      method: 'POST',
      url: `/api/assistants/${assistant.id}/webhook-secret`,
      host: `beta${seq}.localhost`,
      token: other.ownerToken,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await rotate(ctx.app, 999_999, tenant.ownerToken)).statusCode).toBe(404);
    const row = await ctx.db
      .selectFrom('assistants')
      .select('webhook_secret_encrypted')
      .where('id', '=', assistant.id)
      .executeTakeFirstOrThrow();
    expect(row.webhook_secret_encrypted).toBeNull();

    // Rotating twice: the second secret replaces the first.
    const first = (await rotate(ctx.app, assistant.id, tenant.ownerToken)).json() as {
      data: { secret: string };
    };
    const second = (await rotate(ctx.app, assistant.id, tenant.ownerToken)).json() as {
      data: { secret: string };
    };
    expect(second.data.secret).not.toBe(first.data.secret);
    const before = receiver.received.length;
    const ref = assistant.ref();
    await postReport(ctx.app, tenant, endOfCallReport(ref));
    await waitFor(() => receiver.received.length === before + 1);
    const got = receiver.at(before);
    expect(got.headers['x-webhook-signature']).toBe(
      expectedSignature(second.data.secret, String(got.headers['x-webhook-timestamp']), got.body),
    );
  });
});

describe.each(databases)('webhook forwarding across processes and restarts (%s)', (dialect) => {
  const receiver = new Receiver();

  afterAll(async () => {
    await receiver.stop();
  });

  it('keeps a queued delivery across a restart and delivers it exactly once', async () => {
    const { database, dispose } = await openTestDatabase(dialect);
    // The receiver's port, then the receiver down: the first attempt fails (connection refused).
    await receiver.start();
    const port = receiver.port;
    const url = receiver.url;
    await receiver.stop();
    let app = await appOn(database, webhooks({ pollMs: 60_000, retryBaseMs: 300 }));
    try {
      const tenant = await tenantOn(app, 'alpha');
      const assistant = await assistantWithHook(app, tenant, url);
      const ref = assistant.ref();
      expect((await postReport(app, tenant, endOfCallReport(ref))).statusCode).toBe(200);
      await waitFor(async () => (await deliveriesOf(app, ref.callId))[0]?.attempts === 1);
      await waitFor(async () => (await deliveriesOf(app, ref.callId))[0]?.status === 'pending');
      const [failed] = await deliveriesOf(app, ref.callId);
      expect(failed?.last_error).toMatch(/ECONNREFUSED|connect/i);
      await app.close();

      await receiver.start(port);
      app = await appOn(database, webhooks());
      await waitFor(async () => (await deliveriesOf(app, ref.callId))[0]?.status === 'delivered');
      await sleep(300);
      expect(receiver.received).toHaveLength(1);
      const [delivery] = await deliveriesOf(app, ref.callId);
      expect(
        (await attemptsOf(app, idOf(delivery))).map((a) => [a.attempt, a.status_code]),
      ).toEqual([
        [1, null],
        [2, 200],
      ]);
    } finally {
      await app.close();
      await dispose();
      await receiver.stop();
    }
  });

  it('never sends one delivery twice with two workers on one database', async () => {
    receiver.received.length = 0;
    await receiver.start();
    const { database, dispose } = await openTestDatabase(dialect);
    const second = await reopen(database);
    const appA = await appOn(database, webhooks({ pollMs: 10 }));
    const appB = await appOn(second.database, webhooks({ pollMs: 10 }));
    try {
      const tenant = await tenantOn(appA, 'alpha');
      const assistant = await assistantWithHook(appA, tenant, receiver.url);
      const refs = Array.from({ length: 30 }, () => assistant.ref());
      const replies = await Promise.all(
        refs.map((ref) => postReport(appA, tenant, endOfCallReport(ref))),
      );
      expect(replies.every((res) => res.statusCode === 200)).toBe(true);
      await waitFor(async () => {
        const rows = await appB.db
          .selectFrom('event_deliveries')
          .select('id')
          .where('status', '=', 'delivered')
          .execute();
        return rows.length === refs.length;
      });
      await sleep(200);
      const ids = receiver.received.map((r) => String(r.headers['x-webhook-id']));
      expect(ids).toHaveLength(refs.length);
      expect(new Set(ids).size).toBe(refs.length);
      const attempts = await appA.db.selectFrom('event_delivery_attempts').select('id').execute();
      expect(attempts).toHaveLength(refs.length);
    } finally {
      await appA.close();
      await appB.close();
      await second.close();
      await dispose();
      await receiver.stop();
    }
  });
});

describe.each(databases)('delivery workers racing for the same rows (%s)', (dialect) => {
  it('claims every due delivery exactly once when two workers start at the same moment', async () => {
    const { database, dispose } = await openTestDatabase(dialect);
    const second = await reopen(database);
    const log = {
      warn: () => undefined,
      error: () => undefined,
      child: () => log,
    } as unknown as FastifyBaseLogger;
    const sent: string[] = [];
    const config = { ...testConfig().webhooks, pollMs: 60_000 };
    const workers = [database, second.database].map(
      (db) =>
        new EventDeliveryWorker({
          db: db.db,
          config,
          log,
          openSecret: () => 'whsec_test',
          newSealedSecret: () => 'sealed',
          send: async (req) => {
            sent.push(req.headers['x-webhook-id'] ?? '');
            await sleep(1);
            return { ok: true, statusCode: 200, error: null, refused: false };
          },
        }),
    );
    try {
      const owner = await insertUser(database.db, {});
      const assistantId = await insertAssistant(database.db, {
        user_id: owner.id,
        name: 'Raced',
        webhook_secret_encrypted: 'sealed',
      });
      const now = new Date(Date.now() - 1_000).toISOString();
      const endpoint = await database.db
        .insertInto('webhook_endpoints')
        .values({
          user_id: owner.id,
          reseller_id: null,
          scope: 'own',
          url: 'https://hooks.example.com/end-of-call',
          description: '',
          events: JSON.stringify(['call.ended']),
          secret_encrypted: '',
          secret_last4: '',
          source: 'assistant',
          assistant_id: assistantId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const total = 300;
      // One report each of 300 calls (already fanned out): each its own resource, so none waits for another.
      const events = await database.db
        .insertInto('events')
        .values(
          Array.from({ length: total }, (_, i) => ({
            type: 'call.ended',
            resource_type: 'call',
            resource_id: `raced-${i}`,
            user_id: owner.id,
            reseller_id: null,
            payload: '{}',
            fanned_out: 1,
            created_at: now,
          })),
        )
        .returning(['id', 'resource_id'])
        .execute();
      await database.db
        .insertInto('event_deliveries')
        .values(
          events.map((event) => ({
            endpoint_id: endpoint.id,
            event_id: event.id,
            event_type: 'call.ended',
            resource_key: `call:${event.resource_id}`,
            status: 'pending' as const,
            next_attempt_at: now,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      for (const worker of workers) worker.start();
      await waitFor(async () => {
        const rows = await database.db
          .selectFrom('event_deliveries')
          .select('id')
          .where('status', '=', 'delivered')
          .execute();
        return rows.length === total;
      });
      await Promise.all(workers.map((worker) => worker.stop()));
      expect(sent).toHaveLength(total);
      expect(new Set(sent).size).toBe(total);
      const attempts = await database.db
        .selectFrom('event_delivery_attempts')
        .select(['delivery_id', 'attempt'])
        .execute();
      expect(attempts).toHaveLength(total);
      expect(attempts.every((a) => a.attempt === 1)).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await second.close();
      await dispose();
    }
  });
});

describe.each(databases)('private webhook targets refused (%s)', (dialect) => {
  let ctx: TestContext;
  const receiver = new Receiver();

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { config: webhooks({ allowPrivateTargets: false }) });
    await receiver.start();
  });

  afterAll(async () => {
    await ctx.close();
    await receiver.stop();
  });

  /** An admin saves a new assistant whose end-of-call webhook is `url`. */
  async function saveAssistantWithHook(url: string) {
    const admin = await insertUser(ctx.db, { role: 'admin' });
    const token = await login(ctx.app, admin);
    const payload = assistantPayload();
    payload.metadata.webhook_url = url;
    return request(ctx.app, {
      method: 'POST',
      url: '/api/assistants',
      host: 'localhost',
      token,
      payload: payload as unknown as Record<string, unknown>,
    });
  }

  it.each([
    // (localhost and IPv6 literals are already refused by the form's URL rule; the unit cases above cover them.)
    'http://127.0.0.1:8080/hook',
    'http://10.0.0.5/hook',
    'https://192.168.1.20/hook',
    'http://100.64.1.1/hook',
    'http://169.254.169.254/latest',
  ])('refuses %s when the assistant is saved', async (url) => {
    const res = await saveAssistantWithHook(url);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'metadata.webhook_url': [PRIVATE_TARGET_MESSAGE] });
  });

  it('accepts a public webhook URL', async () => {
    const res = await saveAssistantWithHook('https://hooks.example.com/end-of-call');
    expect(res.statusCode).toBe(201);
  });

  it.each(['ip', 'name'])(
    'refuses a private address at delivery (%s), once, without retrying',
    async (kind) => {
      const tenant = await tenantOn(ctx.app, `priv${kind}`);
      const url =
        kind === 'ip' ? receiver.url : `http://localhost:${receiver.port}/hooks/end-of-call`;
      const assistant = await assistantWithHook(ctx.app, tenant, url);
      const ref = assistant.ref();
      expect((await postReport(ctx.app, tenant, endOfCallReport(ref))).statusCode).toBe(200);
      await waitFor(async () => (await deliveriesOf(ctx.app, ref.callId))[0]?.status === 'failed');
      await sleep(200);
      const [delivery] = await deliveriesOf(ctx.app, ref.callId);
      expect(delivery).toMatchObject({ attempts: 1, last_status_code: null });
      expect(delivery?.last_error).toMatch(/^Refused: .*private, loopback or link-local address/);
      const attempts = await attemptsOf(ctx.app, idOf(delivery));
      expect(attempts).toHaveLength(1);
      expect(attempts[0]?.error).toBe(delivery?.last_error);
      expect(receiver.received).toHaveLength(0);
    },
  );
});
