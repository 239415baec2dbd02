import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useSession } from '@voice/session';
import {
  streamTestChat,
  TestChatError,
  type TestChatEvent,
  type TestChatRequest,
} from './test-chat';

const body: TestChatRequest = {
  assistant: {
    name: 'A',
    model: { model: 'gpt-4o', messages: [{ role: 'system', content: 'Be nice.' }] },
    firstMessage: 'Hi',
    endCallMessage: 'Bye',
    metadata: { company_name: 'Acme', industry: 'Retail', services_products: 'shoes' },
  },
  messages: [{ role: 'user', content: 'Hello' }],
};

/** A Response whose body yields these chunks. */
function streamOf(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const queue = chunks.map((chunk) => encoder.encode(chunk));
  const reader = {
    read: async () => {
      const value = queue.shift();
      return value ? { value, done: false } : { value: undefined, done: true };
    },
  };
  return { ok: true, status: 200, body: { getReader: () => reader } } as unknown as Response;
}

const fetchMock = jest.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  useSession.getState().clear();
});

async function collect(): Promise<TestChatEvent[]> {
  const events: TestChatEvent[] = [];
  await streamTestChat(body, (event) => events.push(event));
  return events;
}

describe('streamTestChat', () => {
  afterEach(() => useSession.getState().clear());

  it('posts JSON with the bearer token and parses events split across chunks (LF or CRLF)', async () => {
    useSession.setState({ token: 'tok' });
    fetchMock.mockResolvedValue(
      streamOf([
        'data: {"delta":"He',
        'llo"}\r\n\r\ndata: {"delta":" you"}\n\n',
        'data: {"done":true,"mode":"openai"}\n\n',
      ]),
    );
    expect(await collect()).toEqual([
      { delta: 'Hello' },
      { delta: ' you' },
      { done: true, mode: 'openai' },
    ]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/assistants/test-chat');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    });
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('sends no Authorization header without a session', async () => {
    fetchMock.mockResolvedValue(streamOf([]));
    await collect();
    const init = (fetchMock.mock.calls[0] as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('rejects a refusal with the first field message, or the message', async () => {
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 422,
      json: async () => ({
        message: 'The given data was invalid.',
        errors: { 'messages.0.content': ['A message may have at most 4,000 characters.'] },
      }),
    } as unknown as Response);
    const refused = collect();
    await expect(refused).rejects.toBeInstanceOf(TestChatError);
    await expect(refused).rejects.toMatchObject({
      status: 422,
      message: 'A message may have at most 4,000 characters.',
    });

    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 401,
      json: async () => ({ message: 'Unauthenticated.' }),
    } as unknown as Response);
    await expect(collect()).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
  });

  it('says so when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(collect()).rejects.toMatchObject({
      status: undefined,
      message: 'The server could not be reached. Please try again.',
    });
  });
});
