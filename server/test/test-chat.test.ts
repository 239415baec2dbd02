import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_TEMPLATE } from '@voice/contracts';
import { TEST_CHAT_MAX_PER_MINUTE } from '../src/domains/voice/test-chat/routes';
import { insertUser, login } from './helpers/fixtures';
import { startOpenAiMock, type OpenAiMock } from './helpers/openai-mock';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const URL = '/api/assistants/test-chat';
const KEY = 'sk-test-secret-key-1234567890';

type StreamEvent = { delta?: string; done?: boolean; mode?: string; error?: string };

/** The `data:` events of an event-stream body. */
function events(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      expect(block.startsWith('data: ')).toBe(true);
      return JSON.parse(block.slice('data: '.length)) as StreamEvent;
    });
}

const text = (list: StreamEvent[]) => list.map((event) => event.delta ?? '').join('');

/** The editor's assistant built from the default template, for Acme Dental. */
function assistant(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Acme Dental Assistant',
    model: {
      model: 'gpt-4o',
      messages: [{ role: 'system', content: DEFAULT_TEMPLATE.system_prompt }],
    },
    firstMessage: DEFAULT_TEMPLATE.first_message,
    endCallMessage: DEFAULT_TEMPLATE.end_call_message,
    metadata: {
      company_name: 'Acme Dental',
      industry: 'Healthcare',
      services_products: 'teeth cleaning and whitening',
    },
    ...overrides,
  };
}

describe.each(databases)('POST /api/assistants/test-chat, sandbox (no key), on %s', (dialect) => {
  let token: string;
  let other: string;

  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      config: { chat: { openaiApiKey: null, openaiBaseUrl: 'http://127.0.0.1:9/v1' } },
    }),
  );
  beforeAll(async () => {
    token = await login(ctx.app, await insertUser(ctx.db));
    other = await login(ctx.app, await insertUser(ctx.db));
  });

  const chat = (body: unknown, as = token) =>
    request(ctx.app, { method: 'POST', url: URL, token: as, payload: body as object });

  it('greets with the first message, placeholders filled, streamed word by word', async () => {
    const res = await chat({ assistant: assistant(), messages: [] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toContain('no-cache');
    const list = events(res.body);
    expect(list.filter((event) => event.delta !== undefined).length).toBeGreaterThan(5);
    expect(text(list)).toBe('Hello! Thank you for calling Acme Dental. How can I help you today?');
    expect(list.at(-1)).toEqual({ done: true, mode: 'sandbox' });
  });

  it('answers a question from the company profile', async () => {
    const res = await chat({
      assistant: assistant(),
      messages: [{ role: 'user', content: 'What services do you offer?' }],
    });
    const reply = text(events(res.body));
    expect(reply).toContain('Acme Dental');
    expect(reply).toContain('teeth cleaning and whitening');
  });

  it('reads the company profile from the system prompt when the metadata is empty', async () => {
    const prompt = DEFAULT_TEMPLATE.system_prompt
      .replace(/\{\{company_name\}\}/g, 'Bright Smiles')
      .replace(/\{\{company_industry\}\}/g, 'Dentistry')
      .replace(/\{\{company_services\}\}/g, 'implants');
    const res = await chat({
      assistant: assistant({
        model: { model: '', messages: [{ role: 'system', content: prompt }] },
        metadata: { company_name: '', industry: '', services_products: '' },
      }),
      messages: [{ role: 'user', content: 'Tell me about you' }],
    });
    const reply = text(events(res.body));
    expect(reply).toContain('Bright Smiles');
    expect(reply).toContain('Dentistry');
    expect(reply).toContain('implants');
  });

  it('says the end-call message when the caller says goodbye', async () => {
    const res = await chat({
      assistant: assistant(),
      messages: [
        { role: 'assistant', content: 'We clean teeth.' },
        { role: 'user', content: 'Thanks, goodbye!' },
      ],
    });
    expect(text(events(res.body))).toBe('Thank you for calling Acme Dental. Have a great day!');
  });

  it('refuses bad input with 422 on the field', async () => {
    const cases: [unknown, string][] = [
      [{ assistant: assistant() }, 'messages'],
      [{ messages: [] }, 'assistant'],
      [
        {
          assistant: assistant(),
          messages: Array.from({ length: 31 }, () => ({ role: 'user', content: 'hi' })),
        },
        'messages',
      ],
      [
        { assistant: assistant(), messages: [{ role: 'user', content: 'x'.repeat(4001) }] },
        'messages.0.content',
      ],
      [
        { assistant: assistant(), messages: [{ role: 'user', content: '   ' }] },
        'messages.0.content',
      ],
      [
        { assistant: assistant(), messages: [{ role: 'system', content: 'hi' }] },
        'messages.0.role',
      ],
      [
        {
          assistant: assistant({
            model: { model: 'gpt-4o', messages: [{ role: 'system', content: 'p'.repeat(10_001) }] },
          }),
          messages: [],
        },
        'assistant.model.messages.0.content',
      ],
      [
        {
          assistant: assistant({ model: { model: 'gpt-4o', temperature: 3, messages: [] } }),
          messages: [],
        },
        'assistant.model.temperature',
      ],
    ];
    for (const [body, key] of cases) {
      const res = await chat(body, other);
      expect({ key, status: res.statusCode }).toEqual({ key, status: 422 });
      expect(Object.keys((res.json() as { errors: object }).errors)).toContain(key);
    }
    const res = await chat(
      { assistant: assistant(), messages: [{ role: 'user', content: 'x'.repeat(4001) }] },
      other,
    );
    expect(res.json()).toMatchObject({
      errors: { 'messages.0.content': ['A message may have at most 4,000 characters.'] },
    });
  });

  it('needs a signed-in user', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: URL,
      payload: { assistant: assistant(), messages: [] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('limits each user to a number of replies a minute (429 with Retry-After)', async () => {
    const user = await login(ctx.app, await insertUser(ctx.db));
    // A one-word reply, so that the sandbox's pauses between words keep the test short.
    const body = {
      assistant: assistant({ endCallMessage: 'Goodbye!' }),
      messages: [{ role: 'user', content: 'Bye' }],
    };
    for (let i = 0; i < TEST_CHAT_MAX_PER_MINUTE; i += 1) {
      expect((await chat(body, user)).statusCode).toBe(200);
    }
    const refused = await chat(body, user);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.json() as { message: string }).message).toMatch(
      /^Too many test messages\. Please try again in \d+ seconds\.$/,
    );
    // Another user is not affected.
    const fresh = await login(ctx.app, await insertUser(ctx.db));
    expect((await chat(body, fresh)).statusCode).toBe(200);
  });
});

describe.each(databases)('POST /api/assistants/test-chat, OpenAI-compatible, on %s', (dialect) => {
  let mock: OpenAiMock;
  let token: string;

  beforeAll(async () => {
    mock = await startOpenAiMock();
  });
  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      config: { chat: { openaiApiKey: KEY, openaiBaseUrl: mock.baseUrl } },
    }),
  );
  beforeAll(async () => {
    token = await login(ctx.app, await insertUser(ctx.db));
  });
  afterAll(async () => {
    await mock.close();
  });

  const chat = (body: unknown) =>
    request(ctx.app, { method: 'POST', url: URL, token, payload: body as object });

  it('sends the system prompt, the first message and the conversation, and streams the deltas', async () => {
    mock.respondWith({ kind: 'stream', deltas: ['We ', 'clean ', 'teeth', '.'] });
    const before = mock.requests.length;
    const res = await chat({
      assistant: assistant({
        model: {
          model: 'gpt-4o',
          temperature: 0.3,
          messages: [{ role: 'system', content: DEFAULT_TEMPLATE.system_prompt }],
        },
      }),
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello, how can I help?' },
        { role: 'user', content: 'What do you do?' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const list = events(res.body);
    expect(list.filter((event) => event.delta !== undefined).map((event) => event.delta)).toEqual([
      'We ',
      'clean ',
      'teeth',
      '.',
    ]);
    expect(list.at(-1)).toEqual({ done: true, mode: 'openai' });

    expect(mock.requests.length).toBe(before + 1);
    const sent = mock.requests.at(-1);
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body.model).toBe('gpt-4o');
    expect(sent?.body.stream).toBe(true);
    expect(sent?.body.temperature).toBe(0.3);
    const messages = sent?.body.messages ?? [];
    expect(messages.map((message) => message.role)).toEqual([
      'system',
      'assistant',
      'user',
      'assistant',
      'user',
    ]);
    expect(messages[0]?.content).toContain('AI phone assistant for Acme Dental');
    expect(messages[0]?.content).not.toContain('{{');
    expect(messages[1]?.content).toBe(
      'Hello! Thank you for calling Acme Dental. How can I help you today?',
    );
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'What do you do?' });
  });

  it('greets with the first message without calling the model', async () => {
    const before = mock.requests.length;
    const res = await chat({ assistant: assistant(), messages: [] });
    expect(text(events(res.body))).toBe(
      'Hello! Thank you for calling Acme Dental. How can I help you today?',
    );
    expect(mock.requests.length).toBe(before);
  });

  it('reports an upstream failure in the stream, without the key or the upstream text', async () => {
    mock.respondWith({ kind: 'error', status: 401, message: `Incorrect API key provided: ${KEY}` });
    const res = await chat({ assistant: assistant(), messages: [{ role: 'user', content: 'Hi' }] });
    expect(res.statusCode).toBe(200);
    expect(events(res.body)).toEqual([
      { error: 'The model could not answer: the API key was refused (HTTP 401).' },
    ]);
    expect(res.body).not.toContain(KEY);

    mock.respondWith({ kind: 'error', status: 500, message: 'boom' });
    const failed = await chat({
      assistant: assistant(),
      messages: [{ role: 'user', content: 'Hi' }],
    });
    expect(events(failed.body)).toEqual([
      { error: 'The model could not answer: the service failed (HTTP 500).' },
    ]);
  });

  it('aborts the upstream request when the browser disconnects', async () => {
    mock.respondWith({ kind: 'hang', firstDelta: 'Thinking' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const abortSeen = mock.waitForAbort();
    const payload = JSON.stringify({
      assistant: assistant(),
      messages: [{ role: 'user', content: 'Hi' }],
    });
    const firstData = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: URL,
          method: 'POST',
          headers: {
            host: 'localhost',
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
          },
        },
        (res) => {
          res.setEncoding('utf8');
          res.once('data', (data: string) => {
            req.destroy();
            resolve(data);
          });
        },
      );
      req.on('error', (error) => {
        if (!req.destroyed) reject(error);
      });
      req.end(payload);
    });
    expect(firstData).toContain('"delta":"Thinking"');
    await abortSeen;
    expect(mock.aborted).toBeGreaterThan(0);
  });
});

describe('POST /api/assistants/test-chat, model unreachable', () => {
  let token: string;

  const ctx = useTestContext(() =>
    createTestContext('sqlite', {
      config: { chat: { openaiApiKey: KEY, openaiBaseUrl: 'http://127.0.0.1:9/v1' } },
    }),
  );
  beforeAll(async () => {
    token = await login(ctx.app, await insertUser(ctx.db));
  });

  it('says the service could not be reached', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: URL,
      token,
      payload: { assistant: assistant(), messages: [{ role: 'user', content: 'Hi' }] },
    });
    expect(events(res.body)).toEqual([
      { error: 'The model could not answer: the service could not be reached.' },
    ]);
  });
});
