import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a receiver got: the headers and the raw body, with when. */
export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A local receiver of event webhooks: answers `answer(request)` (a status) and keeps what it received. Its port
 * is kept across stop()/start(port), so a test may take it down and bring it back at the same URL.
 */
export class EventReceiver {
  readonly received: Received[] = [];
  answer: (got: Received) => number = () => 200;
  private server: http.Server | null = null;
  port = 0;

  async start(port = this.port): Promise<void> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const got = {
          path: req.url ?? '/',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        };
        this.received.push(got);
        res.writeHead(this.answer(got), { 'content-type': 'text/plain' }).end('thanks');
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  url(path = '/hooks'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** The received bodies on this path, parsed. */
  bodiesAt(
    path: string,
  ): { id: number; type: string; created_at: string; data: Record<string, unknown> }[] {
    return this.received.filter((got) => got.path === path).map((got) => JSON.parse(got.body));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The documented check: x-webhook-signature is sha256=hex(HMAC-SHA256(secret, "{x-webhook-timestamp}.{body}")). */
export function signatureVerifies(secret: string, got: Received): boolean {
  const timestamp = String(got.headers['x-webhook-timestamp']);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${got.body}`).digest('hex')}`;
  return got.headers['x-webhook-signature'] === expected;
}

export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
