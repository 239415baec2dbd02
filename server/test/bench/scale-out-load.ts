// The open-loop load generator of scale-out.ts, in its own process (outside the instances' CPU quotas): requests
// arrive at a fixed rate whatever the answers do, and each one's latency is counted from the moment it was due, so a
// stalled instance shows in p95/p99 instead of slowing the generator down (no coordinated omission).
// Reads a LoadPlan as JSON from argv[2], posts a LoadReport to its parent.
import http from 'node:http';
import { bearer, endOfCallReport } from '../helpers/vapi-messages';
import { percentile } from './helpers';

/** A signed-in read: GET `path` with the user's bearer token on the tenant's host. */
export interface ReadKind {
  name: string;
  path: string;
}

export interface LoadPlan {
  /** Base URLs (an instance each, or one proxy); arrivals go round robin over them. */
  targets: string[];
  /** Requests per second, all kinds together. */
  rate: number;
  /** Measured seconds, after `warmupSeconds` at the same rate whose answers are not counted. */
  seconds: number;
  warmupSeconds: number;
  host: string;
  token: string;
  reads: ReadKind[];
  /** One arrival in `readsEvery` is a read (of a kind drawn at random), the others are webhooks; 1: reads only,
   *  0: webhooks only. */
  readsEvery: number;
  webhook: { secret: string; assistants: string[]; prefix: string };
}

export interface KindReport {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadReport {
  /** Arrivals due in the measured window, and those answered with a 2xx. */
  sent: number;
  ok: number;
  /** Non-2xx answers, by status, and connection errors or timeouts (10 s). */
  statuses: Record<string, number>;
  errors: number;
  all: KindReport;
  kinds: Record<string, KindReport>;
  /** The generator's own CPU time (ms), to show it was not the limit. */
  cpuMs: number;
}

const TIMEOUT_MS = 10_000;

/** A seeded generator (mulberry32): every run draws the same sequence of requests. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function summarise(samples: number[]): KindReport {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}

export async function runLoad(plan: LoadPlan): Promise<LoadReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const urls = plan.targets.map((target) => new URL(target));
  const random = seeded(27);
  const samples = new Map<string, number[]>();
  const statuses: Record<string, number> = {};
  let errors = 0;
  let ok = 0;
  let pending = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const total = Math.round(plan.rate * (plan.warmupSeconds + plan.seconds));
  const firstMeasured = Math.round(plan.rate * plan.warmupSeconds);

  const send = (index: number, due: number) => {
    const url = urls[index % urls.length] as URL;
    // Drawn, not cycled: a cycle in step with the targets' (or the proxy's) round robin would send each instance
    // its own kinds of request.
    const isRead = plan.readsEvery > 0 && random() * plan.readsEvery < 1;
    const read = plan.reads[Math.floor(random() * plan.reads.length)];
    const kind = isRead && read ? read.name : 'POST /api/webhooks/vapi';
    let body: string | undefined;
    let headers: Record<string, string | number>;
    if (isRead && read) {
      headers = { host: plan.host, authorization: `Bearer ${plan.token}` };
    } else {
      const { assistants, prefix, secret } = plan.webhook;
      body = endOfCallReport(
        {
          callId: `${prefix}-${index}`,
          vapiAssistantId: assistants[index % assistants.length] ?? '',
        },
        { startedAt: new Date(Date.now() - 600_000).toISOString() },
      );
      headers = { ...bearer(secret), 'content-length': Buffer.byteLength(body) };
    }
    pending += 1;
    const measured = index >= firstMeasured;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: body === undefined ? 'GET' : 'POST',
        path: isRead && read ? read.path : '/api/webhooks/vapi',
        headers,
        agent,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          pending -= 1;
          if (!measured) return;
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) {
            ok += 1;
            const list = samples.get(kind) ?? [];
            list.push(performance.now() - due);
            samples.set(kind, list);
          } else {
            statuses[status] = (statuses[status] ?? 0) + 1;
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => {
      pending -= 1;
      if (measured) errors += 1;
    });
    req.end(body);
  };

  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const elapsed = (performance.now() - started) / 1000;
      const due = Math.min(total, Math.floor(elapsed * plan.rate));
      for (; next < due; next += 1) send(next, started + (next / plan.rate) * 1000);
      if (next < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  // Every request answered or timed out.
  while (pending > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  agent.destroy();
  const cpu = process.cpuUsage(cpuBefore);
  const kinds = Object.fromEntries([...samples].map(([kind, list]) => [kind, summarise(list)]));
  return {
    sent: total - firstMeasured,
    ok,
    statuses,
    errors,
    all: summarise([...samples.values()].flat()),
    kinds,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  };
}

if (process.send && process.argv[2]) {
  runLoad(JSON.parse(process.argv[2]) as LoadPlan).then(
    (report) => process.send?.(report),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
