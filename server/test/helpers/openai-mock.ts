import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the mock received (POST /v1/chat/completions). */
export interface ReceivedChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: unknown;
    stream?: unknown;
    temperature?: unknown;
    messages?: { role: string; content: string }[];
  };
}

/** What the mock answers next. */
export type MockBehaviour =
  /** 200, the deltas as OpenAI's chat.completion.chunk events, then [DONE]. */
  | { kind: 'stream'; deltas: string[] }
  /** An error status with OpenAI's error body. */
  | { kind: 'error'; status: number; message: string }
  /** 200 and a first delta, then nothing until the client goes away (recorded in `aborted`). */
  | { kind: 'hang'; firstDelta: string };

export interface OpenAiMock {
  /** The base URL to give as OPENAI_BASE_URL (…/v1). */
  baseUrl: string;
  requests: ReceivedChatRequest[];
  /** Requests whose client closed the connection before the mock finished. */
  aborted: number;
  respondWith(behaviour: MockBehaviour): void;
  /** Resolves when a request's connection has been closed by the client. */
  waitForAbort(): Promise<void>;
  close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  const event = {
    id: 'chatcmpl-mock',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'mock-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * A local OpenAI-compatible chat-completions server for the test chat: it records each request (path,
 * Authorization header, JSON body) and streams its answer in OpenAI's Server-Sent Events format.
 */
export async function startOpenAiMock(): Promise<OpenAiMock> {
  const requests: ReceivedChatRequest[] = [];
  let behaviour: MockBehaviour = { kind: 'stream', deltas: ['Hello', ' there'] };
  let aborted = 0;
  const abortWaiters: (() => void)[] = [];

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => (raw += part));
    req.on('end', () => {
      let body: ReceivedChatRequest['body'] = {};
      try {
        body = JSON.parse(raw) as ReceivedChatRequest['body'];
      } catch {
        body = {};
      }
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: 'Unknown path', type: 'invalid_request_error' } }),
        );
        return;
      }
      const current = behaviour;
      if (current.kind === 'error') {
        res.writeHead(current.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: current.message, type: 'api_error', code: null } }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      if (current.kind === 'hang') {
        res.write(chunk({ content: current.firstDelta }));
        res.on('close', () => {
          if (!res.writableEnded) {
            aborted += 1;
            for (const resolve of abortWaiters.splice(0)) resolve();
          }
        });
        return;
      }
      for (const delta of current.deltas) res.write(chunk({ content: delta }));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get aborted() {
      return aborted;
    },
    respondWith(next) {
      behaviour = next;
    },
    waitForAbort() {
      return new Promise<void>((resolve) => abortWaiters.push(resolve));
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
