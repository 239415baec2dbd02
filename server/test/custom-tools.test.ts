import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CUSTOM_TOOL_MESSAGES } from '@voice/contracts/schemas';
import { signVoiceWebhook } from '../src/domains/calls/ingestion/webhook-auth';
import { BOOKING_TOOLS_PATH, CUSTOM_TOOLS_PATH, webhookSecretFor } from '../src/domains/voice';
import { BOOKING_UNAVAILABLE } from '../src/domains/voice/bookings/tool-calls';
import { PRIVATE_TOOL_TARGET } from '../src/domains/voice/custom-tools/service';
import {
  TOOL_FAILED,
  TOOL_RESULT_MAX_CHARS,
  TOOL_TIMED_OUT,
  TOOL_UNKNOWN,
} from '../src/domains/voice/custom-tools/tool-calls';
import { nowIso } from '../src/lib/time';
import { toolCallsBody } from './helpers/bookings';
import {
  insertAssistant,
  insertTwoResellers,
  insertUser,
  login,
  type TwoResellers,
} from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** A local receiver standing in for the client's tool URL: records each request and answers as told. */
class ToolServer {
  readonly received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  answer: (res: http.ServerResponse) => void = (res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"shipped"}');
  private server: http.Server | null = null;
  port = 0;

  async start(): Promise<void> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        this.answer(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  url(path = '/tools/order'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    server?.closeAllConnections();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const PARAMETERS = {
  type: 'object',
  properties: {
    order_number: { type: 'string', description: 'The order number, e.g. A-1001.' },
    items: { type: 'integer' },
  },
  required: ['order_number'],
};

const toolInput = (url: string, values: Record<string, unknown> = {}) => ({
  name: 'check_order',
  description: 'Looks up the status of an order.',
  url,
  timeout_seconds: 5,
  parameters: PARAMETERS,
  ...values,
});

function postCustom(
  ctx: { app: Parameters<typeof request>[0] },
  body: string,
  secret?: string,
  url = CUSTOM_TOOLS_PATH,
) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return request(ctx.app, {
    method: 'POST',
    url,
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(secret
        ? { 'x-timestamp': timestamp, 'x-signature': signVoiceWebhook(secret, timestamp, body) }
        : {}),
    },
  });
}

function onlyResult(res: { json(): unknown }): {
  toolCallId: string;
  name: string;
  result: string;
} {
  const { results } = res.json() as {
    results: { toolCallId: string; name: string; result: string }[];
  };
  if (results.length !== 1 || !results[0]) throw new Error(JSON.stringify(results));
  return results[0];
}

describe.each(databases)('custom tools (%s)', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  const receiver = new ToolServer();
  let two: TwoResellers;
  let assistantId: number;
  let vapiId: string;
  let voiceSecret: string;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    token: string,
    path = '',
    payload?: unknown,
    id: number = assistantId,
    host = 'alpha.localhost',
  ) =>
    request(ctx.app, {
      method,
      url: `/api/assistants/${id}/tools${path}`,
      host,
      token,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());

  it('setup', async () => {
    two = await insertTwoResellers(ctx.app, ctx.db);
    vapiId = `sandbox-tools-${dialect}-${Date.now()}`;
    assistantId = await insertAssistant(ctx.db, {
      user_id: two.user.id,
      reseller_id: two.alpha,
      name: 'Shop',
      voice_provider: 'sandbox',
      vapi_assistant_id: vapiId,
    });
    voiceSecret = await webhookSecretFor(ctx.db, ctx.config, two.alpha);
  });

  it('creates, lists, updates and deletes a tool of the assistant', async () => {
    const created = await api('POST', two.tokens.user, '', toolInput(receiver.url()));
    expect(created.statusCode).toBe(200);
    const tool = created.json().data;
    expect(tool).toMatchObject({
      assistant_id: assistantId,
      name: 'check_order',
      parameters: PARAMETERS,
      timeout_seconds: 5,
      remote_tool_id: null,
    });
    const listed = await api('GET', two.tokens.user);
    expect(listed.json().data).toEqual([tool]);
    const updated = await api(
      'PUT',
      two.tokens.user,
      `/${tool.id}`,
      toolInput(receiver.url(), { name: 'order_status', timeout_seconds: 1 }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      id: tool.id,
      name: 'order_status',
      timeout_seconds: 1,
    });
    const extra = await api(
      'POST',
      two.tokens.user,
      '',
      toolInput(receiver.url(), { name: 'extra' }),
    );
    expect((await api('DELETE', two.tokens.user, `/${extra.json().data.id}`)).statusCode).toBe(200);
    expect(
      (await api('GET', two.tokens.user)).json().data.map((t: { name: string }) => t.name),
    ).toEqual(['order_status']);
    // Back to the name the call tests use.
    await api('PUT', two.tokens.user, `/${tool.id}`, toolInput(receiver.url()));
  });

  it('refuses bad input with field errors', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'has space' }, 'name', CUSTOM_TOOL_MESSAGES.nameInvalid],
      [{ name: 'x'.repeat(65) }, 'name', CUSTOM_TOOL_MESSAGES.nameInvalid],
      [{ description: '' }, 'description', CUSTOM_TOOL_MESSAGES.descriptionRequired],
      [{ url: 'ftp://example.com/x' }, 'url', CUSTOM_TOOL_MESSAGES.urlInvalid],
      [{ timeout_seconds: 21 }, 'timeout_seconds', CUSTOM_TOOL_MESSAGES.timeoutInvalid],
      [{ timeout_seconds: 0 }, 'timeout_seconds', CUSTOM_TOOL_MESSAGES.timeoutInvalid],
      [
        { parameters: { type: 'string' } },
        'parameters',
        'The parameters\' "type" must be "object".',
      ],
      [
        { parameters: { type: 'object', properties: { a: { type: 'date' } } } },
        'parameters',
        'The parameter "a" needs a "type": one of string, number, integer, boolean, array, object.',
      ],
      [
        { parameters: { type: 'object', properties: {}, required: ['missing'] } },
        'parameters',
        '"required" names "missing", which is not one of the properties.',
      ],
      [{ name: 'check_order' }, 'name', CUSTOM_TOOL_MESSAGES.nameTaken],
    ];
    for (const [values, field, message] of cases) {
      const res = await api('POST', two.tokens.user, '', toolInput(receiver.url(), values));
      expect({ values, status: res.statusCode, errors: res.json().errors?.[field] }).toEqual({
        values,
        status: 422,
        errors: [message],
      });
    }
    // A keyword Vapi's JsonSchema does not take is refused by name.
    const minimum = await api(
      'POST',
      two.tokens.user,
      '',
      toolInput(receiver.url(), {
        name: 'other',
        parameters: { type: 'object', properties: { n: { type: 'integer', minimum: 1 } } },
      }),
    );
    expect(minimum.statusCode).toBe(422);
    expect(minimum.json().errors.parameters[0]).toMatch(/minimum/);
  });

  it('answers 404 for another tenant or another user, and lets the tenant admin in', async () => {
    const other = await insertUser(ctx.db, { reseller_id: two.alpha });
    const otherToken = await login(ctx.app, other, 'alpha.localhost');
    expect((await api('GET', otherToken)).statusCode).toBe(404);
    expect(
      (await api('GET', two.tokens.beta, '', undefined, assistantId, 'beta.localhost')).statusCode,
    ).toBe(404);
    expect(
      (await api('POST', otherToken, '', toolInput(receiver.url(), { name: 'x' }))).statusCode,
    ).toBe(404);
    expect((await api('GET', two.tokens.alpha)).statusCode).toBe(200);
    expect(
      (await api('GET', two.tokens.admin, '', undefined, assistantId, 'localhost')).statusCode,
    ).toBe(200);
    const [tool] = (await api('GET', two.tokens.user)).json().data as { id: number }[];
    expect((await api('DELETE', otherToken, `/${tool?.id}`)).statusCode).toBe(404);
    // A tool id of another assistant is not found under this one.
    const otherAssistant = await insertAssistant(ctx.db, {
      user_id: two.user.id,
      reseller_id: two.alpha,
      name: 'Other',
    });
    expect(
      (await api('PUT', two.tokens.user, `/${tool?.id}`, toolInput(receiver.url()), otherAssistant))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an unauthenticated tool call', async () => {
    const body = toolCallsBody(vapiId, 'check_order', { order_number: 'A-1' });
    expect((await postCustom(ctx, body)).statusCode).toBe(401);
    expect((await postCustom(ctx, body, 'wrong')).statusCode).toBe(401);
    expect(receiver.received).toHaveLength(0);
  });

  it('posts the call signed with the assistant secret and answers with the reply', async () => {
    const rotated = await request(ctx.app, {
      method: 'POST',
      url: `/api/assistants/${assistantId}/webhook-secret`,
      host: 'alpha.localhost',
      token: two.tokens.user,
    });
    const signingSecret: string = rotated.json().data.secret;
    const body = toolCallsBody(
      vapiId,
      'check_order',
      { order_number: 'A-1001', items: 2 },
      { callId: 'call-custom-1', customerNumber: '+14155550100', toolCallId: 'tc-1' },
    );
    const res = await postCustom(ctx, body, voiceSecret);
    expect(res.statusCode).toBe(200);
    expect(onlyResult(res)).toEqual({
      toolCallId: 'tc-1',
      name: 'check_order',
      result: '{"status":"shipped"}',
    });
    const got = receiver.received.at(-1);
    if (!got) throw new Error('nothing received');
    expect(JSON.parse(got.body)).toEqual({
      tool: 'check_order',
      arguments: { order_number: 'A-1001', items: 2 },
      call: { id: 'call-custom-1', customer: { number: '+14155550100' } },
    });
    const timestamp = String(got.headers['x-webhook-timestamp']);
    const expected = `sha256=${createHmac('sha256', signingSecret).update(`${timestamp}.${got.body}`).digest('hex')}`;
    expect(got.headers['x-webhook-signature']).toBe(expected);
    expect(got.headers['x-webhook-event']).toBe('tool-call');
  });

  it('refuses arguments that do not fit the schema without calling the URL', async () => {
    const before = receiver.received.length;
    const body = toolCallsBody(
      vapiId,
      'check_order',
      { items: 'two' },
      { callId: 'call-custom-1' },
    );
    const { result } = onlyResult(await postCustom(ctx, body, voiceSecret));
    expect(result).toMatch(
      /^The arguments are not right \(.*order_number.*\)\. Ask the caller again\.$/,
    );
    expect(receiver.received.length).toBe(before);
  });

  it('answers an unknown tool, an HTTP error, a long reply capped and a timeout', async () => {
    const unknown = onlyResult(
      await postCustom(
        ctx,
        toolCallsBody(vapiId, 'no_such_tool', {}, { callId: 'call-custom-1' }),
        voiceSecret,
      ),
    );
    expect(unknown.result).toBe(TOOL_UNKNOWN);

    const call = async () =>
      onlyResult(
        await postCustom(
          ctx,
          toolCallsBody(
            vapiId,
            'check_order',
            { order_number: 'B-2' },
            { callId: 'call-custom-2' },
          ),
          voiceSecret,
        ),
      ).result;
    receiver.answer = (res) => res.writeHead(500).end('boom');
    expect(await call()).toMatch(/HTTP 500/);
    receiver.answer = (res) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end('y'.repeat(10_000));
    const long = await call();
    expect(long).toHaveLength(TOOL_RESULT_MAX_CHARS);
    expect(long.endsWith('…')).toBe(true);
    // The tool's own limit (1 s): the receiver never answers.
    const [tool] = (await api('GET', two.tokens.user)).json().data as { id: number }[];
    await api(
      'PUT',
      two.tokens.user,
      `/${tool?.id}`,
      toolInput(receiver.url(), { timeout_seconds: 1 }),
    );
    receiver.answer = () => undefined;
    const started = Date.now();
    expect(await call()).toBe(TOOL_TIMED_OUT);
    expect(Date.now() - started).toBeLessThan(3_000);
    receiver.answer = (res) => res.writeHead(200).end('"All good"');
    expect(await call()).toBe('All good');
  });

  it('answers several calls of one message side by side, in their order', async () => {
    receiver.answer = (res) => {
      setTimeout(() => res.writeHead(200).end('"Found"'), 700);
    };
    const body = JSON.stringify({
      message: {
        type: 'tool-calls',
        call: { id: 'call-custom-3', assistantId: vapiId },
        toolCallList: ['A-1', 'A-2'].map((order, index) => ({
          id: `tc-par-${index}`,
          type: 'function',
          function: { name: 'check_order', arguments: JSON.stringify({ order_number: order }) },
        })),
      },
    });
    const started = Date.now();
    const res = await postCustom(ctx, body, voiceSecret);
    expect(Date.now() - started).toBeLessThan(1_300);
    expect(res.json().results).toEqual([
      { toolCallId: 'tc-par-0', name: 'check_order', result: 'Found' },
      { toolCallId: 'tc-par-1', name: 'check_order', result: 'Found' },
    ]);
    receiver.answer = (r) => r.writeHead(200).end('"All good"');
  });

  it('shows the tool calls of a call in its detail, in order', async () => {
    const now = nowIso();
    await ctx.db
      .insertInto('call_logs')
      .values({
        call_id: 'call-custom-2',
        assistant_id: assistantId,
        user_id: two.user.id,
        reseller_id: two.alpha,
        status: 'completed',
        start_time: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await request(ctx.app, {
      method: 'GET',
      url: '/api/call-logs/call-custom-2',
      host: 'alpha.localhost',
      token: two.tokens.user,
    });
    expect(res.statusCode).toBe(200);
    const calls = res.json().data.tool_calls as {
      name: string;
      arguments: unknown;
      result: string;
      status: string;
      duration_ms: number;
    }[];
    expect(calls.map((c) => [c.name, c.status])).toEqual([
      ['check_order', 'error'],
      ['check_order', 'ok'],
      ['check_order', 'timeout'],
      ['check_order', 'ok'],
    ]);
    expect(calls[0]).toMatchObject({ arguments: { order_number: 'B-2' } });
    expect(calls[2]?.result).toBe('Timed out after 1 s.');
    expect(calls[2]?.duration_ms).toBeGreaterThanOrEqual(900);
  });

  it("records the booking calendar's tool calls too", async () => {
    const ask = (name: string) =>
      postCustom(
        ctx,
        toolCallsBody(vapiId, name, { date: '2026-12-01' }, { callId: 'call-booking-1' }),
        voiceSecret,
        BOOKING_TOOLS_PATH,
      );
    expect(onlyResult(await ask('check_availability')).result).toBe(BOOKING_UNAVAILABLE);
    expect((await ask('no_such_tool')).statusCode).toBe(200);
    const rows = await ctx.db
      .selectFrom('tool_calls')
      .select(['name', 'status', 'result', 'arguments', 'assistant_id'])
      .where('call_id', '=', 'call-booking-1')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        name: 'check_availability',
        status: 'ok',
        result: BOOKING_UNAVAILABLE,
        arguments: '{"date":"2026-12-01"}',
        assistant_id: assistantId,
      },
      {
        name: 'no_such_tool',
        status: 'error',
        result: 'Unknown tool: no_such_tool.',
        arguments: '{"date":"2026-12-01"}',
        assistant_id: assistantId,
      },
    ]);
  });
});

describe.each(databases)('custom tools without private targets (%s)', (dialect) => {
  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      config: {
        webhooks: {
          allowPrivateTargets: false,
          retryBaseMs: 50,
          maxAttempts: 3,
          timeoutMs: 2_000,
          pollMs: 250,
        },
      },
    }),
  );
  const receiver = new ToolServer();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());

  it('asks for https and a public address at save, and refuses a private one at connect time', async () => {
    const two = await insertTwoResellers(ctx.app, ctx.db);
    const vapiId = `sandbox-private-${dialect}-${Date.now()}`;
    const assistantId = await insertAssistant(ctx.db, {
      user_id: two.user.id,
      reseller_id: two.alpha,
      name: 'Private',
      voice_provider: 'sandbox',
      vapi_assistant_id: vapiId,
    });
    const save = (url: string) =>
      request(ctx.app, {
        method: 'POST',
        url: `/api/assistants/${assistantId}/tools`,
        host: 'alpha.localhost',
        token: two.tokens.user,
        payload: toolInput(url),
      });
    expect((await save('http://example.com/tool')).json().errors).toEqual({
      url: [CUSTOM_TOOL_MESSAGES.urlNotHttps],
    });
    expect((await save('https://127.0.0.1/tool')).json().errors).toEqual({
      url: [PRIVATE_TOOL_TARGET],
    });
    expect((await save('https://localhost/tool')).json().errors).toEqual({
      url: [PRIVATE_TOOL_TARGET],
    });
    // A name that resolves to a loopback address (saved before the rule, or by DNS) is refused when connecting.
    const now = nowIso();
    await ctx.db
      .insertInto('custom_tools')
      .values({
        assistant_id: assistantId,
        reseller_id: two.alpha,
        name: 'check_order',
        description: 'Looks up an order.',
        parameters: JSON.stringify(PARAMETERS),
        url: `http://localhost:${receiver.port}/tools/order`,
        timeout_seconds: 2,
        remote_tool_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const secret = await webhookSecretFor(ctx.db, ctx.config, two.alpha);
    const res = await postCustom(
      ctx,
      toolCallsBody(vapiId, 'check_order', { order_number: 'A-1' }, { callId: 'call-private' }),
      secret,
    );
    expect(onlyResult(res).result).toBe(TOOL_FAILED);
    expect(receiver.received).toHaveLength(0);
    const [row] = await ctx.db
      .selectFrom('tool_calls')
      .selectAll()
      .where('call_id', '=', 'call-private')
      .execute();
    expect(row).toMatchObject({ status: 'error', name: 'check_order' });
    expect(row?.result).toMatch(/^Refused: localhost resolves to/);
  });
});
