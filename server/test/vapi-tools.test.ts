import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createAssistantFormDefaults } from '@voice/contracts';
import {
  BOOKING_TOOL_FUNCTIONS,
  BOOKING_TOOLS_PATH,
} from '../src/domains/voice/bookings/tool-calls';
import { VOICE_PLATFORM_UNAVAILABLE } from '../src/domains/voice/voice-platform/vapi-provider';
import { vapiModel } from '../src/domains/voice/voice-platform/vapi-mapping';
import {
  functionToolBody,
  vapiJsonSchema,
  vapiToolsClient,
  withToolIds,
  type VapiFunctionToolSpec,
} from '../src/domains/voice/voice-platform/vapi-tools';
import { contractPath } from './helpers/contracts';
import { describeErrors, openApiValidator } from './helpers/openapi-ajv';
import {
  startVapiNextMock,
  VAPI_NEXT_MOCK_START_MS,
  type VapiNextMock,
} from './helpers/vapi-next-mock';

/**
 * Vapi's saved tools (function, transferCall, query) against a local stand-in that checks every request against
 * vapi-next.subset.json (strict: an undeclared property, a wrong enum or a bad function name is a 400).
 */

const KEY = 'vapi-private-key-test-0003';

function bookingTool(): VapiFunctionToolSpec {
  return {
    name: 'book_appointment',
    description: 'Books a free slot for the caller',
    parameters: {
      type: 'object',
      properties: {
        start: { type: 'string', format: 'date-time', description: 'The slot start' },
        name: { type: 'string' },
        reason: { type: 'string', enum: ['checkup', 'cleaning', 'pain'] },
        tags: { type: 'array', items: { type: 'string' } },
      },
      required: ['start', 'name'],
    },
    server: {
      url: 'https://app.example.test/api/tools/booking/book',
      headers: { Authorization: 'Bearer tool-secret-1' },
      timeoutSeconds: 10,
    },
    requestStartMessage: 'One moment, I am booking that.',
  };
}

describe('Vapi tools (contract: vapi-next.subset.json)', () => {
  let mock: VapiNextMock;
  beforeAll(async () => {
    mock = await startVapiNextMock(KEY);
  }, VAPI_NEXT_MOCK_START_MS);
  afterAll(async () => {
    await mock.close();
  });
  afterEach(() => {
    const violations = mock.violations.splice(0);
    mock.requests.length = 0;
    mock.tools.clear();
    expect(violations).toEqual([]);
  });
  const tools = () => vapiToolsClient({ apiKey: KEY, apiBase: mock.base, timeoutMs: 1000 });

  it('creates a function tool (CreateFunctionToolDTO) with its server and headers, updates and deletes it', async () => {
    const id = await tools().createFunctionTool(bookingTool());
    expect(mock.requests[0]).toMatchObject({
      method: 'POST',
      path: '/tool',
      authorization: `Bearer ${KEY}`,
    });
    expect(mock.requests[0]?.body).toEqual({
      type: 'function',
      function: {
        name: 'book_appointment',
        description: 'Books a free slot for the caller',
        parameters: bookingTool().parameters,
      },
      server: {
        url: 'https://app.example.test/api/tools/booking/book',
        timeoutSeconds: 10,
        headers: { Authorization: 'Bearer tool-secret-1' },
      },
      messages: [{ type: 'request-start', content: 'One moment, I am booking that.' }],
    });
    expect(mock.tools.get(id)).toMatchObject({ type: 'function' });

    const changed = { ...bookingTool(), description: 'Books a slot', requestStartMessage: '' };
    await tools().updateFunctionTool(id, changed);
    expect(mock.requests[1]).toMatchObject({ method: 'PATCH', path: `/tool/${id}` });
    expect(mock.tools.get(id)).toMatchObject({ function: { description: 'Books a slot' } });
    expect(mock.requests[1]?.body).not.toHaveProperty('messages');

    await tools().deleteTool(id);
    expect(mock.tools.has(id)).toBe(false);
    await expect(tools().deleteTool(id)).resolves.toBeUndefined();
    // Updating a tool Vapi no longer has updates nothing and says so.
    await expect(tools().updateFunctionTool(id, changed)).resolves.toBe(false);
  });

  it("the booking calendar's two tools are valid function tools", async () => {
    for (const definition of BOOKING_TOOL_FUNCTIONS) {
      const id = await tools().createFunctionTool({
        ...definition,
        server: { url: `https://app.example.test${BOOKING_TOOLS_PATH}` },
      });
      expect(mock.tools.get(id)).toMatchObject({
        type: 'function',
        function: { name: definition.name },
        server: { url: `https://app.example.test${BOOKING_TOOLS_PATH}` },
      });
    }
  });

  it('a credential id instead of headers is sent as Server.credentialId', async () => {
    const spec = bookingTool();
    spec.server = { url: spec.server.url, credentialId: '550e8400-e29b-41d4-a716-446655440000' };
    await tools().createFunctionTool(spec);
    expect(mock.requests[0]?.body).toMatchObject({
      server: { url: spec.server.url, credentialId: '550e8400-e29b-41d4-a716-446655440000' },
    });
  });

  it('creates a transferCall tool with number destinations and updates them', async () => {
    const id = await tools().createTransferCallTool([
      {
        number: '+14155550123',
        description: 'The caller asks for a person or has an emergency',
        message: 'Connecting you to the front desk now.',
      },
      { number: ' +442071838750 ', description: 'Billing questions' },
    ]);
    expect(mock.requests[0]?.body).toEqual({
      type: 'transferCall',
      destinations: [
        {
          type: 'number',
          number: '+14155550123',
          description: 'The caller asks for a person or has an emergency',
          message: 'Connecting you to the front desk now.',
        },
        { type: 'number', number: '+442071838750', description: 'Billing questions' },
      ],
    });
    await tools().updateTransferCallTool(id, [
      { number: '+14155550199', description: 'Anything urgent', message: '' },
    ]);
    expect(mock.tools.get(id)).toMatchObject({
      destinations: [{ number: '+14155550199', message: '' }],
    });
  });

  it('creates a query tool over files and updates its files; updating a missing one answers false', async () => {
    const spec = { name: 'Acme Dental', description: 'Opening hours', fileIds: ['f1', 'f2'] };
    const id = await tools().createQueryTool(spec);
    expect(mock.requests[0]?.body).toEqual({
      type: 'query',
      knowledgeBases: [
        {
          provider: 'google',
          name: 'Acme Dental',
          description: 'Opening hours',
          fileIds: ['f1', 'f2'],
        },
      ],
    });
    await expect(tools().updateQueryTool(id, { ...spec, fileIds: ['f2'] })).resolves.toBe(true);
    expect(mock.tools.get(id)).toMatchObject({ knowledgeBases: [{ fileIds: ['f2'] }] });
    await expect(tools().updateQueryTool('gone', spec)).resolves.toBe(false);
  });

  it('refuses what Vapi would refuse, with the reason, before calling it', async () => {
    const cases: [Partial<VapiFunctionToolSpec>, RegExp][] = [
      [{ name: 'book appointment' }, /letters, digits, _ and -/],
      [{ name: 'x'.repeat(65) }, /at most 64/],
      [{ server: { url: 'http://app.example.test/x' } }, /https:\/\//],
      [{ server: { url: 'not a url' } }, /not a valid address/],
      [{ server: { url: 'https://a.test', timeoutSeconds: 301 } }, /1–300 seconds/],
      [
        {
          parameters: {
            type: 'object',
            properties: { n: { type: 'number', minimum: 1 } as never },
          },
        },
        /parameters\.properties\.n: the voice platform does not take "minimum"/,
      ],
      [
        { parameters: { type: 'object', properties: { d: { type: 'string', format: 'uri' } } } },
        /parameters\.properties\.d\.format must be one of/,
      ],
    ];
    for (const [change, message] of cases) {
      await expect(
        tools().createFunctionTool({ ...bookingTool(), ...change }),
      ).rejects.toMatchObject({
        status: 422,
        message: expect.stringMatching(message),
      });
    }
    await expect(
      tools().createTransferCallTool([{ number: '4155550123', description: 'x' }]),
    ).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/international number/),
    });
    await expect(
      tools().createTransferCallTool([{ number: '+14155550123', description: ' ' }]),
    ).rejects.toMatchObject({ status: 422, message: 'Say when to transfer to +14155550123.' });
    await expect(tools().createTransferCallTool([])).rejects.toMatchObject({ status: 422 });
    await expect(
      tools().createQueryTool({ name: 'kb', description: '', fileIds: [] }),
    ).rejects.toMatchObject({ status: 422 });
    expect(mock.requests).toEqual([]);
  });

  it('the contract check itself refuses a bad function name, an undeclared property and a secret on Server', async () => {
    const body = functionToolBody(bookingTool());
    const send = (wrong: unknown) =>
      fetch(`${mock.base}/tool`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(wrong),
      });
    const bad = [
      { ...body, function: { ...(body.function as object), name: 'book appointment' } },
      { ...body, server: { ...(body.server as object), secret: 'x' } },
      { type: 'transferCall', destinations: [{ type: 'number', number: '+1415', label: 'x' }] },
      { type: 'query', function: { name: 'product-query' }, knowledgeBases: [] },
    ];
    for (const wrong of bad) expect((await send(wrong)).status).toBe(400);
    const problems = mock.violations.splice(0).join('\n');
    expect(problems).toMatch(/\/function\/name must match pattern/);
    expect(problems).toMatch(/additional properties \(secret\)/);
    expect(problems).toMatch(/additional properties \(label\)/);
    expect(problems).toMatch(/additional properties \(function\)/);
    expect(mock.tools.size).toBe(0);
  });

  it("maps Vapi's refusal to 422 and 401/5xx to 502", async () => {
    mock.failNext(400, { message: 'destinations.0.number must be a valid phone number' });
    await expect(
      tools().createTransferCallTool([{ number: '+14155550123', description: 'x' }]),
    ).rejects.toMatchObject({
      status: 422,
      message: 'destinations.0.number must be a valid phone number',
    });
    for (const status of [401, 403, 500]) {
      mock.failNext(status);
      await expect(tools().deleteTool('t')).rejects.toMatchObject({
        status: 502,
        message: VOICE_PLATFORM_UNAVAILABLE,
      });
    }
  });
});

describe('attaching saved tools to an assistant (model.toolIds)', () => {
  it('adds tool ids to the model once each, keeping the ones it had; none leaves no toolIds', () => {
    const model = vapiModel(createAssistantFormDefaults().model);
    expect(withToolIds(model, [])).not.toHaveProperty('toolIds');
    const once = withToolIds(model, ['kb-tool', 'book']);
    expect(once.toolIds).toEqual(['kb-tool', 'book']);
    expect(withToolIds(once, ['book', 'transfer', '']).toolIds).toEqual([
      'kb-tool',
      'book',
      'transfer',
    ]);
    expect(model).not.toHaveProperty('toolIds');
  });

  it('the model with toolIds is a valid CreateAssistantDTO model (both subsets)', () => {
    const model = withToolIds(vapiModel(createAssistantFormDefaults().model), ['t1', 't2']);
    for (const file of ['vapi.subset.json', 'vapi-next.subset.json'] as const) {
      const validate = openApiValidator(contractPath(file)).at(
        '#/components/schemas/CreateAssistantDTO',
      );
      const valid = validate({ model });
      expect(describeErrors(validate.errors)).toEqual([]);
      expect(valid).toBe(true);
      expect(validate({ model: { ...model, toolIds: 't1' } })).toBe(false);
    }
  });

  it('vapiJsonSchema keeps only what Vapi takes, nested', () => {
    expect(
      vapiJsonSchema({
        type: 'object',
        properties: { when: { type: 'array', items: { type: 'string', format: 'date' } } },
        required: ['when'],
      }),
    ).toEqual({
      type: 'object',
      properties: { when: { type: 'array', items: { type: 'string', format: 'date' } } },
      required: ['when'],
    });
    expect(() => vapiJsonSchema({ type: 'object', properties: { a: { type: 'map' } } })).toThrow(
      /parameters\.properties\.a\.type must be one of/,
    );
  });
});
