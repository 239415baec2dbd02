// The scenario benchmark: one API instance (`node --import tsx src/main.ts`, NODE_ENV=production, its own process)
// on a copy of the seeded tenant (scenario-seed.ts: 500 users, 10,000 assistants, 1,000,000 calls), loaded from
// this process by scenario-load.ts (signed-in users, a request every 2 s each, and voice webhooks), open loop.
//   corepack pnpm --filter ./server exec tsx test/bench/scenario.ts --db=sqlite --users=200 --webhooks=200
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test corepack pnpm --filter ./server exec tsx \
//     test/bench/scenario.ts --db=postgres --users=200 --webhooks=200
// Options: --seconds=60 (measured) --warmup=10 --port=4700 --find-max (after the run: the most users whose
// p95 stays ≤ 100 ms with the same webhooks, doubling then halving the step, 30 s per step) --server=<a server/
// folder of another tree, e.g. a worktree of an older commit> --env=NAME=value (more server settings).
// Prints Markdown for BENCHMARKS.md: per request kind and overall p50/p95/p99/max and errors, the server's CPU
// (share of one core over the run) and the machine's load average. The seed is made on first use and kept.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Dialect } from '../../src/db/database';
import { testEnv } from '../helpers/test-env';
import { latencyTable, runScenarioLoad, type LoadResult } from './scenario-load';
import { BENCH_DIR, ensureSeed, runDatabase, type SeedMeta } from './scenario-seed';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const options = (name: string) =>
  process.argv
    .filter((arg) => arg.startsWith(`--${name}=`))
    .map((arg) => arg.slice(name.length + 3));

const PG_URL = option('pg-url') ?? testEnv.databaseUrl;
const PORT = Number(option('port') ?? 4700);
const SERVER_DIR = path.resolve(option('server') ?? path.join(__dirname, '../..'));
/** p95 the most users must hold (--find-max). */
const P95_LIMIT = 100;

/** CPU seconds (user + system) of a process so far, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function startServer(meta: SeedMeta, databaseUrl: string): Promise<ChildProcess> {
  const dataDir = path.join(BENCH_DIR, `data-${PORT}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const extra = Object.fromEntries(
    options('env').map((pair) => [
      pair.slice(0, pair.indexOf('=')),
      pair.slice(pair.indexOf('=') + 1),
    ]),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      SECRETS_ENCRYPTION_KEY: meta.secretsKey,
      DATA_DIR: dataDir,
      APP_DOMAIN: 'localhost',
      LOG_LEVEL: 'warn',
      ...extra,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not start in 300 s');
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Run {
  users: number;
  webhooks: number;
  result: LoadResult;
  /** The server process's CPU over the run, in cores (1 = one core busy all the time). */
  serverCores: number;
  load: number;
}

async function run(
  child: ChildProcess,
  meta: SeedMeta,
  users: number,
  webhooks: number,
  seconds: number,
  warmupSeconds: number,
): Promise<Run> {
  const pid = child.pid ?? 0;
  const cpu = cpuSeconds(pid);
  const began = Date.now();
  const result = await runScenarioLoad({
    baseUrl: `http://127.0.0.1:${PORT}`,
    meta,
    users,
    webhooks,
    seconds,
    warmupSeconds,
  });
  const serverCores = (cpuSeconds(pid) - cpu) / ((Date.now() - began) / 1000);
  return { users, webhooks, result, serverCores, load: os.loadavg()[0] ?? 0 };
}

const describe = (r: Run) =>
  `${r.users} users + ${r.webhooks} webhooks/s: ${r.result.rate} requests/s measured, server CPU ${r.serverCores.toFixed(2)} core, load average ${r.load.toFixed(1)}, generator send lag p99 ${r.result.sendLagP99} ms`;

/**
 * Waits until the server answers GET /api/health within 50 ms (at most 60 s): an overloaded step leaves requests
 * queued in the server after its clients gave up, which must not count against the next step.
 */
async function settled() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const began = performance.now();
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok && performance.now() - began < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The most users with overall p95 ≤ P95_LIMIT: doubling from `start`, then halving the step between pass and fail. */
async function findMax(child: ChildProcess, meta: SeedMeta, start: number, webhooks: number) {
  const steps: Run[] = [];
  const holds = (r: Run) => r.result.overall.p95 <= P95_LIMIT && r.result.overall.errors === 0;
  const tryUsers = async (users: number) => {
    await settled();
    const r = await run(child, meta, users, webhooks, 30, 5);
    steps.push(r);
    console.error(
      `find-max: ${describe(r)}, p95 ${r.result.overall.p95} ms, errors ${r.result.overall.errors}`,
    );
    return holds(r);
  };
  let pass = 0;
  let fail = 0;
  for (let users = start; users <= 6400; users *= 2) {
    if (await tryUsers(users)) pass = users;
    else {
      fail = users;
      break;
    }
  }
  if (fail === 0) return { most: pass, steps };
  if (pass === 0) {
    // Below the start: halve until one holds.
    for (let users = Math.floor(start / 2); users >= 10; users = Math.floor(users / 2)) {
      if (await tryUsers(users)) {
        pass = users;
        break;
      }
      fail = users;
    }
  }
  while (pass > 0 && fail - pass > Math.max(10, pass / 8)) {
    const mid = Math.round((pass + fail) / 2);
    if (await tryUsers(mid)) pass = mid;
    else fail = mid;
  }
  return { most: pass, steps };
}

async function main() {
  const dialects = (option('db') ?? 'sqlite').split(',') as Dialect[];
  const users = Number(option('users') ?? 200);
  const webhooks = Number(option('webhooks') ?? 200);
  const seconds = Number(option('seconds') ?? 60);
  const warmup = Number(option('warmup') ?? 10);
  const out: string[] = [];
  for (const dialect of dialects) {
    const meta = await ensureSeed(dialect, { pgUrl: PG_URL });
    const databaseUrl = await runDatabase(dialect, String(PORT), PG_URL);
    const child = await startServer(meta, databaseUrl);
    try {
      const r = await run(child, meta, users, webhooks, seconds, warmup);
      out.push(
        `### ${dialect}: ${describe(r)}`,
        '',
        latencyTable(r.result),
        '',
        ...(r.result.errorSamples.length
          ? [`Errors, e.g.: ${r.result.errorSamples.slice(0, 5).join('; ')}`, '']
          : []),
      );
      console.error(out.slice(-8).join('\n'));
      if (process.argv.includes('--find-max')) {
        const { most, steps } = await findMax(child, meta, users, webhooks);
        out.push(
          `${dialect}: the most users at overall p95 ≤ ${P95_LIMIT} ms (and no errors) with ${webhooks} webhooks/s: **${most}** (30 s per step):`,
          '',
          '| users | requests/s | p95 ms | p99 ms | errors | server CPU (cores) | load average |',
          '| --- | --- | --- | --- | --- | --- | --- |',
          ...steps.map(
            (s) =>
              `| ${s.users} | ${s.result.rate} | ${s.result.overall.p95} | ${s.result.overall.p99} | ${s.result.overall.errors} | ${s.serverCores.toFixed(2)} | ${s.load.toFixed(1)} |`,
          ),
          '',
        );
      }
    } finally {
      await stopServer(child);
    }
  }
  console.info(out.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
