// API throughput next to Fastify's ceiling.
//   corepack pnpm --filter ./server exec tsx test/bench/throughput.ts [--seconds=15] [--connections=100]
//       [--only=sqlite|postgres] [--case=<text of a case's label>] [--profile] [--server=<another copy of server/, for before/after figures>]
//       [--log-level=info] [--rounds=N]
//   TEST_DATABASE_URL=postgres://... (same command): SQLite, then PostgreSQL (a fresh schema)
// Each database: a fresh migrated one seeded with reseller "bench", one of its users with 3 assistants and 30
// calls; two child processes: a Fastify hello-world (hello-world.ts) and the real server (src/main.ts,
// NODE_ENV=production, LOG_LEVEL=warn, rate limit on but high). autocannon runs here, in the parent, against
// one of them at a time (connections × seconds per case, after a short warm-up). The machine is shared: every
// figure is compared with the hello-world of the same run (measured before and after the server's cases, the
// mean of both). Prints a Markdown table for BENCHMARKS.md.
// --rounds=N: the whole sequence (hello-world, every case, hello-world) N times on the same processes; each figure
// is then the median of the rounds (helpers.ts), each round's case compared with that round's hello-world, with the rounds'
// range beside it (the machine's speed drifts between minutes: one round can neither meet nor miss a target).
// --profile: the server child runs with --cpu-prof; the top self-time functions of its profile are printed.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../src/db/database';
import type { DB } from '../../src/db/schema';
import { insertAssistant, insertCall, insertReseller, insertUser } from '../helpers/fixtures';
import { databases, openTestDatabase } from '../helpers/test-app';
import { loginOnHost, median } from './helpers';

const SERVER_DIR = path.resolve(__dirname, '../..');
const HOST = 'bench.localhost';

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!arg) return undefined;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : 'true';
}

const SECONDS = Number(option('seconds') ?? 15);
const CONNECTIONS = Number(option('connections') ?? 100);
const WARM_UP_SECONDS = 2;
const ROUNDS = Math.max(1, Number(option('rounds') ?? 1));
const PROFILE = option('profile') === 'true';
/** The server's LOG_LEVEL: warn by default (no request logs); info is production's default (a line per request). */
const LOG_LEVEL = option('log-level') ?? 'warn';
const ONLY = option('only') as Dialect | undefined;
/** Only the cases whose label contains this text (e.g. --case=/api/user, with --profile). */
const CASE_FILTER = option('case');
/** Another copy of server/ to measure (e.g. a checkout of the previous commit), for before/after figures. */
const TARGET_DIR = path.resolve(option('server') ?? SERVER_DIR);

/** Reseller "bench", one of its users with 3 assistants and 30 calls over the last 30 days. */
async function seed(db: Kysely<DB>) {
  const resellerId = await insertReseller(db, { subdomain: 'bench' });
  const user = await insertUser(db, { reseller_id: resellerId, name: 'Bench User' });
  const assistants: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    assistants.push(
      await insertAssistant(db, {
        user_id: user.id,
        reseller_id: resellerId,
        name: `Bench Assistant ${i}`,
        phone_number: `+1415555000${i}`,
      }),
    );
  }
  const now = Date.now();
  for (let i = 0; i < 30; i += 1) {
    await insertCall(db, {
      user_id: user.id,
      reseller_id: resellerId,
      assistant_id: assistants[i % assistants.length] ?? null,
      start_time: new Date(now - i * 86_400_000 - 60_000).toISOString(),
      duration: 30 + i,
    });
  }
  return user;
}

/** Starts a child process and resolves with the URL it prints (`pattern`'s first group). */
function startChild(
  cwd: string,
  args: string[],
  env: Record<string, string>,
  pattern: RegExp,
): Promise<{ child: ChildProcess; url: string; pid: number }> {
  const child = spawn(process.execPath, args, {
    cwd,
    // Only what the case sets: no stray REDIS_URL, DATABASE_URL, ... from the shell.
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += String(chunk);
      const m = pattern.exec(out);
      if (m?.[1] && child.pid) {
        // From here on its output (request logs with --log-level=info) is read and dropped.
        child.stdout?.off('data', read).resume();
        resolve({ child, url: m[1].replace('localhost', '127.0.0.1'), pid: child.pid });
      }
    };
    child.stdout?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}): ${out}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

interface Case {
  label: string;
  url: string;
  headers: Record<string, string>;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time (user + system) of the answering process per request, in ms. */
  cpuMs: number;
  errors: number;
}

/** A process's CPU time so far, in ms (Linux: /proc/<pid>/stat, utime + stime in clock ticks of 10 ms). */
function cpuTimeMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function load(c: Case, seconds: number, pid: number): Promise<Measured> {
  const cpuBefore = cpuTimeMs(pid);
  const result = await autocannon({
    url: c.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: c.headers,
  });
  if (result.non2xx > 0) throw new Error(`${c.label}: ${result.non2xx} non-2xx answers`);
  // Timeouts (10 s) on a saturated machine are counted, not fatal: the table shows them.
  if (result.errors > 0) console.warn(`${c.label}: ${result.errors} errors (timeouts)`);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: (cpuTimeMs(pid) - cpuBefore) / Math.max(1, result.requests.total),
    errors: result.errors,
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Where a profiled function lives: a package name, a file of server/src, or a node: module. */
function ownerOf(url: string): string {
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(
    url,
  );
  if (inPackage?.[1]) return inPackage[1];
  return url.replace(/^file:\/\//, '').replace(`${SERVER_DIR}/`, '') || '(native)';
}

/** The top self-time functions and packages of a .cpuprofile, in % of the busy (not idle) samples. */
function summariseProfile(file: string, top = 25): string[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const functions = new Map<string, number>();
  const owners = new Map<string, number>();
  let busy = 0;
  for (const id of profile.samples) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    busy += 1;
    const owner = ownerOf(frame.url);
    const key = `${frame.functionName || '(anonymous)'} ${owner}:${frame.lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + 1);
    owners.set(owner, (owners.get(owner) ?? 0) + 1);
  }
  const list = (counts: Map<string, number>, n: number) =>
    [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, count]) => `${((count / busy) * 100).toFixed(1).padStart(5)} %  ${key}`);
  return [
    `${busy} busy samples of ${profile.samples.length}; by function (self time):`,
    ...list(functions, top),
    'by package or file (self time):',
    ...list(owners, 15),
  ];
}

interface Round {
  /** hello-world before and after the cases */
  before: Measured;
  after: Measured;
  /** one per case, in order */
  results: Measured[];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A median with the range of the rounds beside it ("61.2 (58.0–64.9)"), or the one round's figure. */
function figure(
  values: number[],
  format: (value: number) => string = (value) => String(oneDecimal(value)),
): string {
  if (values.length === 1) return format(values[0] as number);
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

/** The table's rows of one database: hello-world, then each case against the hello-world of its own round. */
function tableRows(dialect: Dialect, cases: Case[], rounds: Round[], load1: string): string[] {
  const ms = (value: number) => value.toFixed(3);
  const pick = (get: (round: Round) => number) => rounds.map(get);
  // hello-world's figure before and after the cases: "before / after"
  const pair = (get: (m: Measured) => number, format?: (value: number) => string) => {
    const before = figure(
      pick((r) => get(r.before)),
      format,
    );
    const after = figure(
      pick((r) => get(r.after)),
      format,
    );
    return `${before} / ${after}`;
  };
  const rows = [
    `| ${dialect} | Fastify hello-world (before / after) | ${pair((m) => m.rps)} | 100 | ${pair((m) => m.p50)} | ${pair((m) => m.p99)} | ${pair((m) => m.cpuMs, ms)} | 100 | ${load1} |`,
  ];
  cases.forEach((c, i) => {
    const of = (r: Round) => r.results[i] as Measured;
    const share = pick((r) => oneDecimal((of(r).rps / ((r.before.rps + r.after.rps) / 2)) * 100));
    const cpuShare = pick((r) =>
      oneDecimal(((r.before.cpuMs + r.after.cpuMs) / 2 / of(r).cpuMs) * 100),
    );
    const errors = pick((r) => of(r).errors).reduce((a, b) => a + b, 0);
    rows.push(
      `| ${dialect} | ${c.label}${errors ? ` (${errors} timeouts)` : ''} | ${figure(pick((r) => of(r).rps))} | ${figure(share)} | ${figure(pick((r) => of(r).p50))} | ${figure(pick((r) => of(r).p99))} | ${figure(
        pick((r) => of(r).cpuMs),
        ms,
      )} | ${figure(cpuShare)} | ${load1} |`,
    );
  });
  return rows;
}

async function runDialect(dialect: Dialect, lines: string[]) {
  const fresh = await openTestDatabase(dialect);
  const user = await seed(fresh.database.db);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-throughput-prof-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-throughput-data-'));
  const children: ChildProcess[] = [];
  try {
    const hello = await startChild(
      SERVER_DIR,
      ['--import', 'tsx', 'test/bench/hello-world.ts'],
      {},
      /listening (\S+)/,
    );
    children.push(hello.child);
    const server = await startChild(
      TARGET_DIR,
      [
        ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        '--import',
        'tsx',
        'src/main.ts',
      ],
      {
        ...fresh.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'bench-admin@example.com',
        ADMIN_PASSWORD: 'bench-password-123',
        LOG_LEVEL: LOG_LEVEL,
        RATE_LIMIT_MAX: '1000000000',
      },
      /App running at (\S+)/,
    );
    children.push(server.child);
    const token = await loginOnHost(server.url, HOST, user);
    const auth = { host: HOST, authorization: `Bearer ${token}` };
    const helloCase: Case = { label: 'Fastify hello-world', url: `${hello.url}/`, headers: {} };
    const cases: Case[] = [
      {
        label: 'GET /api/public-settings (main host)',
        url: `${server.url}/api/public-settings`,
        headers: { host: 'localhost' },
      },
      {
        label: 'GET /api/public-settings (reseller host)',
        url: `${server.url}/api/public-settings`,
        headers: { host: HOST },
      },
      { label: 'GET /api/user', url: `${server.url}/api/user`, headers: auth },
      { label: 'GET /api/assistants', url: `${server.url}/api/assistants`, headers: auth },
      {
        label: 'GET /api/dashboard/stats',
        url: `${server.url}/api/dashboard/stats`,
        headers: auth,
      },
    ];
    if (CASE_FILTER)
      cases.splice(0, cases.length, ...cases.filter((c) => c.label.includes(CASE_FILTER)));
    const pidOf = (c: Case) => (c === helloCase ? hello.pid : server.pid);
    for (const c of [helloCase, ...cases]) await load(c, WARM_UP_SECONDS, pidOf(c));
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await load(helloCase, SECONDS, hello.pid);
      const results: Measured[] = [];
      for (const c of cases) results.push(await load(c, SECONDS, server.pid));
      const after = await load(helloCase, SECONDS, hello.pid);
      rounds.push({ before, after, results });
    }
    const load1 = os.loadavg()[0]?.toFixed(1) ?? '?';
    lines.push(...tableRows(dialect, cases, rounds, load1));
  } finally {
    for (const child of children) await stopChild(child);
    await fresh.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (PROFILE) {
    // The main thread's profile is the largest (tsx's loader thread writes a small one).
    const files = fs
      .readdirSync(profileDir)
      .map((name) => path.join(profileDir, name))
      .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
    if (files[0]) {
      console.info(`\n${dialect}: ${files[0]}`);
      console.info(summariseProfile(files[0]).join('\n'));
    }
  }
}

async function main() {
  const lines = [
    `autocannon ${CONNECTIONS} connections × ${SECONDS} s per case, from the parent process${ROUNDS > 1 ? `, ${ROUNDS} rounds (median, and the rounds' range)` : ''}; hello-world and the`,
    'server each in their own child process; % of the mean of the hello-world runs before and after. CPU ms /',
    "request: the answering process's own CPU time (user + system; PostgreSQL's work is not in it); its % is",
    "hello-world's CPU per request over the case's: what share of hello-world's rate one free core would give:",
    '',
    '| database | case | req/s | % of hello-world | p50 ms | p99 ms | CPU ms / request | % of hello-world (CPU) | load avg |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const dialect of databases) {
    if (ONLY && dialect !== ONLY) continue;
    await runDialect(dialect, lines);
  }
  console.info(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
