import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  SANDBOX_TEST_CALLER,
  TEST_CALL_SANDBOX_ONLY,
} from '../src/domains/calls/ingestion/test-call';
import { insertAssistant, insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';

describe.each(databases)('sandbox test calls (%s)', (dialect) => {
  let ctx: TestContext;
  let ownerToken: string;
  let otherToken: string;
  let assistantId: number;
  let vapiHeld: number;
  let ownerId: number;
  let alphaId: number;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    const alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    const owner = await insertUser(ctx.db, { reseller_id: alpha });
    ownerId = owner.id;
    alphaId = alpha;
    const other = await insertUser(ctx.db, { reseller_id: alpha });
    ownerToken = await login(ctx.app, owner, 'alpha.localhost');
    otherToken = await login(ctx.app, other, 'alpha.localhost');
    assistantId = await insertAssistant(ctx.db, {
      user_id: owner.id,
      reseller_id: alpha,
      name: 'Front desk',
      voice_provider: 'sandbox',
      vapi_assistant_id: `sandbox-${dialect}-front-desk`,
      vapi_data: JSON.stringify({
        firstMessage: 'Welcome to Acme Plumbing!',
        endCallMessage: 'Bye from Acme.',
        metadata: { company_name: 'Acme Plumbing', services_products: 'pipe repairs' },
      }),
    });
    vapiHeld = await insertAssistant(ctx.db, {
      user_id: owner.id,
      reseller_id: alpha,
      name: 'On Vapi',
      voice_provider: 'vapi',
    });
  });

  afterAll(async () => {
    await ctx.close();
  });

  const testCall = (id: number, token: string) =>
    request(ctx.app, {
      method: 'POST',
      url: `/api/assistants/${id}/test-call`,
      host: 'alpha.localhost',
      token,
    });

  it('records a completed call with the assistant’s texts and a playable recording', async () => {
    const res = await testCall(assistantId, ownerToken);
    expect(res.statusCode).toBe(200);
    const callId = (res.json() as { data: { call_id: string } }).data.call_id;
    const row = await ctx.db
      .selectFrom('call_logs')
      .selectAll()
      .where('call_id', '=', callId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      assistant_id: assistantId,
      status: 'completed',
      ended_reason: 'assistant-ended-call',
      direction: 'web',
      duration: 20,
      ended_at_event: 1,
    });
    expect(row.transcript).toContain('AI: Welcome to Acme Plumbing!');
    expect(row.transcript).toContain('Acme Plumbing offers pipe repairs.');
    expect(row.transcript).toContain('AI: Bye from Acme.');
    expect(row.call_messages).toHaveLength(5);

    const url = new URL(row.recording_url ?? '');
    const wav = await request(ctx.app, { method: 'GET', url: url.pathname });
    expect(wav.statusCode).toBe(200);
    expect(wav.headers['content-type']).toBe('audio/wav');
    expect(wav.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.rawPayload.subarray(8, 12).toString()).toBe('WAVE');
  });

  it('calls an assistant with a number as an inbound phone call from a caller, as Vapi reports one', async () => {
    const withNumber = await insertAssistant(ctx.db, {
      user_id: ownerId,
      reseller_id: alphaId,
      name: 'Numbered',
      voice_provider: 'sandbox',
      vapi_assistant_id: `sandbox-${dialect}-numbered`,
      phone_number: '+12125550123',
    });
    const res = await testCall(withNumber, ownerToken);
    expect(res.statusCode).toBe(200);
    const callId = (res.json() as { data: { call_id: string } }).data.call_id;
    const list = await request(ctx.app, {
      method: 'GET',
      url: '/api/call-logs',
      host: 'alpha.localhost',
      token: ownerToken,
    });
    const row = (
      list.json() as {
        data: { call_id: string; customer_number: string | null; phone_number: string | null }[];
      }
    ).data.find((c) => c.call_id === callId);
    expect(row).toMatchObject({
      direction: 'inbound',
      customer_number: SANDBOX_TEST_CALLER,
      phone_number: '+12125550123',
    });
  });

  it('refuses another user’s assistant (404) and an assistant held by Vapi (409)', async () => {
    expect((await testCall(assistantId, otherToken)).statusCode).toBe(404);
    const res = await testCall(vapiHeld, ownerToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TEST_CALL_SANDBOX_ONLY);
  });

  it('serves recordings only under a sandbox call file name', async () => {
    const res = await request(ctx.app, {
      method: 'GET',
      url: '/api/sandbox/recordings/..%2Fsecrets.key',
    });
    expect(res.statusCode).toBe(404);
  });
});
