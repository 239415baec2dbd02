import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { emitEvent, emitEvents, type NewEvent } from '../src/domains/platform';
import { deleteOldDeliveries } from '../src/domains/integrations/webhooks/delivery-repository';
import { KEEP_DELIVERIES_MS } from '../src/domains/integrations/webhooks/worker';
import { createApiKey } from './helpers/api-keys';
import { EventReceiver, signatureVerifies, waitFor } from './helpers/event-receiver';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';

/**
 * Event webhooks end to end: endpoints through the API, events written to the outbox (emitEvent), the worker's
 * fan-out (whose events reach which endpoint: tenant isolation), signed delivery, retries with back-off, the final
 * failure and re-send, order per resource (the outage scenario: event-webhooks-outage.test.ts).
 */

const RETRY_BASE_MS = 40;

describe.each(databases)('event webhooks (%s)', (dialect) => {
  let ctx: TestContext;
  let db: Kysely<DB>;
  let receiver: EventReceiver;
  let alpha: number;
  let beta: number;
  const users = {} as Record<
    'alphaUser' | 'alphaOther' | 'alphaAdmin' | 'betaUser' | 'betaAdmin' | 'admin',
    { id: number; token: string; host: string }
  >;

  beforeAll(async () => {
    ctx = await createTestContext(dialect, {
      config: {
        webhooks: {
          allowPrivateTargets: true,
          retryBaseMs: RETRY_BASE_MS,
          maxAttempts: 3,
          timeoutMs: 2_000,
          pollMs: 20,
        },
      },
    });
    db = ctx.db;
    alpha = await insertReseller(db, { subdomain: 'alpha' });
    beta = await insertReseller(db, { subdomain: 'beta' });
    const make = async (
      role: 'user' | 'reseller_admin' | 'admin',
      resellerId: number | null,
      host: string,
    ) => {
      const user = await insertUser(db, { role, reseller_id: resellerId });
      return { id: user.id, token: await login(ctx.app, user, host), host };
    };
    users.alphaUser = await make('user', alpha, 'alpha.localhost');
    users.alphaOther = await make('user', alpha, 'alpha.localhost');
    users.alphaAdmin = await make('reseller_admin', alpha, 'alpha.localhost');
    users.betaUser = await make('user', beta, 'beta.localhost');
    users.betaAdmin = await make('reseller_admin', beta, 'beta.localhost');
    users.admin = await make('admin', null, 'localhost');
  });

  afterAll(async () => {
    await ctx.close();
  });

  beforeEach(async () => {
    receiver = new EventReceiver();
    await receiver.start(0);
  });

  afterEach(async () => {
    await receiver.stop();
    // Each test starts without endpoints (their deliveries go with them) and with every event fanned out.
    await db.deleteFrom('webhook_endpoints').execute();
    await db.updateTable('events').set({ fanned_out: 1 }).execute();
  });

  type Who = (typeof users)[keyof typeof users];
  const api = (
    who: Who,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    request(ctx.app, {
      method,
      url,
      host: who.host,
      token: who.token,
      ...(payload ? { payload } : {}),
    });

  async function endpointOf(
    who: Who,
    path: string,
    events: string[],
    scope: 'own' | 'tenant' | 'platform' = 'own',
  ): Promise<{ id: number; secret: string }> {
    const res = await api(who, 'POST', '/api/webhook-endpoints', {
      url: receiver.url(path),
      events,
      scope,
      description: `${path} endpoint`,
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as {
      data: { endpoint: { id: number }; signing: { secret: string } };
    };
    return { id: data.endpoint.id, secret: data.signing.secret };
  }

  const assistantEvent = (
    ownerId: number,
    resellerId: number | null,
    resourceId: number,
    extra: Record<string, unknown> = {},
  ): NewEvent => ({
    type: 'assistant.updated',
    resourceType: 'assistant',
    resourceId,
    userId: ownerId,
    resellerId,
    payload: { id: resourceId, name: `Assistant ${resourceId}`, ...extra },
  });

  const deliveriesOf = (endpointId: number) =>
    db
      .selectFrom('event_deliveries')
      .selectAll()
      .where('endpoint_id', '=', endpointId)
      .orderBy('id')
      .execute();

  it('validates endpoints, keeps them to their owner and shows the secret once', async () => {
    const noEvents = await api(users.alphaUser, 'POST', '/api/webhook-endpoints', {
      url: receiver.url('/x'),
      events: [],
    });
    expect(noEvents.statusCode).toBe(422);
    expect(noEvents.json()).toMatchObject({ errors: { events: ['Choose at least one event.'] } });

    const unknown = await api(users.alphaUser, 'POST', '/api/webhook-endpoints', {
      url: 'ftp://example.com/hook',
      events: ['call.exploded'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      errors: {
        url: ['The URL must be a valid https:// address.'],
        'events.0': ['Unknown event: call.exploded.'],
      },
    });

    // Only a reseller admin may take its tenant's events; only a platform admin everyone's.
    for (const [who, scope] of [
      [users.alphaUser, 'tenant'],
      [users.alphaUser, 'platform'],
      [users.alphaAdmin, 'platform'],
    ] as const) {
      const refused = await api(who, 'POST', '/api/webhook-endpoints', {
        url: receiver.url('/x'),
        events: ['call.ended'],
        scope,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        errors: { scope: ['Your role cannot receive the events of this scope.'] },
      });
    }

    const { id, secret } = await endpointOf(users.alphaUser, '/mine', [
      'call.ended',
      'call.started',
    ]);
    expect(secret).toMatch(/^whsec_/);
    const shown = await api(users.alphaUser, 'GET', `/api/webhook-endpoints/${id}`);
    expect(shown.json()).toMatchObject({
      data: {
        id,
        events: ['call.started', 'call.ended'],
        enabled: true,
        scope: 'own',
        source: 'dashboard',
        secret_hint: secret.slice(-4),
      },
    });
    expect(shown.body).not.toContain(secret);
    const stored = await db
      .selectFrom('webhook_endpoints')
      .select('secret_encrypted')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).not.toContain(secret);

    // Another user, even its tenant's admin, does not find it.
    for (const other of [users.alphaOther, users.alphaAdmin, users.admin]) {
      expect((await api(other, 'GET', `/api/webhook-endpoints/${id}`)).statusCode).toBe(404);
      expect((await api(other, 'DELETE', `/api/webhook-endpoints/${id}`)).statusCode).toBe(404);
      expect((await api(other, 'GET', `/api/webhook-endpoints/${id}/deliveries`)).statusCode).toBe(
        404,
      );
      const list = await api(other, 'GET', '/api/webhook-endpoints');
      expect((list.json() as { data: unknown[] }).data).toEqual([]);
    }

    const rolled = await api(users.alphaUser, 'POST', `/api/webhook-endpoints/${id}/secret`);
    const newSecret = (rolled.json() as { data: { secret: string } }).data.secret;
    expect(newSecret).not.toBe(secret);
    const updated = await api(users.alphaUser, 'PUT', `/api/webhook-endpoints/${id}`, {
      url: receiver.url('/mine'),
      events: ['booking.created'],
      enabled: false,
    });
    expect(updated.json()).toMatchObject({
      data: { events: ['booking.created'], enabled: false, secret_hint: newSecret.slice(-4) },
    });
    expect((await api(users.alphaUser, 'DELETE', `/api/webhook-endpoints/${id}`)).statusCode).toBe(
      200,
    );
    expect((await api(users.alphaUser, 'GET', `/api/webhook-endpoints/${id}`)).statusCode).toBe(
      404,
    );
  });

  it('asks for https:// outside a local setup', async () => {
    const strict = await createTestContext(dialect, {
      config: {
        webhooks: { ...ctx.config.webhooks, allowPrivateTargets: false },
      },
    });
    try {
      const user = await insertUser(strict.db);
      const token = await login(strict.app, user);
      const post = (url: string) =>
        request(strict.app, {
          method: 'POST',
          url: '/api/webhook-endpoints',
          token,
          payload: { url, events: ['call.ended'] },
        });
      expect((await post('http://hooks.example.com/x')).json()).toMatchObject({
        errors: { url: ['The URL must start with https://.'] },
      });
      expect((await post('https://10.0.0.5/x')).statusCode).toBe(422);
      expect((await post('https://hooks.example.com/x')).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('delivers each event, signed, to the endpoints that may see it and to no other tenant', async () => {
    const own = await endpointOf(users.alphaUser, '/own', ['assistant.updated']);
    const other = await endpointOf(users.alphaOther, '/other', ['assistant.updated']);
    const alphaTenant = await endpointOf(
      users.alphaAdmin,
      '/alpha',
      ['assistant.updated'],
      'tenant',
    );
    const betaTenant = await endpointOf(users.betaAdmin, '/beta', ['assistant.updated'], 'tenant');
    const platform = await endpointOf(users.admin, '/platform', ['assistant.updated'], 'platform');
    const otherEvent = await endpointOf(users.alphaUser, '/calls', ['call.ended']);

    await db.transaction().execute(async (trx) => {
      await emitEvent(trx, assistantEvent(users.alphaUser.id, alpha, 7001, { marker: 'alpha' }));
    });
    // A beta user's event, its tenant read from its owner.
    await emitEvent(db, {
      ...assistantEvent(users.betaUser.id, null, 7002),
      resellerId: undefined,
    });
    // A rolled back change leaves no event.
    await db
      .transaction()
      .execute(async (trx) => {
        await emitEvent(trx, assistantEvent(users.alphaUser.id, alpha, 7003));
        throw new Error('rolled back');
      })
      .catch(() => undefined);

    await waitFor(() => receiver.received.length >= 5);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ids = (path: string) => receiver.bodiesAt(path).map((body) => body.data.id);
    expect(ids('/own')).toEqual([7001]);
    expect(ids('/other')).toEqual([]);
    expect(ids('/alpha')).toEqual([7001]);
    // Without a tenant given, the event's is its owner's: beta's user's event is beta's.
    expect(ids('/beta')).toEqual([7002]);
    expect(ids('/platform').sort()).toEqual([7001, 7002]);
    expect(ids('/calls')).toEqual([]);
    expect(receiver.received).toHaveLength(5);

    const got = receiver.received.find((r) => r.path === '/own');
    if (!got) throw new Error('nothing on /own');
    expect(signatureVerifies(own.secret, got)).toBe(true);
    expect(signatureVerifies(other.secret, got)).toBe(false);
    const body = JSON.parse(got.body) as Record<string, unknown>;
    const event = await db
      .selectFrom('events')
      .select(['id', 'created_at'])
      .where('resource_id', '=', '7001')
      .executeTakeFirstOrThrow();
    expect(body).toEqual({
      id: event.id,
      type: 'assistant.updated',
      created_at: String(event.created_at),
      data: { id: 7001, name: 'Assistant 7001', marker: 'alpha' },
    });
    const [delivery] = await deliveriesOf(own.id);
    expect(got.headers['x-webhook-event']).toBe('assistant.updated');
    expect(got.headers['x-webhook-id']).toBe(String(delivery?.id));
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, response_status: 200 });
    for (const unused of [alphaTenant, betaTenant, platform, otherEvent])
      expect(unused.id).toBeGreaterThan(0);
  });

  it('retries with back-off, fails after the last attempt, keeps the endpoint enabled and re-sends the same id', async () => {
    const flaky = await endpointOf(users.alphaUser, '/flaky', ['assistant.updated']);
    let failures = 2;
    receiver.answer = (got) => (got.path === '/flaky' && failures-- > 0 ? 503 : 200);
    await emitEvent(db, assistantEvent(users.alphaUser.id, alpha, 8001));
    await waitFor(async () => (await deliveriesOf(flaky.id))[0]?.status === 'delivered');
    const tries = receiver.received.filter((r) => r.path === '/flaky');
    expect(tries).toHaveLength(3);
    // The waits grow: at least RETRY_BASE_MS, then twice that.
    expect((tries[1]?.at ?? 0) - (tries[0]?.at ?? 0)).toBeGreaterThanOrEqual(RETRY_BASE_MS - 5);
    expect((tries[2]?.at ?? 0) - (tries[1]?.at ?? 0)).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS - 5);
    expect(new Set(tries.map((t) => JSON.parse(t.body).id)).size).toBe(1);

    const down = await endpointOf(users.alphaUser, '/down', ['assistant.updated']);
    receiver.answer = (got) => (got.path === '/down' ? 500 : 200);
    await emitEvent(db, assistantEvent(users.alphaUser.id, alpha, 8002));
    await waitFor(async () => (await deliveriesOf(down.id))[0]?.status === 'failed');
    const log = await api(users.alphaUser, 'GET', `/api/webhook-endpoints/${down.id}/deliveries`);
    const [failed] = (log.json() as { data: Record<string, unknown>[] }).data;
    expect(failed).toMatchObject({
      event_type: 'assistant.updated',
      status: 'failed',
      attempts: 3,
      response_status: 500,
      response_body: 'thanks',
      next_attempt_at: null,
    });
    // The log shows the body as sent.
    expect(failed?.request_body).toBe(receiver.received.filter((r) => r.path === '/down')[0]?.body);
    const shown = await api(users.alphaUser, 'GET', `/api/webhook-endpoints/${down.id}`);
    expect(shown.json()).toMatchObject({ data: { enabled: true } });
    // The list carries each endpoint's latest delivery (the page shows it without a request per endpoint).
    const latest = async () => {
      const listed = await api(users.alphaUser, 'GET', '/api/webhook-endpoints');
      const rows = (listed.json() as { data: { id: number; last_delivery: unknown }[] }).data;
      return rows.find((row) => row.id === down.id)?.last_delivery;
    };
    expect(await latest()).toEqual({ status: 'failed', created_at: failed?.created_at });

    // Later events still go out (the endpoint is not disabled), and a re-send sends the same event id again.
    receiver.answer = () => 200;
    const resent = await api(
      users.alphaUser,
      'POST',
      `/api/webhook-deliveries/${String(failed?.id)}/resend`,
    );
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ data: { status: 'pending', attempts: 0 } });
    await waitFor(async () => (await deliveriesOf(down.id))[0]?.status === 'delivered');
    const sent = receiver.bodiesAt('/down');
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((b) => b.id)).size).toBe(1);
    expect((await deliveriesOf(down.id))[0]).toMatchObject({ attempts: 1, response_status: 200 });
    expect(await latest()).toEqual({ status: 'delivered', created_at: failed?.created_at });

    // Someone else's delivery is not found.
    const foreign = await api(
      users.alphaOther,
      'POST',
      `/api/webhook-deliveries/${String(failed?.id)}/resend`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('sends the deliveries of one resource in event order, even across a retry', async () => {
    const ordered = await endpointOf(users.alphaUser, '/ordered', ['assistant.updated']);
    let failFirst = true;
    receiver.answer = (got) => {
      const body = JSON.parse(got.body) as { data: { id: number; n: number } };
      if (body.data.id === 9001 && body.data.n === 1 && failFirst) {
        failFirst = false;
        return 500;
      }
      return 200;
    };
    const events: NewEvent[] = [];
    for (let n = 1; n <= 4; n += 1) {
      events.push(assistantEvent(users.alphaUser.id, alpha, 9001, { n }));
      events.push(assistantEvent(users.alphaUser.id, alpha, 9002, { n }));
    }
    await emitEvents(db, events);
    await waitFor(async () => {
      const rows = await deliveriesOf(ordered.id);
      return rows.length === 8 && rows.every((d) => d.status === 'delivered');
    });
    const sequence = (id: number) =>
      receiver
        .bodiesAt('/ordered')
        .filter((b) => b.data.id === id)
        .map((b) => b.data.n);
    expect(sequence(9001)).toEqual([1, 1, 2, 3, 4]);
    expect(sequence(9002)).toEqual([1, 2, 3, 4]);
    // The other resource did not wait for the first one's retry.
    const arrival = receiver
      .bodiesAt('/ordered')
      .map((b) => `${String(b.data.id)}:${String(b.data.n)}`);
    expect(arrival.indexOf('9002:1')).toBeLessThan(arrival.lastIndexOf('9001:1'));
  });

  it('sends a test event, pages the log and lets API keys read or write by scope', async () => {
    const { id, secret } = await endpointOf(users.alphaUser, '/test', ['booking.created']);
    const readKey = await createApiKey(ctx.app, users.alphaUser.id, ['webhooks:read']);
    const writeKey = await createApiKey(ctx.app, users.alphaUser.id, ['webhooks:write']);
    const asKey = (key: string, method: 'GET' | 'POST', url: string) =>
      request(ctx.app, { method, url, host: 'alpha.localhost', token: key });

    expect((await asKey(readKey, 'POST', `/api/webhook-endpoints/${id}/test`)).json()).toEqual({
      message: 'This API key lacks the scope webhooks:write.',
    });
    const test = await asKey(writeKey, 'POST', `/api/webhook-endpoints/${id}/test`);
    expect(test.statusCode).toBe(200);
    await waitFor(() => receiver.received.length === 1);
    const got = receiver.received[0];
    if (!got) throw new Error('no test event');
    expect(signatureVerifies(secret, got)).toBe(true);
    expect(JSON.parse(got.body)).toMatchObject({
      type: 'booking.created',
      data: { status: 'booked', caller_name: expect.any(String) },
    });

    for (let i = 0; i < 3; i += 1)
      await asKey(writeKey, 'POST', `/api/webhook-endpoints/${id}/test`);
    await waitFor(async () => {
      const rows = await deliveriesOf(id);
      return rows.length === 4 && rows.every((d) => d.status === 'delivered');
    });
    const page = await asKey(readKey, 'GET', `/api/webhook-endpoints/${id}/deliveries?per_page=3`);
    expect(page.statusCode).toBe(200);
    const listed = page.json() as { data: { id: number }[]; pagination: { total: number } };
    expect(listed.pagination.total).toBe(4);
    const ids = listed.data.map((d) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toHaveLength(3);
  });

  it('REST hooks: an API key subscribes a URL to an event, gets its deliveries and samples, and unsubscribes', async () => {
    const key = await createApiKey(ctx.app, users.alphaUser.id, ['webhooks:write']);
    const readOnly = await createApiKey(ctx.app, users.alphaUser.id, ['webhooks:read']);
    const v1 = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      request(ctx.app, {
        method,
        url,
        host: 'alpha.localhost',
        token,
        ...(payload ? { payload } : {}),
      });

    const refused = await v1(readOnly, 'POST', '/api/v1/hooks', {
      target_url: receiver.url('/zap'),
      event: 'assistant.updated',
    });
    expect(refused.statusCode).toBe(403);
    const invalid = await v1(key, 'POST', '/api/v1/hooks', { target_url: 'nope', event: 'x.y' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      error: {
        type: 'invalid_request',
        fields: {
          target_url: ['The URL must be a valid https:// address.'],
          event: ['Unknown event: x.y.'],
        },
      },
    });

    const subscribed = await v1(key, 'POST', '/api/v1/hooks', {
      target_url: receiver.url('/zap'),
      event: 'assistant.updated',
    });
    expect(subscribed.statusCode).toBe(201);
    const hook = subscribed.json() as { id: number; secret: string; event: string };
    expect(hook).toMatchObject({ event: 'assistant.updated', target_url: receiver.url('/zap') });
    // It is one of the owner's endpoints (listed on the Developers page).
    const listed = await api(users.alphaUser, 'GET', '/api/webhook-endpoints');
    expect((listed.json() as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ id: hook.id, source: 'rest-hook', events: ['assistant.updated'] }),
    ]);

    await emitEvent(db, assistantEvent(users.alphaUser.id, alpha, 12_001));
    await waitFor(() => receiver.received.length === 1);
    const got = receiver.received[0];
    if (!got) throw new Error('no delivery');
    expect(signatureVerifies(hook.secret, got)).toBe(true);

    const sample = await v1(readOnly, 'GET', '/api/v1/hooks/samples/call.ended');
    expect(sample.statusCode).toBe(200);
    expect(sample.json()).toEqual([
      expect.objectContaining({
        type: 'call.ended',
        data: expect.objectContaining({
          call_id: expect.any(String),
          transcript: expect.any(String),
        }),
      }),
    ]);
    expect((await v1(readOnly, 'GET', '/api/v1/hooks/samples/call.exploded')).statusCode).toBe(422);

    // Only the owner's REST hooks: not a dashboard endpoint, not another user's.
    const dashboard = await endpointOf(users.alphaUser, '/dash', ['call.ended']);
    expect((await v1(key, 'DELETE', `/api/v1/hooks/${dashboard.id}`)).statusCode).toBe(404);
    const otherKey = await createApiKey(ctx.app, users.alphaOther.id, ['webhooks:write']);
    expect((await v1(otherKey, 'DELETE', `/api/v1/hooks/${hook.id}`)).statusCode).toBe(404);
    const removed = await v1(key, 'DELETE', `/api/v1/hooks/${hook.id}`);
    expect(removed.json()).toEqual({ id: hook.id, deleted: true });
    await emitEvent(db, assistantEvent(users.alphaUser.id, alpha, 12_002));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(1);
  });

  it('forgets delivered and failed deliveries after 30 days, and the events no delivery needs, never a pending one', async () => {
    const endpoint = await endpointOf(users.alphaUser, '/old', ['assistant.updated']);
    // Not sent meanwhile: the endpoint is disabled (its deliveries wait).
    await db
      .updateTable('webhook_endpoints')
      .set({ enabled: 0 })
      .where('id', '=', endpoint.id)
      .execute();
    const old = new Date(Date.now() - KEEP_DELIVERIES_MS - 86_400_000).toISOString();
    const recent = new Date().toISOString();
    const rows: { created: string; status: 'delivered' | 'failed' | 'pending' }[] = [
      { created: old, status: 'delivered' },
      { created: old, status: 'failed' },
      { created: old, status: 'pending' },
      { created: recent, status: 'delivered' },
    ];
    const eventIds: number[] = [];
    for (const [index, row] of rows.entries()) {
      const event = await db
        .insertInto('events')
        .values({
          type: 'assistant.updated',
          resource_type: 'assistant',
          resource_id: String(13_000 + index),
          user_id: users.alphaUser.id,
          reseller_id: alpha,
          payload: '{}',
          fanned_out: 1,
          created_at: row.created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      eventIds.push(event.id);
      await db
        .insertInto('event_deliveries')
        .values({
          endpoint_id: endpoint.id,
          event_id: event.id,
          event_type: 'assistant.updated',
          resource_key: `assistant:${13_000 + index}`,
          status: row.status,
          next_attempt_at: row.created,
          created_at: row.created,
          updated_at: row.created,
        })
        .execute();
    }
    const cutoff = new Date(Date.now() - KEEP_DELIVERIES_MS).toISOString();
    expect(await deleteOldDeliveries(db, cutoff)).toEqual({ deliveries: 2, events: 2 });
    expect((await deliveriesOf(endpoint.id)).map((d) => d.status)).toEqual([
      'pending',
      'delivered',
    ]);
    const left = await db.selectFrom('events').select('id').where('id', 'in', eventIds).execute();
    expect(left.map((e) => e.id)).toEqual(eventIds.slice(2));
  });
});
