import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { insertRenewalTransaction } from '../src/domains/billing/subscriptions/renewal-repository';
import { insertBooking } from '../src/domains/voice/bookings/repository';
import { webhookSecretFor } from '../src/domains/voice/voice-platform/webhook-credential';
import { assistantPayload } from './helpers/assistant-payload';
import { ALPHA, buyPlan, createSandboxContext, insertPlan } from './helpers/billing';
import { insertReseller } from './helpers/fixtures';
import { request, databases, type TestContext } from './helpers/test-app';
import { bearer, endOfCallReport, statusUpdate } from './helpers/vapi-messages';

/**
 * The emit points of the event outbox: each change writes its event (type, resource, owner, tenant, payload) with
 * the change, through the app's own paths (a paid subscription, the assistant editor's saves and delete, the voice
 * platform's call messages) or the repository function every path of the change goes through.
 */

describe.each(databases)('event outbox emit points (%s)', (dialect) => {
  let ctx: TestContext;
  let alpha: number;
  let userId: number;
  let token: string;
  let lastSeen = 0;

  beforeAll(async () => {
    ctx = await createSandboxContext(dialect);
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
  });

  afterAll(async () => {
    await ctx.close();
  });

  /** The events written since the last call, oldest first, payloads parsed. */
  async function newEvents() {
    const rows = await ctx.db
      .selectFrom('events')
      .selectAll()
      .where('id', '>', lastSeen)
      .orderBy('id')
      .execute();
    lastSeen = rows.at(-1)?.id ?? lastSeen;
    return rows.map((row) => ({
      ...row,
      payload: JSON.parse(row.payload) as Record<string, unknown>,
    }));
  }

  it('a paid plan: subscription.changed and payment.succeeded of the subscriber, in its tenant', async () => {
    const plan = await insertPlan(ctx.db, {
      name: 'Alpha Pro',
      price: 29,
      reseller_id: alpha,
      agents: 3,
    });
    const paid = await buyPlan(ctx.app, ctx.db, {
      host: ALPHA,
      resellerId: alpha,
      packageId: plan,
    });
    userId = paid.user.id;
    token = paid.token;
    const events = await newEvents();
    const types = events.map((e) => e.type);
    expect(types).toContain('subscription.changed');
    expect(types).toContain('payment.succeeded');
    for (const event of events)
      expect(event).toMatchObject({ user_id: userId, reseller_id: alpha });
    const active = events.filter((e) => e.type === 'subscription.changed').at(-1);
    expect(active).toMatchObject({
      resource_type: 'subscription',
      resource_id: String(paid.id),
      payload: { id: paid.id, package_id: plan, package_name: 'Alpha Pro', status: 'active' },
    });
    const payment = events.find((e) => e.type === 'payment.succeeded');
    expect(payment).toMatchObject({
      resource_type: 'payment',
      payload: { amount: 29, status: 'completed', subscription_id: paid.id },
    });

    await insertRenewalTransaction(ctx.db, {
      subscription: {
        id: paid.id,
        user_id: userId,
        reseller_id: alpha,
        reference: 'r',
        currency: 'usd',
      },
      amount: 29,
      status: 'failed',
      description: 'Renewal: the card was declined',
      provider: 'sandbox',
      providerRef: 'declined-1',
      lineItems: [],
      at: new Date(),
    });
    expect(await newEvents()).toEqual([
      expect.objectContaining({
        type: 'payment.failed',
        user_id: userId,
        payload: expect.objectContaining({ status: 'failed', amount: 29 }),
      }),
    ]);
  });

  it("the editor's saves and delete: assistant.created, assistant.updated, assistant.deleted", async () => {
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      request(ctx.app, { method, url, host: ALPHA, token, ...(payload ? { payload } : {}) });
    const created = await call('POST', '/api/assistants', assistantPayload({ name: 'Front desk' }));
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { data: { id: number } }).data.id;
    const updated = await call(
      'PUT',
      `/api/assistants/${id}`,
      assistantPayload({ name: 'Front desk 2' }),
    );
    expect(updated.statusCode).toBe(200);
    expect((await call('DELETE', `/api/assistants/${id}`)).statusCode).toBe(200);
    const events = await newEvents();
    expect(events.map((e) => [e.type, e.resource_type, e.resource_id])).toEqual([
      ['assistant.created', 'assistant', String(id)],
      ['assistant.updated', 'assistant', String(id)],
      ['assistant.deleted', 'assistant', String(id)],
    ]);
    expect(events[0]?.payload).toMatchObject({ id, name: 'Front desk', user_id: userId });
    expect(events[1]?.payload).toMatchObject({ id, name: 'Front desk 2' });
    expect(events[2]?.payload).toEqual({
      id,
      name: 'Front desk 2',
      user_id: userId,
      deleted: true,
    });
    for (const event of events)
      expect(event).toMatchObject({ user_id: userId, reseller_id: alpha });
    // No secret of the assistant in its events.
    expect(JSON.stringify(events)).not.toMatch(/secret/i);

    // A refused save writes nothing.
    const refused = await call('POST', '/api/assistants', assistantPayload({ name: '' }));
    expect(refused.statusCode).toBe(422);
    expect(await newEvents()).toEqual([]);
  });

  it("the voice platform's messages: call.started once, then call.ended with the report's call", async () => {
    const created = await request(ctx.app, {
      method: 'POST',
      url: '/api/assistants',
      host: ALPHA,
      token,
      payload: assistantPayload({ name: 'Calls' }),
    });
    const assistant = (created.json() as { data: { id: number; vapi_assistant_id: string } }).data;
    await newEvents();
    const secret = await webhookSecretFor(ctx.db, ctx.config, alpha);
    const ref = { callId: `call-events-${dialect}`, vapiAssistantId: assistant.vapi_assistant_id };
    const post = (payload: string) =>
      request(ctx.app, {
        method: 'POST',
        url: '/api/webhooks/vapi',
        payload,
        headers: bearer(secret),
      });
    expect((await post(statusUpdate(ref, 'ringing', Date.now() - 5_000))).statusCode).toBe(200);
    expect((await post(statusUpdate(ref, 'in-progress', Date.now() - 4_000))).statusCode).toBe(200);
    expect((await post(endOfCallReport(ref))).statusCode).toBe(200);
    // A replayed report changes nothing, and tells nothing.
    expect((await post(endOfCallReport(ref))).statusCode).toBe(200);
    const events = await newEvents();
    expect(events.map((e) => e.type)).toEqual(['call.started', 'call.ended']);
    for (const event of events) {
      expect(event).toMatchObject({
        resource_type: 'call',
        resource_id: ref.callId,
        user_id: userId,
        reseller_id: alpha,
      });
    }
    expect(events[0]?.payload).toMatchObject({
      call_id: ref.callId,
      assistant_id: assistant.id,
      status: 'in-progress',
      customer_number: '+14155550123',
    });
    expect(events[1]?.payload).toMatchObject({
      call_id: ref.callId,
      assistant_id: assistant.id,
      status: 'completed',
      duration: 125,
      cost: 0.42,
      transcript: 'AI: Hello, how can I help?\nUser: I would like a table for two.',
      summary: 'The caller booked a table for two.',
      structured_data: { party_size: 2 },
    });
  });

  it('a booking: booking.created with the booking, in its transaction', async () => {
    const assistant = await ctx.db
      .selectFrom('assistants')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const values = {
      assistant_id: assistant.id,
      reseller_id: alpha,
      user_id: userId,
      starts_at: '2026-12-01T10:00:00.000Z',
      ends_at: '2026-12-01T10:30:00.000Z',
      caller_name: 'Dana',
      caller_number: '+14155550123',
      caller_email: null,
      reason: 'Check-up',
      call_id: null,
      created_at: new Date().toISOString(),
    };
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await insertBooking(trx, values);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await newEvents()).toEqual([]);
    const id = await insertBooking(ctx.db, values);
    expect(await newEvents()).toEqual([
      expect.objectContaining({
        type: 'booking.created',
        resource_type: 'booking',
        resource_id: String(id),
        user_id: userId,
        reseller_id: alpha,
        payload: expect.objectContaining({ id, status: 'booked', caller_name: 'Dana' }),
      }),
    ]);
  });
});
