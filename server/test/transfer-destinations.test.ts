import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  TRANSFER_DESCRIPTION_REQUIRED,
  TRANSFER_NUMBER_INVALID,
  TRANSFER_NUMBER_REPEATED,
  TRANSFER_TOO_MANY,
} from '@voice/contracts/schemas';
import { VOICE_WEBHOOK_PATH, webhookSecretFor } from '../src/domains/voice';
import {
  placeTestCall,
  SANDBOX_TRANSFER_REQUEST,
  type TestCallDeps,
} from '../src/domains/calls/ingestion/test-call';
import { BOOKING_TOOLS_PATH } from '../src/domains/voice/bookings/tool-calls';
import { findAccountById } from '../src/domains/identity/users/repository';
import { contractPath } from './helpers/contracts';
import { insertAssistant, insertReseller, insertUser, login } from './helpers/fixtures';
import { describeErrors, openApiValidator } from './helpers/openapi-ajv';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';
import { signed } from './helpers/vapi-messages';

/**
 * An assistant's call transfer destinations in the sandbox: validation with the contracts' messages, who may read
 * and save them, and the sandbox test call that ends transferred to the first one, shown in the call log.
 */

const HOST = 'alpha.localhost';
const SALES = {
  number: '+14155550123',
  description: 'Sales: the caller asks about prices or a quote',
  message: 'Connecting you to our sales team now.',
};
const SUPPORT = { number: '+442071838750', description: 'Support: something is broken' };

describe.each(databases)('transfer destinations in the sandbox on %s', (dialect) => {
  let ctx: TestContext;
  let ownerToken: string;
  let colleagueToken: string;
  let tenantAdminToken: string;
  let otherAdminToken: string;
  let ownerId: number;
  let assistantId: number;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    const alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    const beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    const owner = await insertUser(ctx.db, { reseller_id: alpha });
    ownerId = owner.id;
    const colleague = await insertUser(ctx.db, { reseller_id: alpha });
    const tenantAdmin = await insertUser(ctx.db, { reseller_id: alpha, role: 'reseller_admin' });
    const otherAdmin = await insertUser(ctx.db, { reseller_id: beta, role: 'reseller_admin' });
    ownerToken = await login(ctx.app, owner, HOST);
    colleagueToken = await login(ctx.app, colleague, HOST);
    tenantAdminToken = await login(ctx.app, tenantAdmin, HOST);
    otherAdminToken = await login(ctx.app, otherAdmin, 'beta.localhost');
    assistantId = await insertAssistant(ctx.db, {
      user_id: owner.id,
      reseller_id: alpha,
      name: 'Front desk',
      voice_provider: 'sandbox',
      vapi_assistant_id: `sandbox-${dialect}-transfer-desk`,
      vapi_data: JSON.stringify({
        firstMessage: 'Welcome to Acme Plumbing!',
        endCallMessage: 'Bye from Acme.',
        metadata: { company_name: 'Acme Plumbing' },
      }),
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const url = () => `/api/assistants/${assistantId}/transfer-destinations`;
  const get = (token: string, host = HOST) =>
    request(ctx.app, { method: 'GET', url: url(), host, token });
  const put = (token: string, destinations: unknown, host = HOST) =>
    request(ctx.app, { method: 'PUT', url: url(), host, token, payload: { destinations } });

  it('starts empty', async () => {
    const res = await get(ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { destinations: [] } });
  });

  it('refuses a wrong number, a missing description, a repeated number and too many', async () => {
    const bad = await put(ownerToken, [
      { number: '4155550123', description: 'Sales' },
      { number: '+14155550124', description: '  ' },
      { number: '+1 415 555 0124', description: 'Again' },
    ]);
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors as Record<string, string[]>;
    expect(errors['destinations.0.number']).toEqual([TRANSFER_NUMBER_INVALID]);
    expect(errors['destinations.1.description']).toEqual([TRANSFER_DESCRIPTION_REQUIRED]);
    expect(errors['destinations.2.number']).toEqual([TRANSFER_NUMBER_REPEATED]);

    const many = Array.from({ length: 11 }, (_, i) => ({
      number: `+1415555${String(1000 + i)}`,
      description: `Line ${i}`,
    }));
    const tooMany = await put(ownerToken, many);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.destinations).toEqual([TRANSFER_TOO_MANY]);
    expect((await get(ownerToken)).json().data.destinations).toEqual([]);
  });

  it('saves the list in order, numbers written with spaces made E.164, a blank message as none', async () => {
    const res = await put(ownerToken, [
      { ...SALES, number: '+1 (415) 555-0123' },
      { ...SUPPORT, message: '' },
    ]);
    expect(res.statusCode).toBe(200);
    const expected = [SALES, { ...SUPPORT, message: null }];
    expect(res.json().data.destinations).toEqual(expected);
    expect((await get(tenantAdminToken)).json().data.destinations).toEqual(expected);
  });

  it("hides the list from another user and another tenant's admin (404), who cannot save it", async () => {
    expect((await get(colleagueToken)).statusCode).toBe(404);
    expect((await put(colleagueToken, [])).statusCode).toBe(404);
    expect((await get(otherAdminToken, 'beta.localhost')).statusCode).toBe(404);
    expect((await put(otherAdminToken, [], 'beta.localhost')).statusCode).toBe(404);
    expect((await get(ownerToken)).json().data.destinations).toHaveLength(2);
  });

  it('ends a sandbox test call transferred to the first destination, shown in the call log', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: `/api/assistants/${assistantId}/test-call`,
      host: HOST,
      token: ownerToken,
    });
    expect(res.statusCode).toBe(200);
    const callId = res.json().data.call_id as string;
    const row = await ctx.db
      .selectFrom('call_logs')
      .selectAll()
      .where('call_id', '=', callId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'completed',
      ended_reason: 'assistant-forwarded-call',
      transferred_to: SALES.number,
      transferred_to_description: SALES.description,
    });
    expect(row.transcript).toContain(`User: ${SANDBOX_TRANSFER_REQUEST}`);
    expect(row.transcript).toContain(`AI: ${SALES.message}`);
    expect(row.transcript).not.toContain('Bye from Acme.');

    const detail = await request(ctx.app, {
      method: 'GET',
      url: `/api/call-logs/${callId}`,
      host: HOST,
      token: ownerToken,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      transferred_to: SALES.number,
      transferred_to_description: SALES.description,
    });
    const list = await request(ctx.app, {
      method: 'GET',
      url: '/api/call-logs',
      host: HOST,
      token: ownerToken,
    });
    const item = (list.json().data as { call_id: string; transferred_to: string | null }[]).find(
      (c) => c.call_id === callId,
    );
    expect(item?.transferred_to).toBe(SALES.number);
  });

  it("reports the transfer in Vapi's documented shapes (vapi.subset.json)", async () => {
    const bodies: Record<string, unknown>[] = [];
    const deps: TestCallDeps = {
      db: ctx.db,
      config: ctx.app.config,
      deliverVoiceWebhook: async (payload, headers) => {
        bodies.push(JSON.parse(payload) as Record<string, unknown>);
        return (await ctx.app.inject({ method: 'POST', url: VOICE_WEBHOOK_PATH, payload, headers }))
          .statusCode;
      },
      callBookingTools: async (payload, headers) => {
        const r = await ctx.app.inject({
          method: 'POST',
          url: BOOKING_TOOLS_PATH,
          payload,
          headers,
        });
        return { statusCode: r.statusCode, body: r.json() };
      },
    };
    const owner = await findAccountById(ctx.db, ownerId);
    if (!owner) throw new Error('the owner is missing');
    await placeTestCall(deps, owner, String(assistantId));
    const report = bodies
      .map((b) => b.message as Record<string, unknown>)
      .find((m) => m.type === 'end-of-call-report');
    const spec = openApiValidator(contractPath('vapi.subset.json'));
    const schemas = '#/components/schemas';
    const artifact = report?.artifact as { transfers: unknown[] };
    const call = report?.call as { destination: unknown };
    for (const [pointer, value] of [
      [`${schemas}/TransferDestinationNumber`, report?.destination],
      [`${schemas}/TransferDestinationNumber`, call.destination],
      [`${schemas}/TransferArtifact`, artifact.transfers[0]],
    ] as const) {
      const validate = spec.at(pointer);
      expect(validate(value)).toBe(true);
      expect(describeErrors(validate.errors)).toEqual([]);
    }
    const enumOf = spec.at(`${schemas}/ServerMessageEndOfCallReport/properties/endedReason`);
    expect(enumOf(report?.endedReason)).toBe(true);
    // The validator would catch a wrong destination.
    expect(spec.at(`${schemas}/TransferDestinationNumber`)({ type: 'phone', number: 1 })).toBe(
      false,
    );
  });

  it('records a transfer-update arriving before the report', async () => {
    const callId = `transfer-update-${dialect}`;
    const vapiId = `sandbox-${dialect}-transfer-desk`;
    const assistant = await ctx.db
      .selectFrom('assistants')
      .select('reseller_id')
      .where('id', '=', assistantId)
      .executeTakeFirstOrThrow();
    const secret = await webhookSecretFor(ctx.db, ctx.app.config, assistant.reseller_id);
    const deliver = (message: Record<string, unknown>) => {
      const body = JSON.stringify({ message });
      return ctx.app.inject({
        method: 'POST',
        url: VOICE_WEBHOOK_PATH,
        payload: body,
        headers: signed(secret, body),
      });
    };
    const call = { id: callId, assistantId: vapiId, type: 'inboundPhoneCall' };
    expect(
      (
        await deliver({
          type: 'status-update',
          status: 'in-progress',
          timestamp: Date.now(),
          call,
        })
      ).statusCode,
    ).toBe(200);
    const update = await deliver({
      type: 'transfer-update',
      timestamp: Date.now(),
      call,
      destination: { type: 'number', number: SUPPORT.number, description: SUPPORT.description },
    });
    expect(update.statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('call_logs')
      .select(['transferred_to', 'transferred_to_description', 'status'])
      .where('call_id', '=', callId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      transferred_to: SUPPORT.number,
      transferred_to_description: SUPPORT.description,
      status: 'in-progress',
    });
  });
});
