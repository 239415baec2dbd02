import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One API instance behind the proxy. */
export interface Upstream {
  port: number;
  /** false after a connection error, until markUp (the test's stand-in for a health check). */
  up: boolean;
  /** Requests sent to it whose answer has not come back yet. */
  inFlight: number;
  /** Requests sent to it, and those it answered (any status). */
  sent: number;
  answered: number;
}

export interface ProxyOptions {
  /** Reuse connections to the instances (faster); off: a new connection per request, so a stopped instance is
   *  always seen as "connection refused" before any byte of a request is sent (and the request can be retried). */
  keepAlive?: boolean;
  /** GET /api/ready on every instance this often: up while it answers 200 (like Caddy's active health checks). */
  healthCheckMs?: number;
}

/**
 * A small round-robin reverse proxy, like the deployment's (deploy/Caddyfile) for the cluster tests: it sets
 * X-Forwarded-For/-Host/-Proto, marks an instance down on a connection error, and sends a request to the next
 * instance only when the failed one never got a byte of it (connection refused), so a write that may have reached
 * an instance is never sent twice. Other failures answer 502.
 */
export class TestProxy {
  readonly upstreams: Upstream[];
  /** Requests answered 502 by the proxy itself. */
  failed = 0;
  private next = 0;
  private readonly server: http.Server;
  private readonly agent: http.Agent;
  private readonly timer: NodeJS.Timeout | null;

  constructor(ports: number[], options: ProxyOptions = {}) {
    this.upstreams = ports.map((port) => ({ port, up: true, inFlight: 0, sent: 0, answered: 0 }));
    this.agent = new http.Agent({ keepAlive: options.keepAlive ?? false, maxSockets: 256 });
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => this.forward(req, res, Buffer.concat(chunks), this.upstreams.length));
    });
    const every = options.healthCheckMs;
    this.timer = every ? setInterval(() => this.checkHealth(), every) : null;
  }

  private checkHealth(): void {
    for (const upstream of this.upstreams) {
      http
        .get(
          { host: '127.0.0.1', port: upstream.port, path: '/api/ready', agent: false },
          (res) => {
            upstream.up = res.statusCode === 200;
            res.resume();
          },
        )
        .on('error', () => {
          upstream.up = false;
        });
    }
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.agent.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  markUp(port: number): void {
    const upstream = this.upstreams.find((candidate) => candidate.port === port);
    if (upstream) upstream.up = true;
  }

  private pick(): Upstream | undefined {
    for (let i = 0; i < this.upstreams.length; i += 1) {
      const upstream = this.upstreams[(this.next + i) % this.upstreams.length];
      if (upstream?.up) {
        this.next = (this.next + i + 1) % this.upstreams.length;
        return upstream;
      }
    }
    return undefined;
  }

  private forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Buffer,
    triesLeft: number,
  ): void {
    const upstream = this.pick();
    if (!upstream || triesLeft === 0) {
      this.failed += 1;
      res.writeHead(502).end('no instance available');
      return;
    }
    const client = req.socket.remoteAddress ?? '';
    const forwardedFor = req.headers['x-forwarded-for'];
    const headers = {
      ...req.headers,
      'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${client}` : client,
      'x-forwarded-host': req.headers.host ?? '',
      'x-forwarded-proto': 'http',
      'content-length': String(body.length),
    };
    delete headers['transfer-encoding'];
    delete headers.connection;
    upstream.inFlight += 1;
    upstream.sent += 1;
    let done = false;
    const finish = () => {
      if (!done) upstream.inFlight -= 1;
      done = true;
    };
    const out = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
        agent: this.agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => {
          finish();
          upstream.answered += 1;
        });
        answer.on('error', () => {
          finish();
          res.destroy();
        });
      },
    );
    out.on('error', (error: NodeJS.ErrnoException) => {
      finish();
      upstream.up = false;
      if (res.headersSent) {
        res.destroy();
      } else if (error.code === 'ECONNREFUSED') {
        // Not one byte reached the instance: the next one may take the request, whatever its method.
        this.forward(req, res, body, triesLeft - 1);
      } else {
        this.failed += 1;
        res.writeHead(502).end('upstream failed');
      }
    });
    out.end(body);
  }
}
