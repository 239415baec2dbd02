import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { batched } from '../src/domains/calls/ingestion/batcher';
import { callStatusOf, directionOf } from '../src/domains/calls/ingestion/call-status';
import { REFUSED_DELIVERIES_PER_IP } from '../src/domains/calls/ingestion/webhook-routes';
import { webhookSecretFor } from '../src/domains/voice/voice-platform/webhook-credential';
import { insertPlan, insertSubscription } from './helpers/billing';
import { insertAssistant, insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';
import {
  bearer,
  endOfCallReport,
  signed,
  statusUpdate,
  type CallRef,
} from './helpers/vapi-messages';

const URL = '/api/webhooks/vapi';
let seq = 0;

describe('callStatusOf (the one mapping of platform statuses onto the badges)', () => {
  it.each([
    ['ended', 'customer-ended-call', 'completed'],
    ['ended', 'assistant-ended-call', 'completed'],
    ['ended', 'assistant-said-end-call-phrase', 'completed'],
    ['ended', 'assistant-forwarded-call', 'completed'],
    ['ended', 'silence-timed-out', 'completed'],
    ['ended', 'exceeded-max-duration', 'completed'],
    ['ended', 'voicemail', 'completed'],
    ['ended', null, 'completed'],
    ['ended', 'pipeline-error-openai-llm-failed', 'failed'],
    ['ended', 'twilio-failed-to-connect-call', 'failed'],
    ['ended', 'customer-did-not-answer', 'failed'],
    ['ended', 'customer-busy', 'failed'],
    ['ended', 'assistant-not-found', 'failed'],
    ['ended', 'a-reason-added-next-year', 'failed'],
    ['queued', null, 'in-progress'],
    ['ringing', null, 'in-progress'],
    ['in-progress', null, 'in-progress'],
    ['forwarding', null, 'in-progress'],
    ['scheduled', null, 'in-progress'],
    ['not-found', null, 'failed'],
  ])('%s / %s → %s', (status, reason, badge) => {
    expect(callStatusOf(status, reason)).toBe(badge);
  });

  it('maps call types onto directions', () => {
    expect(directionOf('inboundPhoneCall')).toBe('inbound');
    expect(directionOf('outboundPhoneCall')).toBe('outbound');
    expect(directionOf('webCall')).toBe('web');
    expect(directionOf(null)).toBeNull();
  });
});

describe('batched (concurrent deliveries share their queries)', () => {
  it('runs the calls of one turn together, one serial batch at a time, and passes errors to their callers', async () => {
    const batches: number[][] = [];
    let running = 0;
    let overlapped = false;
    const double = batched<number, number>(
      async (inputs) => {
        running += 1;
        overlapped ||= running > 1;
        batches.push(inputs);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (inputs.includes(-1)) throw new Error('bad batch');
        return inputs.map((n) => n * 2);
      },
      { maxBatch: 3, serial: true },
    );
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => double(n)));
    expect(answers).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(overlapped).toBe(false);
    await expect(double(-1)).rejects.toThrow('bad batch');
    expect(await double(7)).toBe(14);
  });
});

describe.each(databases)('POST /api/webhooks/vapi (%s)', (dialect) => {
  let ctx: TestContext;
  let alpha: number;
  let ownerId: number;
  let ownerEmail: string;
  let assistantId: number;
  const vapiAssistantId = `vapi-alpha-${Date.now()}`;
  let alphaSecret: string;
  let betaSecret: string;

  const nextCall = (): CallRef => ({ callId: `call-${dialect}-${(seq += 1)}`, vapiAssistantId });
  const post = (payload: string, headers: Record<string, string>) =>
    request(ctx.app, { method: 'POST', url: URL, payload, headers });
  const rowOf = (callId: string) =>
    ctx.db.selectFrom('call_logs').selectAll().where('call_id', '=', callId).executeTakeFirst();
  const countOf = async (callId: string) =>
    (await ctx.db.selectFrom('call_logs').select('id').where('call_id', '=', callId).execute())
      .length;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    const beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    const owner = await insertUser(ctx.db, { reseller_id: alpha });
    ownerId = owner.id;
    ownerEmail = owner.email;
    assistantId = await insertAssistant(ctx.db, {
      user_id: owner.id,
      reseller_id: alpha,
      name: 'Front desk',
      vapi_assistant_id: vapiAssistantId,
      phone_number: '+14155550100',
    });
    alphaSecret = await webhookSecretFor(ctx.db, ctx.config, alpha);
    betaSecret = await webhookSecretFor(ctx.db, ctx.config, beta);
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('records an end-of-call report authenticated with the Bearer secret, every field', async () => {
    const ref = nextCall();
    const res = await post(endOfCallReport(ref), bearer(alphaSecret));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const row = await rowOf(ref.callId);
    expect(row).toMatchObject({
      assistant_id: assistantId,
      user_id: ownerId,
      reseller_id: alpha,
      phone_number: '+14155550100',
      status: 'completed',
      provider_status: 'ended',
      ended_reason: 'customer-ended-call',
      duration: 125,
      transcript: 'AI: Hello, how can I help?\nUser: I would like a table for two.',
      recording_url: 'https://storage.vapi.test/rec/combined.wav',
      summary: 'The caller booked a table for two.',
      success_evaluation: 'true',
      customer_number: '+14155550123',
      direction: 'inbound',
      ended_at_event: 1,
    });
    expect(Number(row?.cost)).toBeCloseTo(0.42);
    expect(new Date(row?.start_time ?? '').toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(new Date(row?.end_time ?? '').toISOString()).toBe('2026-11-20T10:02:05.000Z');
    expect(row?.cost_breakdown).toMatchObject({ total: 0.42, llm: 0.2 });
    expect(row?.structured_data).toEqual({ party_size: 2 });
    expect(row?.call_messages?.map((m) => m.role)).toEqual(['bot', 'user']);
  });

  it('maps an error ended reason onto failed', async () => {
    const ref = nextCall();
    const body = endOfCallReport(ref, { endedReason: 'twilio-failed-to-connect-call' });
    expect((await post(body, bearer(alphaSecret))).statusCode).toBe(200);
    expect((await rowOf(ref.callId))?.status).toBe('failed');
  });

  it('refuses a wrong Bearer secret, another tenant’s secret and no credential: 401, nothing stored', async () => {
    const ref = nextCall();
    const body = endOfCallReport(ref);
    for (const headers of [
      bearer('not-the-secret'),
      bearer(betaSecret),
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', authorization: alphaSecret },
    ]) {
      const res = await post(body, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid webhook credential');
    }
    expect(await countOf(ref.callId)).toBe(0);
  });

  it('accepts an HMAC signature over "{timestamp}.{body}", refuses a bad or stale one', async () => {
    const ref = nextCall();
    const body = endOfCallReport(ref);
    const bad = { ...signed(alphaSecret, body), 'x-signature': 'ab'.repeat(32) };
    expect((await post(body, bad)).statusCode).toBe(401);
    const otherBody = signed(alphaSecret, `${body} `);
    expect((await post(body, otherBody)).statusCode).toBe(401);
    expect((await post(body, signed(betaSecret, body))).statusCode).toBe(401);
    const stale = signed(alphaSecret, body, new Date(Date.now() - 6 * 60_000));
    expect((await post(body, stale)).statusCode).toBe(401);
    const future = signed(alphaSecret, body, new Date(Date.now() + 6 * 60_000));
    expect((await post(body, future)).statusCode).toBe(401);
    expect(await countOf(ref.callId)).toBe(0);

    const res = await post(body, signed(alphaSecret, body, new Date(Date.now() - 4 * 60_000)));
    expect(res.statusCode).toBe(200);
    expect((await rowOf(ref.callId))?.status).toBe('completed');
  });

  it('answers an unknown assistant exactly as a wrong credential: 401, same body, nothing stored', async () => {
    const unknown: CallRef = { callId: `call-unknown-${dialect}`, vapiAssistantId: 'vapi-nobody' };
    const known = nextCall();
    for (const credential of [
      () => bearer(alphaSecret),
      (body: string) => signed(alphaSecret, body),
      () => bearer('not-the-secret'),
      () => ({ 'content-type': 'application/json' }),
    ]) {
      const toUnknown = await post(endOfCallReport(unknown), credential(endOfCallReport(unknown)));
      const wrong = await post(endOfCallReport(known), bearer('not-the-secret'));
      expect(toUnknown.statusCode).toBe(401);
      expect(toUnknown.statusCode).toBe(wrong.statusCode);
      expect(toUnknown.body).toBe(wrong.body);
      expect(toUnknown.json()).toEqual({ message: 'Invalid webhook credential' });
    }
    expect(await countOf(unknown.callId)).toBe(0);
    expect(await countOf(known.callId)).toBe(0);
  });

  it('limits refused deliveries per client IP (429 with Retry-After), never authentic ones', async () => {
    const from = (remoteAddress: string, payload: string, headers: Record<string, string>) =>
      request(ctx.app, { method: 'POST', url: URL, payload, headers, remoteAddress });
    const probe = (n: number) =>
      endOfCallReport({ callId: `call-probe-${dialect}-${n}`, vapiAssistantId: `vapi-guess-${n}` });
    for (let n = 0; n < REFUSED_DELIVERIES_PER_IP; n += 1) {
      expect((await from('10.9.9.9', probe(n), bearer(alphaSecret))).statusCode).toBe(401);
    }
    const limited = await from('10.9.9.9', probe(99), bearer(alphaSecret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too Many Attempts.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('10.9.9.9', 'not json', bearer(alphaSecret))).statusCode).toBe(429);
    // The platform's authentic deliveries from that address go on; other addresses are not limited.
    const ref = nextCall();
    expect((await from('10.9.9.9', endOfCallReport(ref), bearer(alphaSecret))).statusCode).toBe(
      200,
    );
    expect(await countOf(ref.callId)).toBe(1);
    expect((await from('10.9.9.10', probe(100), bearer(alphaSecret))).statusCode).toBe(401);
  });

  it('acknowledges other message types without storing them, after authenticating them', async () => {
    const ref = nextCall();
    const body = JSON.stringify({
      message: {
        type: 'conversation-update',
        call: { id: ref.callId, assistantId: vapiAssistantId },
      },
    });
    expect((await post(body, bearer('wrong'))).statusCode).toBe(401);
    expect((await post(body, bearer(alphaSecret))).statusCode).toBe(200);
    expect(await countOf(ref.callId)).toBe(0);
  });

  it('refuses a body that is not a message with a clear 400', async () => {
    for (const [payload, message] of [
      ['not json', 'The body is not JSON'],
      ['{"event": {}}', 'The body has no message object'],
      ['{"message": {"status": "ended"}}', 'The message has no type'],
    ] as const) {
      const res = await post(payload, bearer(alphaSecret));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const noCallId = JSON.stringify({
      message: { type: 'status-update', status: 'ringing', assistant: { id: vapiAssistantId } },
    });
    const res = await post(noCallId, bearer(alphaSecret));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The message has no call id');
  });

  it('is idempotent: a replayed report (even with other content) changes nothing', async () => {
    const ref = nextCall();
    const body = endOfCallReport(ref);
    expect((await post(body, bearer(alphaSecret))).statusCode).toBe(200);
    const first = await rowOf(ref.callId);
    expect((await post(body, bearer(alphaSecret))).statusCode).toBe(200);
    const changed = endOfCallReport(ref, {
      cost: 9,
      endedReason: 'pipeline-error-openai-llm-failed',
    });
    expect((await post(changed, bearer(alphaSecret))).statusCode).toBe(200);
    expect(await rowOf(ref.callId)).toEqual(first);
    expect(await countOf(ref.callId)).toBe(1);
  });

  it('follows status-updates in order and ignores older ones delivered late', async () => {
    const ref = nextCall();
    const t0 = Date.parse('2026-11-20T10:00:00.000Z');
    expect((await post(statusUpdate(ref, 'ringing', t0), bearer(alphaSecret))).statusCode).toBe(
      200,
    );
    let row = await rowOf(ref.callId);
    expect(row).toMatchObject({
      status: 'in-progress',
      provider_status: 'ringing',
      ended_at_event: 0,
    });
    expect(row?.user_id).toBe(ownerId);
    await post(statusUpdate(ref, 'in-progress', t0 + 2_000), bearer(alphaSecret));
    // Delivered late: queued is older than in-progress.
    await post(statusUpdate(ref, 'queued', t0 - 1_000), bearer(alphaSecret));
    row = await rowOf(ref.callId);
    expect(row?.provider_status).toBe('in-progress');
    expect(await countOf(ref.callId)).toBe(1);
  });

  it('never reopens an ended call: a status-update after the report changes nothing', async () => {
    const ref = nextCall();
    expect((await post(endOfCallReport(ref), bearer(alphaSecret))).statusCode).toBe(200);
    const reported = await rowOf(ref.callId);
    const later = Date.parse('2026-11-21T00:00:00.000Z');
    expect(
      (await post(statusUpdate(ref, 'in-progress', later), bearer(alphaSecret))).statusCode,
    ).toBe(200);
    expect(await rowOf(ref.callId)).toEqual(reported);
  });

  it('completes a call first seen through status-updates with its report', async () => {
    const ref = nextCall();
    const t0 = Date.parse('2026-11-20T10:00:00.000Z');
    await post(statusUpdate(ref, 'in-progress', t0), bearer(alphaSecret));
    await post(endOfCallReport(ref, { timestamp: t0 - 5_000 }), bearer(alphaSecret));
    expect(await rowOf(ref.callId)).toMatchObject({
      status: 'completed',
      provider_status: 'ended',
      duration: 125,
      ended_at_event: 1,
    });
  });

  it('makes one row of concurrent duplicate deliveries', async () => {
    const ref = nextCall();
    const report = endOfCallReport(ref);
    const t0 = Date.parse('2026-11-20T10:00:00.000Z');
    const deliveries = [
      ...Array.from({ length: 10 }, () => post(report, bearer(alphaSecret))),
      ...Array.from({ length: 5 }, (_, i) =>
        post(statusUpdate(ref, 'in-progress', t0 + i), bearer(alphaSecret)),
      ),
      ...Array.from({ length: 5 }, () => post(report, signed(alphaSecret, report))),
    ];
    const answers = await Promise.all(deliveries);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await countOf(ref.callId)).toBe(1);
    expect(await rowOf(ref.callId)).toMatchObject({ status: 'completed', ended_at_event: 1 });
  });

  it('counts an ingested call in the owner’s usage minutes', async () => {
    const planId = await insertPlan(ctx.db, { price: 10, reseller_id: alpha, minutes: 100 });
    const now = Date.now();
    await insertSubscription(ctx.db, {
      user_id: ownerId,
      reseller_id: alpha,
      package_id: planId,
      amount: 10,
      reference: `sub-webhooks-${dialect}`,
      current_period_start: new Date(now - 5 * 24 * 3600_000).toISOString(),
      current_period_end: new Date(now + 25 * 24 * 3600_000).toISOString(),
    });
    const token = await login(
      ctx.app,
      { email: ownerEmail, password: 'correct horse battery' },
      'alpha.localhost',
    );
    const usage = async () => {
      const res = await request(ctx.app, {
        method: 'GET',
        url: '/api/subscriptions/usage',
        host: 'alpha.localhost',
        token,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { minutes: { used: number } } }).data.minutes.used;
    };
    const before = await usage();
    const startedAt = new Date(now - 3600_000).toISOString();
    const endedAt = new Date(now - 3600_000 + 125_000).toISOString();
    const report = endOfCallReport(nextCall(), { startedAt, endedAt });
    expect((await post(report, bearer(alphaSecret))).statusCode).toBe(200);
    // 125 s rounds up to 3 minutes.
    expect(await usage()).toBe(before + 3);
  });
});
