import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OUTBOUND_CALL_MESSAGES } from '@voice/contracts/schemas';
import { OUTBOUND_MESSAGES } from '../src/domains/voice/outbound/service';
import { sandboxOutcomeOf, type SandboxOutcome } from '../src/domains/voice/outbound/sandbox-call';
import { OUTBOUND_CALLS_PER_MINUTE } from '../src/domains/voice/outbound/routes';
import {
  OUTBOUND_NUMBER_NOT_CONNECTED,
  vapiProvider,
} from '../src/domains/voice/voice-platform/vapi-provider';
import { insertPlan } from './helpers/billing';
import { contractPath } from './helpers/contracts';
import { insertAssistant, insertReseller, insertUser, login } from './helpers/fixtures';
import { describeErrors, openApiValidator } from './helpers/openapi-ajv';
import { insertPhoneNumber } from './helpers/phone-numbers';
import { insertSubscribedOwner } from './helpers/subscribed-owner';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';

const FROM = '+12125550123';

/** A number (from the 555 range) the sandbox gives `outcome` for: its outcome is seeded by the number. */
function numberWith(outcome: SandboxOutcome, skip = 0): string {
  let found = 0;
  for (let n = 100; n < 10_000; n += 1) {
    const number = `+1415555${String(n).padStart(4, '0')}`;
    if (sandboxOutcomeOf(number) === outcome && found++ === skip) return number;
  }
  throw new Error(`no number gives ${outcome}`);
}

interface VapiCallStub {
  base: string;
  bodies: unknown[];
  violations: string[];
  /** The next valid request is refused with this 400 message, as Vapi refuses a call it cannot place. */
  refuseNext: string | null;
  close(): Promise<void>;
}

/** A local stand-in for Vapi's POST /call, checking the body against CreateCallDTO and its reply against Call. */
async function startVapiCallStub(apiKey: string): Promise<VapiCallStub> {
  const spec = openApiValidator(contractPath('vapi-next.subset.json'));
  const validateBody = spec.at('#/components/schemas/CreateCallDTO');
  const validateReply = spec.at('#/components/schemas/Call');
  const stub = {
    bodies: [] as unknown[],
    violations: [] as string[],
    refuseNext: null as string | null,
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/call') {
        stub.violations.push(`unexpected ${String(req.method)} ${String(req.url)}`);
        res.writeHead(404).end();
        return;
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Invalid Key', statusCode: 401 }));
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      stub.bodies.push(body);
      if (!validateBody(body)) {
        stub.violations.push(...describeErrors(validateBody.errors));
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: describeErrors(validateBody.errors), statusCode: 400 }));
        return;
      }
      if (stub.refuseNext !== null) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ message: [stub.refuseNext], error: 'Bad Request', statusCode: 400 }),
        );
        stub.refuseNext = null;
        return;
      }
      const now = new Date().toISOString();
      const reply = {
        id: '5f2c6a52-5d9e-4a7b-9f54-0c7b1cb1d1a1',
        orgId: '00000000-0000-4000-8000-000000000001',
        type: 'outboundPhoneCall',
        status: 'queued',
        assistantId: body.assistantId,
        phoneNumberId: body.phoneNumberId,
        customer: body.customer,
        createdAt: now,
        updatedAt: now,
      };
      if (!validateReply(reply)) stub.violations.push(...describeErrors(validateReply.errors));
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

describe.each(databases)('outbound calls (%s)', (dialect) => {
  let ctx: TestContext;
  let alpha: number;
  let ownerId: number;
  let ownerToken: string;
  let betaToken: string;
  let unpaidToken: string;
  let assistantId: number;
  let numberId: number;
  let noNumberId: number;
  let unpaidAssistant: number;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    const beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    const plan = await insertPlan(ctx.db, { price: 29, minutes: 100 });
    const owner = await insertSubscribedOwner(ctx.db, {
      resellerId: alpha,
      packageId: plan,
      reference: `sub-outbound-${dialect}`,
    });
    ownerId = owner.id;
    const unpaid = await insertUser(ctx.db, { reseller_id: alpha });
    const betaUser = await insertUser(ctx.db, { reseller_id: beta });
    ownerToken = await login(ctx.app, owner, 'alpha.localhost');
    unpaidToken = await login(ctx.app, unpaid, 'alpha.localhost');
    betaToken = await login(ctx.app, betaUser, 'beta.localhost');
    assistantId = await insertAssistant(ctx.db, {
      user_id: owner.id,
      reseller_id: alpha,
      name: 'Reminders',
      voice_provider: 'sandbox',
      vapi_assistant_id: `sandbox-${dialect}-reminders`,
      phone_number: FROM,
      vapi_data: JSON.stringify({
        firstMessage: 'Hi {{first_name}}, this is Acme Dental about your {{ appointment }}.',
        endCallMessage: 'Bye {{first_name}}.',
        model: {
          messages: [{ role: 'system', content: 'You remind {{first_name}} of a visit.' }],
        },
        metadata: { company_name: 'Acme Dental' },
      }),
    });
    numberId = await insertPhoneNumber(ctx.db, {
      phone_number: FROM,
      assistant_id: assistantId,
      user_id: owner.id,
      reseller_id: alpha,
    });
    noNumberId = await insertAssistant(ctx.db, {
      user_id: owner.id,
      reseller_id: alpha,
      name: 'Numberless',
      voice_provider: 'sandbox',
      vapi_assistant_id: `sandbox-${dialect}-numberless`,
    });
    unpaidAssistant = await insertAssistant(ctx.db, {
      user_id: unpaid.id,
      reseller_id: alpha,
      name: 'Unpaid',
      voice_provider: 'sandbox',
      vapi_assistant_id: `sandbox-${dialect}-unpaid`,
      phone_number: '+12125550124',
    });
  });

  afterAll(async () => {
    await ctx.close();
  });

  const call = (id: number, payload: unknown, token = ownerToken, host = 'alpha.localhost') =>
    request(ctx.app, {
      method: 'POST',
      url: `/api/assistants/${id}/calls`,
      host,
      token,
      payload: payload as Record<string, unknown>,
    });

  const logOf = (callId: string) =>
    ctx.db
      .selectFrom('call_logs')
      .selectAll()
      .where('call_id', '=', callId)
      .executeTakeFirstOrThrow();

  it('refuses a number that is not international E.164, and bad variables', async () => {
    const bad = await call(assistantId, { to: '415 555 0100' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { to: [OUTBOUND_CALL_MESSAGES.to] } });
    const vars = await call(assistantId, { to: numberWith('answered'), variables: { '1x': 'a' } });
    expect(vars.statusCode).toBe(422);
    expect(vars.json()).toMatchObject({
      errors: { variables: [OUTBOUND_CALL_MESSAGES.variables] },
    });
    const from = await call(assistantId, { to: numberWith('answered'), from_phone_number_id: 999 });
    expect(from.statusCode).toBe(422);
    expect(from.json()).toMatchObject({
      errors: { from_phone_number_id: [OUTBOUND_CALL_MESSAGES.from] },
    });
  });

  it("answers 404 for another tenant's assistant, and 401 without a session", async () => {
    const res = await call(
      assistantId,
      { to: numberWith('answered') },
      betaToken,
      'beta.localhost',
    );
    expect(res.statusCode).toBe(404);
    const anonymous = await request(ctx.app, {
      method: 'POST',
      url: `/api/assistants/${assistantId}/calls`,
      host: 'alpha.localhost',
      payload: { to: numberWith('answered') },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an assistant without a number, a call to its own number, and a plan without calls', async () => {
    const none = await call(noNumberId, { to: numberWith('answered') });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ message: OUTBOUND_MESSAGES.noNumber });
    const own = await call(assistantId, { to: FROM });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({ message: OUTBOUND_MESSAGES.ownNumber });
    const unpaid = await call(unpaidAssistant, { to: numberWith('answered') }, unpaidToken);
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json()).toMatchObject({ message: OUTBOUND_MESSAGES.noSubscription });
  });

  it("refuses a number on the tenant's do-not-call list, however it is written", async () => {
    const listed = numberWith('answered', 3);
    await ctx.db
      .insertInto('do_not_call')
      .values({
        reseller_id: alpha,
        phone_e164: listed,
        reason: null,
        source: 'manual',
        call_id: null,
        added_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await call(assistantId, { to: listed });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'This number is on the do-not-call list.' });
    expect(
      await ctx.db
        .selectFrom('call_logs')
        .select('id')
        .where('customer_number', '=', listed)
        .execute(),
    ).toHaveLength(0);
    // Written another way, it is the same number.
    const spaced = await call(assistantId, { to: `${listed.slice(0, 2)} ${listed.slice(2)}` });
    expect(spaced.statusCode).toBe(422);
  });

  it('places an answered sandbox call through the voice webhook: an outbound call log with the variables filled, counted in usage', async () => {
    const usage = async () => {
      const res = await request(ctx.app, {
        method: 'GET',
        url: '/api/subscriptions/usage',
        host: 'alpha.localhost',
        token: ownerToken,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { minutes: { used: number } } }).data.minutes.used;
    };
    const before = await usage();
    const to = numberWith('answered');
    const res = await call(assistantId, {
      to,
      from_phone_number_id: numberId,
      variables: { first_name: 'Ada', appointment: 'cleaning on Monday' },
    });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: { call_id: string; status: string; outcome: string } })
      .data;
    expect(data).toMatchObject({ status: 'ended', outcome: 'answered' });
    const row = await logOf(data.call_id);
    expect(row).toMatchObject({
      assistant_id: assistantId,
      user_id: ownerId,
      direction: 'outbound',
      customer_number: to,
      phone_number: FROM,
      status: 'completed',
      ended_reason: 'customer-ended-call',
      duration: 21,
    });
    expect(row.transcript).toContain(
      'AI: Hi Ada, this is Acme Dental about your cleaning on Monday.',
    );
    expect(row.transcript).toContain('AI: Bye Ada.');
    const messages = row.call_messages as unknown as { role: string; message: string }[];
    expect(messages[0]).toMatchObject({ role: 'system', message: 'You remind Ada of a visit.' });
    // 21 seconds: one started minute.
    expect(await usage()).toBe(before + 1);

    const list = await request(ctx.app, {
      method: 'GET',
      url: '/api/call-logs',
      host: 'alpha.localhost',
      token: ownerToken,
    });
    const listed = (list.json() as { data: { call_id: string; direction: string }[] }).data;
    expect(listed.find((c) => c.call_id === data.call_id)).toMatchObject({ direction: 'outbound' });

    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'call.outbound')
      .execute();
    expect(audit.some((a) => JSON.stringify(a).includes(data.call_id))).toBe(true);
  });

  it('gives each number its own outcome, the same every time', async () => {
    const expected: Record<SandboxOutcome, { status: string; ended_reason: string }> = {
      answered: { status: 'completed', ended_reason: 'customer-ended-call' },
      'no-answer': { status: 'failed', ended_reason: 'customer-did-not-answer' },
      busy: { status: 'failed', ended_reason: 'customer-busy' },
      voicemail: { status: 'completed', ended_reason: 'voicemail' },
    };
    for (const outcome of ['no-answer', 'busy', 'voicemail'] as const) {
      const to = numberWith(outcome);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await call(assistantId, { to });
        expect(res.statusCode).toBe(200);
        const data = (res.json() as { data: { call_id: string; outcome: string } }).data;
        expect(data.outcome).toBe(outcome);
        const row = await logOf(data.call_id);
        expect(row).toMatchObject({ direction: 'outbound', ...expected[outcome] });
        if (outcome === 'voicemail') {
          expect(row.duration).toBeGreaterThan(0);
          // Nobody filled {{first_name}}: left as written, as Vapi leaves an unknown variable.
          expect(row.transcript).toBe(
            'AI: Hi {{first_name}}, this is Acme Dental about your {{ appointment }}.',
          );
        } else {
          expect(Number(row.duration ?? 0)).toBe(0);
        }
      }
    }
  });

  it('limits how many calls one user places a minute (refused requests do not count)', async () => {
    // The tenant's admin may see (and call with) the owner's assistant; their own count starts at 0.
    const admin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alpha });
    const adminToken = await login(ctx.app, admin, 'alpha.localhost');
    expect((await call(noNumberId, { to: numberWith('busy') }, adminToken)).statusCode).toBe(422);
    const to = numberWith('busy', 1);
    const statuses: number[] = [];
    for (let i = 0; i <= OUTBOUND_CALLS_PER_MINUTE; i += 1) {
      statuses.push((await call(assistantId, { to }, adminToken)).statusCode);
    }
    expect(statuses).toEqual([...Array(OUTBOUND_CALLS_PER_MINUTE).fill(200), 429]);
  });
});

describe.each(databases)('outbound calls on Vapi (%s)', (dialect) => {
  const KEY = 'vapi-private-outbound';
  let stub: VapiCallStub;
  let ctx: TestContext;
  let token: string;
  let assistantId: number;
  let bareAssistant: number;

  beforeAll(async () => {
    stub = await startVapiCallStub(KEY);
    ctx = await createTestContext(dialect, {
      beforeReady: (app) => {
        app.voice.provider = vapiProvider({ apiKey: KEY, apiBase: stub.base, timeoutMs: 2000 });
      },
    });
    const admin = await insertUser(ctx.db, { role: 'admin' });
    token = await login(ctx.app, admin);
    const withNumber = async (name: string, voiceId: string | null, number: string) => {
      const id = await insertAssistant(ctx.db, {
        user_id: admin.id,
        name,
        voice_provider: 'vapi',
        vapi_assistant_id: `vapi-${name}`,
        phone_number: number,
      });
      await insertPhoneNumber(ctx.db, {
        phone_number: number,
        provider: 'twilio',
        voice_phone_number_id: voiceId,
        assistant_id: id,
        user_id: admin.id,
      });
      return id;
    };
    assistantId = await withNumber('reminders', 'pn-7', '+12125550150');
    bareAssistant = await withNumber('unimported', null, '+12125550151');
  });

  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });

  it("sends Vapi's CreateCallDTO and answers the queued call", async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: `/api/assistants/${assistantId}/calls`,
      token,
      payload: { to: '+1 415 555 0199', variables: { first_name: 'Ada' } },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: unknown }).data).toEqual({
      call_id: '5f2c6a52-5d9e-4a7b-9f54-0c7b1cb1d1a1',
      status: 'queued',
      outcome: null,
    });
    expect(stub.bodies).toEqual([
      {
        assistantId: 'vapi-reminders',
        phoneNumberId: 'pn-7',
        customer: { number: '+14155550199' },
        assistantOverrides: { variableValues: { first_name: 'Ada' } },
      },
    ]);
    expect(stub.violations).toEqual([]);
  });

  it("answers Vapi's refusal as a 422 with its message, recording nothing", async () => {
    stub.refuseNext = 'Number Not Allowed. Outbound calls to this country are not enabled.';
    const res = await request(ctx.app, {
      method: 'POST',
      url: `/api/assistants/${assistantId}/calls`,
      token,
      payload: { to: '+442079460958' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Number Not Allowed. Outbound calls to this country are not enabled.',
    });
    expect(await ctx.db.selectFrom('call_logs').select('id').execute()).toEqual([]);
  });

  it('refuses a number the platform does not know, sending nothing', async () => {
    const before = stub.bodies.length;
    const res = await request(ctx.app, {
      method: 'POST',
      url: `/api/assistants/${bareAssistant}/calls`,
      token,
      payload: { to: '+14155550199' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: OUTBOUND_NUMBER_NOT_CONNECTED });
    expect(stub.bodies).toHaveLength(before);
  });
});
