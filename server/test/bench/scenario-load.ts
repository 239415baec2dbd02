// The scenario benchmark's load: signed-in users browsing and voice webhooks arriving, open loop (arrivals at a
// fixed average rate whatever the server's answers do, so a slow answer cannot hide the ones queued behind it:
// every latency counts from the time its request was due, not from when it could be sent). Run on its own,
// against any server of a seeded database (scenario-seed.ts), e.g. behind a proxy:
//   corepack pnpm --filter ./server exec tsx test/bench/scenario-load.ts --base-url=http://127.0.0.1:4700 \
//     --meta=/tmp/voice-scenario/sqlite/meta.json --users=200 --webhooks=200 --seconds=60 [--warmup=10]
//     [--app-domain=localhost] [--same-address] [--forwarded-for] [--json]
// or imported: runScenarioLoad(options) (scenario.ts starts the server and calls it).
// Users: each makes a request every 2 s on average (Poisson arrivals), chosen from its role's mix (userMix,
// resellerAdminMix, platformAdminMix below): 1 in 20 is one of the tenant's reseller admins, 1 in 200 (at least
// one) a platform admin. Webhooks: `webhooks` events a second, each either a new call's status-update or the
// end-of-call report of the oldest call still open, Bearer-authenticated with the tenant's secret. Each simulated
// user and each 50 events/s of webhooks has its own loopback source address (127.x.y.z), as clients have their
// own addresses for the per-IP rate limits (--same-address: all from one; --forwarded-for: the address also in
// X-Forwarded-For, for a server behind a proxy with TRUST_PROXY).
import fs from 'node:fs';
import http from 'node:http';
import { seededRandom, type Random } from '../helpers/fuzz';
import { bearer, endOfCallReport, statusUpdate } from '../helpers/vapi-messages';
import { percentile } from './helpers';
import {
  ASSISTANTS,
  SHAPE,
  TENANT,
  callIdOf,
  callOfUser,
  vapiIdOf,
  type SeedMeta,
  type SeedUser,
} from './scenario-seed';

export interface LoadOptions {
  /** Where to connect, e.g. http://127.0.0.1:4700 (the Host header names the tenant). */
  baseUrl: string;
  meta: SeedMeta;
  /** Signed-in users, each making a request every `thinkSeconds` on average. */
  users: number;
  /** Voice webhook events per second. */
  webhooks: number;
  /** Measured seconds (after the warm-up). */
  seconds: number;
  warmupSeconds?: number;
  thinkSeconds?: number;
  /** APP_DOMAIN of the server: the tenant is bench.<appDomain>. */
  appDomain?: string;
  /** Every request from one source address (127.0.0.1) instead of one per user. */
  sameAddress?: boolean;
  /** The source address in X-Forwarded-For too (a server behind a proxy that trusts it). */
  forwardedFor?: boolean;
  timeoutMs?: number;
  /** Seed of the choices (users, endpoints, pages), so that runs ask the same things. */
  randomSeed?: number;
}

export interface Latency {
  label: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  endpoints: Latency[];
  /** Every request, webhooks included. */
  overall: Latency;
  /** The users' requests only. */
  users: Latency;
  webhooks: Latency;
  /** How late the generator sent its requests (ms past their due time): large means the generator lagged. */
  sendLagP99: number;
  /** Requests per second actually due in the measured window. */
  rate: number;
  /** Some error answers: status and label, for the report. */
  errorSamples: string[];
}

const pick = (rand: Random, n: number) => Math.floor(rand() * n);

/** One kind of request: its label in the report, its weight in the role's mix, and its path. */
interface Kind {
  label: string;
  weight: number;
  path: (ctx: { rand: Random; u: number; meta: SeedMeta }) => string;
}

const DAY = 86_400_000;
/** 'YYYY-MM-DD' of `daysAgo` days before the seed. */
const dayOf = (meta: SeedMeta, daysAgo: number) =>
  new Date(meta.seededAt * 1000 - daysAgo * DAY).toISOString().slice(0, 10);
/** Some digits of call i's customer number (as the seed wrote it), as an admin types them. */
const customerDigits = (i: number) => String((i * 7919) % 10_000_000).padStart(7, '0');
const anyCall = (rand: Random) => pick(rand, SHAPE.calls);
const assistantOf = (meta: SeedMeta, u: number, j: number) =>
  meta.firstAssistant + u * SHAPE.assistantsPerUser + j;
const callsPerUser = SHAPE.calls / SHAPE.users;

/** A user of the tenant (its own 20 assistants and 2,000 calls). */
export const userMix: Kind[] = [
  { label: 'GET /api/user', weight: 10, path: () => '/api/user' },
  { label: 'GET /api/dashboard/stats', weight: 20, path: () => '/api/dashboard/stats' },
  { label: 'GET /api/assistants', weight: 10, path: () => '/api/assistants' },
  {
    label: 'GET /api/assistants?search',
    weight: 3,
    path: ({ rand, u }) =>
      `/api/assistants?search=${encodeURIComponent(`Assistant ${u}.${pick(rand, 20)}`)}`,
  },
  { label: 'GET /api/call-logs', weight: 15, path: () => '/api/call-logs' },
  { label: 'GET /api/call-logs?status', weight: 5, path: () => '/api/call-logs?status=failed' },
  {
    label: 'GET /api/call-logs?from&to (a month)',
    weight: 5,
    path: ({ rand, meta }) => {
      const start = 30 + pick(rand, 300);
      return `/api/call-logs?from=${dayOf(meta, start)}&to=${dayOf(meta, start - 30)}`;
    },
  },
  {
    label: 'GET /api/call-logs?assistant_id',
    weight: 5,
    path: ({ rand, u, meta }) =>
      `/api/call-logs?assistant_id=${assistantOf(meta, u, pick(rand, 20))}`,
  },
  {
    label: 'GET /api/call-logs?page (deep)',
    weight: 5,
    path: ({ rand }) => `/api/call-logs?page=${2 + pick(rand, Math.floor(callsPerUser / 15) - 1)}`,
  },
  {
    label: 'GET /api/call-logs/:callId',
    weight: 15,
    path: ({ rand, u }) =>
      `/api/call-logs/${callIdOf(callOfUser(u, pick(rand, 20), pick(rand, callsPerUser / 20)))}`,
  },
];

/** One of the tenant's reseller admins (its 500 users, 10,000 assistants, 1,000,000 calls). */
export const resellerAdminMix: Kind[] = [
  { label: 'GET /api/admin/dashboard/stats', weight: 20, path: () => '/api/admin/dashboard/stats' },
  { label: 'GET /api/assistants (admin)', weight: 10, path: () => '/api/assistants' },
  {
    label: 'GET /api/assistants?page&sort_by=name (admin, deep)',
    weight: 5,
    path: ({ rand }) =>
      `/api/assistants?sort_by=name&sort_order=asc&page=${1 + pick(rand, Math.ceil(ASSISTANTS / 9))}`,
  },
  {
    label: 'GET /api/assistants?search (admin)',
    weight: 5,
    path: ({ rand }) =>
      `/api/assistants?search=${encodeURIComponent(`Assistant ${pick(rand, SHAPE.users)}.`)}`,
  },
  { label: 'GET /api/admin/call-logs (tenant)', weight: 15, path: () => '/api/admin/call-logs' },
  {
    label: 'GET /api/admin/call-logs?page (tenant, deep)',
    weight: 5,
    path: ({ rand }) => `/api/admin/call-logs?page=${2 + pick(rand, 2_000)}`,
  },
  {
    label: 'GET /api/admin/call-logs?status (tenant)',
    weight: 5,
    path: () => '/api/admin/call-logs?status=failed',
  },
  {
    label: 'GET /api/admin/call-logs?assistant_id (tenant)',
    weight: 5,
    path: ({ rand, meta }) =>
      `/api/admin/call-logs?assistant_id=${meta.firstAssistant + pick(rand, ASSISTANTS)}`,
  },
  {
    label: 'GET /api/admin/call-logs?search (tenant phone search)',
    weight: 2,
    path: ({ rand }) => `/api/admin/call-logs?search=${customerDigits(anyCall(rand)).slice(1)}`,
  },
  {
    label: 'GET /api/admin/call-logs/:callId (tenant)',
    weight: 10,
    path: ({ rand }) => `/api/admin/call-logs/${callIdOf(anyCall(rand))}`,
  },
  {
    label: 'GET /api/admin/users?search (tenant)',
    weight: 15,
    path: ({ rand }) => `/api/admin/users?search=bench-user-${pick(rand, SHAPE.users)}`,
  },
];

/** A platform admin (every tenant). */
export const platformAdminMix: Kind[] = [
  {
    label: 'GET /api/admin/dashboard/stats (platform)',
    weight: 15,
    path: () => '/api/admin/dashboard/stats',
  },
  {
    label: 'GET /api/admin/call-logs?search (platform phone search)',
    weight: 20,
    path: ({ rand }) => `/api/admin/call-logs?search=${customerDigits(anyCall(rand)).slice(1)}`,
  },
  {
    label: 'GET /api/admin/call-logs?status (platform, no tenant filter)',
    weight: 20,
    path: () => '/api/admin/call-logs?status=failed',
  },
  { label: 'GET /api/admin/call-logs (platform)', weight: 10, path: () => '/api/admin/call-logs' },
  {
    label: 'GET /api/admin/users?search (platform)',
    weight: 15,
    path: ({ rand }) => `/api/admin/users?search=bench-user-${pick(rand, SHAPE.users)}`,
  },
  { label: 'GET /api/super-admin/resellers', weight: 10, path: () => '/api/super-admin/resellers' },
  {
    label: 'GET /api/admin/call-logs/:callId (platform)',
    weight: 10,
    path: ({ rand }) => `/api/admin/call-logs/${callIdOf(anyCall(rand))}`,
  },
];

function choose(rand: Random, mix: Kind[]): Kind {
  const total = mix.reduce((sum, kind) => sum + kind.weight, 0);
  let at = rand() * total;
  for (const kind of mix) {
    at -= kind.weight;
    if (at < 0) return kind;
  }
  return mix[mix.length - 1] as Kind;
}

/** A simulated user: its session, its mix, its index among the tenant's users, its source address. */
interface Persona {
  seedUser: SeedUser;
  mix: Kind[];
  u: number;
  address: string;
}

/** The loopback address of client n (127.1.0.1 to 127.1.0.254, then 127.1.1.1, ...; 127.2.x.y for the webhooks). */
const loopback = (net: number, n: number) =>
  `127.${net}.${Math.floor(n / 254) & 255}.${(n % 254) + 1}`;

function personas(meta: SeedMeta, users: number, sameAddress: boolean): Persona[] {
  return Array.from({ length: users }, (_, n) => {
    const address = sameAddress ? '127.0.0.1' : loopback(1, n);
    if (n % 200 === 100 || (users <= 100 && n === users - 1)) {
      const seedUser = meta.platformAdmins[n % meta.platformAdmins.length] as SeedUser;
      return { seedUser, mix: platformAdminMix, u: 0, address };
    }
    if (n % 20 === 10) {
      const seedUser = meta.resellerAdmins[n % meta.resellerAdmins.length] as SeedUser;
      return { seedUser, mix: resellerAdminMix, u: 0, address };
    }
    const u = n % meta.users.length;
    return { seedUser: meta.users[u] as SeedUser, mix: userMix, u, address };
  });
}

interface Sample {
  label: string;
  due: number;
  ms: number;
  ok: boolean;
  lag: number;
  webhook: boolean;
}

function summary(label: string, samples: Sample[]): Latency {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    label,
    count: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/** Runs the load; resolves when every measured request has answered (or timed out). */
export async function runScenarioLoad(options: LoadOptions): Promise<LoadResult> {
  const { meta } = options;
  const url = new URL(options.baseUrl);
  const appDomain = options.appDomain ?? 'localhost';
  const port = url.port ? `:${url.port}` : '';
  const hosts = { tenant: `${TENANT}.${appDomain}${port}`, main: `${appDomain}${port}` };
  const warmup = (options.warmupSeconds ?? 10) * 1000;
  const measured = options.seconds * 1000;
  const think = (options.thinkSeconds ?? 2) * 1000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  // Seeded: the same choices in every run.
  const rand = seededRandom(options.randomSeed ?? 1);
  const people = personas(meta, options.users, options.sameAddress ?? false);
  const agents = new Map<string, http.Agent>();
  const agentFor = (address: string) => {
    let agent = agents.get(address);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, localAddress: address });
      agents.set(address, agent);
    }
    return agent;
  };
  const samples: Sample[] = [];
  const errorSamples: string[] = [];
  let inFlight = 0;
  const began = performance.now();
  const end = warmup + measured;

  const send = (
    label: string,
    due: number,
    address: string,
    request: {
      method: string;
      path: string;
      host: string;
      headers: Record<string, string>;
      body?: string;
    },
  ) => {
    const lag = performance.now() - began - due;
    inFlight += 1;
    const record = (ok: boolean, detail: string) => {
      inFlight -= 1;
      const ms = performance.now() - began - due;
      if (!ok && errorSamples.length < 20) errorSamples.push(`${label}: ${detail}`);
      if (due >= warmup && due < end)
        samples.push({ label, due, ms, ok, lag, webhook: request.method === 'POST' });
    };
    const headers: Record<string, string> = { ...request.headers, host: request.host };
    if (options.forwardedFor) headers['x-forwarded-for'] = address;
    if (request.body !== undefined)
      headers['content-length'] = String(Buffer.byteLength(request.body));
    const req = http.request(
      {
        host: url.hostname,
        port: url.port || 80,
        method: request.method,
        path: request.path,
        agent: agentFor(address),
        headers,
        timeout: timeoutMs,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (body.length < 300) body += chunk;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          record(status >= 200 && status < 300, `${status} ${body.slice(0, 200)}`);
        });
        res.on('error', (error) => record(false, error.message));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', (error) => record(false, error.message));
    req.end(request.body);
  };

  // The users' arrivals: a Poisson process of rate users / think (each user's own process, merged).
  const userRate = options.users / think;
  // The webhooks' arrivals: a Poisson process of rate webhooks / s; open calls end oldest first.
  const webhookRate = options.webhooks / 1000;
  const webhookAddresses = Math.max(1, Math.ceil(options.webhooks / 50));
  const openCalls: { id: string; k: number; startedAt: number }[] = [];
  const runId = `${Date.now().toString(36)}`;
  let callSeq = 0;
  const exp = (rate: number) => -Math.log(1 - rand()) / rate;
  let nextUser = userRate > 0 ? exp(userRate) : Infinity;
  let nextWebhook = webhookRate > 0 ? exp(webhookRate) : Infinity;
  const secret = meta.webhookSecret;

  const fireUser = (due: number) => {
    const person = people[pick(rand, people.length)] as Persona;
    const kind = choose(rand, person.mix);
    send(kind.label, due, person.address, {
      method: 'GET',
      path: kind.path({ rand, u: person.u, meta }),
      host: person.seedUser.host === 'tenant' ? hosts.tenant : hosts.main,
      headers: { authorization: `Bearer ${person.seedUser.token}` },
    });
  };
  const fireWebhook = (due: number) => {
    const address = options.sameAddress ? '127.0.0.1' : loopback(2, pick(rand, webhookAddresses));
    const now = Date.now();
    const oldest = openCalls[0];
    if (oldest && (rand() < 0.5 || openCalls.length > 500)) {
      openCalls.shift();
      const body = endOfCallReport(
        { callId: oldest.id, vapiAssistantId: vapiIdOf(oldest.k) },
        {
          startedAt: new Date(oldest.startedAt).toISOString(),
          endedAt: new Date(now).toISOString(),
          timestamp: now,
        },
      );
      send('POST /api/webhooks/vapi (end-of-call-report)', due, address, {
        method: 'POST',
        path: '/api/webhooks/vapi',
        host: hosts.tenant,
        headers: bearer(secret),
        body,
      });
      return;
    }
    const call = {
      id: `sc-run-${runId}-${(callSeq += 1)}`,
      k: pick(rand, ASSISTANTS),
      startedAt: now,
    };
    openCalls.push(call);
    send('POST /api/webhooks/vapi (status-update)', due, address, {
      method: 'POST',
      path: '/api/webhooks/vapi',
      host: hosts.tenant,
      headers: bearer(secret),
      body: statusUpdate(
        { callId: call.id, vapiAssistantId: vapiIdOf(call.k) },
        'in-progress',
        now,
      ),
    });
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - began;
      while (nextUser <= now && nextUser < end) {
        fireUser(nextUser);
        nextUser += exp(userRate);
      }
      while (nextWebhook <= now && nextWebhook < end) {
        fireWebhook(nextWebhook);
        nextWebhook += exp(webhookRate);
      }
      if (now >= end) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  // The measured requests' answers (each ends by its timeout at the latest).
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  for (const agent of agents.values()) agent.destroy();

  const byLabel = new Map<string, Sample[]>();
  for (const sample of samples) {
    const list = byLabel.get(sample.label) ?? [];
    list.push(sample);
    byLabel.set(sample.label, list);
  }
  const lags = samples.map((s) => s.lag).sort((a, b) => a - b);
  return {
    endpoints: [...byLabel.entries()]
      .map(([label, list]) => summary(label, list))
      .sort((a, b) => a.label.localeCompare(b.label)),
    overall: summary('overall', samples),
    users: summary(
      'users',
      samples.filter((s) => !s.webhook),
    ),
    webhooks: summary(
      'webhooks',
      samples.filter((s) => s.webhook),
    ),
    sendLagP99: Math.round(percentile(lags, 99) * 10) / 10,
    rate: Math.round(samples.length / (measured / 1000)),
    errorSamples,
  };
}

/** The result as Markdown rows: | what | requests | errors | p50 | p95 | p99 | max |. */
export function latencyTable(result: LoadResult): string {
  const row = (l: Latency) =>
    `| ${l.label} | ${l.count} | ${l.errors} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} |`;
  return [
    '| request | count | errors | p50 ms | p95 ms | p99 ms | max ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...result.endpoints.map(row),
    row({ ...result.users, label: '**users\u2019 requests**' }),
    row({ ...result.webhooks, label: '**webhooks**' }),
    row({ ...result.overall, label: '**overall**' }),
  ].join('\n');
}

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

if (require.main === module) {
  const metaFile = option('meta') ?? '/tmp/voice-scenario/sqlite/meta.json';
  runScenarioLoad({
    baseUrl: option('base-url') ?? 'http://127.0.0.1:3000',
    meta: JSON.parse(fs.readFileSync(metaFile, 'utf8')) as SeedMeta,
    users: Number(option('users') ?? 200),
    webhooks: Number(option('webhooks') ?? 200),
    seconds: Number(option('seconds') ?? 60),
    warmupSeconds: Number(option('warmup') ?? 10),
    appDomain: option('app-domain') ?? 'localhost',
    sameAddress: process.argv.includes('--same-address'),
    forwardedFor: process.argv.includes('--forwarded-for'),
    randomSeed: Number(option('random-seed') ?? 1),
  })
    .then((result) => {
      if (process.argv.includes('--json')) console.info(JSON.stringify(result));
      else {
        console.info(latencyTable(result));
        console.info(`\nrate ${result.rate}/s, generator send lag p99 ${result.sendLagP99} ms`);
        if (result.errorSamples.length)
          console.info(`errors, e.g.:\n${result.errorSamples.join('\n')}`);
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
