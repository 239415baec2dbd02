// Authenticated reads through a reverse proxy: a pool of one API instance against a pool of two.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379 \
//     corepack pnpm --filter ./server exec tsx test/bench/cluster-throughput.ts
// Starts the cluster tests' deployment (test/cluster/harness.ts: two `node --import tsx src/main.ts` processes on one
// PostgreSQL schema, one Redis, one S3 bucket), then, for each proxy (the tests' Node proxy with keep-alive, and
// Caddy with deploy/Caddyfile when `caddy` is installed), runs a load generator on GET /api/user with one user's
// bearer token: a warm-up, then the measure, against one instance and against both. The load generator is wrk when
// it is installed (`apt-get install wrk`: a C program, so that it takes as little as possible of the cores the
// instances share with it), else autocannon in a child process; `--autocannon` forces autocannon. Prints a Markdown
// table for BENCHMARKS.md: requests/s, latency, and the API processes' CPU time per request (on a machine whose
// cores are shared with the proxy and the load generator, requests/s measures the machine; the CPU time per request
// says what a free core sustains).
import { execFile, fork } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { issueToken } from '../../src/domains/identity/auth/token-repository';
import { startCluster, type Cluster } from '../cluster/harness';
import { TestProxy } from '../cluster/proxy';
import { insertUser } from '../helpers/fixtures';
import { commandPath, DEPLOYED_CADDYFILE, processCpuMs, startCaddy } from './scale-out-proxy';

const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 32;
const ROUNDS = 2;

interface LoadResult {
  total: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** The child process: autocannon on argv's URL, token and duration; posts the result to its parent. */
async function load(url: string, token: string, seconds: number): Promise<void> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  const message: LoadResult = {
    total: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  process.send?.(message);
}

/** wrk's report (`--latency`) as a LoadResult; wrk counts a non-2xx answer as "Non-2xx or 3xx responses". */
function parseWrk(report: string): LoadResult {
  // A count wrk always prints: its absence is an error, never a 0 in the table.
  const number = (pattern: RegExp) => {
    const match = pattern.exec(report);
    if (!match?.[1]) throw new Error(`no ${String(pattern)} in wrk's report: ${report}`);
    return Number(match[1]);
  };
  // wrk prints this line only when some answers were not 2xx.
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(report);
  const ms = (percentile: string) => {
    const match = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s)$`, 'm').exec(report);
    if (!match?.[1]) throw new Error(`no ${percentile}% latency in wrk's report: ${report}`);
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  return {
    total: number(/(\d+) requests in /),
    rps: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    p50: ms('50'),
    p99: ms('99'),
    non2xx: Number(non2xx?.[1] ?? 0),
    errors: errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

const execFileAsync = promisify(execFile);
const WRK = process.argv.includes('--autocannon') ? null : commandPath('wrk');

/** wrk, asynchronously: the Node proxy answers from this process meanwhile. */
async function runWrk(
  wrk: string,
  url: string,
  token: string,
  seconds: number,
): Promise<LoadResult> {
  const { stdout } = await execFileAsync(
    wrk,
    [
      '--threads=1',
      `--connections=${CONNECTIONS}`,
      `--duration=${seconds}s`,
      '--latency',
      `--header=authorization: Bearer ${token}`,
      url,
    ],
    { encoding: 'utf8' },
  );
  return parseWrk(stdout);
}

async function runLoad(url: string, token: string, seconds: number): Promise<LoadResult> {
  if (WRK) return runWrk(WRK, url, token, seconds);
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--load', url, token, String(seconds)], {
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (message) => resolve(message as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
  });
}

interface Proxy {
  url: string;
  close(): Promise<void>;
}

async function nodeProxy(ports: number[]): Promise<Proxy> {
  const proxy = new TestProxy(ports, { keepAlive: true });
  const url = await proxy.listen();
  return { url, close: () => proxy.close() };
}

interface Row {
  proxy: string;
  instances: number;
  result: LoadResult;
  cpuPerRequest: number;
  /** The machine's 1-minute load average after the measure. */
  load: string;
}

async function measure(
  cluster: Cluster,
  token: string,
  label: string,
  make: (ports: number[]) => Promise<Proxy>,
  count: number,
): Promise<Row> {
  const pool = cluster.instances.slice(0, count);
  const proxy = await make(pool.map((instance) => instance.port));
  try {
    const url = `${proxy.url}/api/user`;
    await runLoad(url, token, WARM_UP_SECONDS);
    const pids = cluster.instances.map((instance) => instance.child.pid ?? 0);
    const before = pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
    const result = await runLoad(url, token, SECONDS);
    const after = pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(
        `${label} × ${count}: ${result.non2xx} non-2xx answers, ${result.errors} errors`,
      );
    }
    const row = {
      proxy: label,
      instances: count,
      result,
      cpuPerRequest: (after - before) / result.total,
      load: (os.loadavg()[0] ?? 0).toFixed(1),
    };
    console.info(JSON.stringify(row));
    return row;
  } finally {
    await proxy.close();
  }
}

async function main(): Promise<void> {
  const cluster = await startCluster({
    instances: 2,
    env: { RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'warn' },
  });
  try {
    const user = await insertUser(cluster.database.db);
    const lifetime = { tokenTtlHours: 1, rememberTtlDays: 1 };
    const { token } = await issueToken(cluster.database.db, user.id, false, lifetime);
    const proxies: [string, (ports: number[]) => Promise<Proxy>][] = [['Node proxy', nodeProxy]];
    const caddy = commandPath('caddy');
    if (caddy)
      proxies.push([
        'Caddy (deploy/Caddyfile)',
        (ports) => startCaddy(caddy, DEPLOYED_CADDYFILE, ports),
      ]);
    // Rounds interleaved (one, two, one, two...): the machine's load changes from minute to minute.
    const rows: Row[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [label, make] of proxies) {
        for (const count of [1, 2]) rows.push(await measure(cluster, token, label, make, count));
      }
    }
    const load = os.loadavg().map((value) => value.toFixed(1));
    const lines = [
      `GET /api/user (bearer token), ${WRK ? 'wrk (one thread)' : 'autocannon in a child process'}, ${CONNECTIONS} connections × ${SECONDS} s after a`,
      `${WARM_UP_SECONDS} s warm-up, through a proxy in front of one or two API processes (PostgreSQL, Redis), on`,
      `${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores; load average after the run ${load.join(', ')}):`,
      '',
      '| proxy | instances | req/s | × one | p50 ms | p99 ms | API CPU ms / request | load average (1 min) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ];
    rows.forEach((row, i) => {
      // × one: against the same proxy's one-instance run just before (same round).
      const one = row.instances === 2 ? rows[i - 1] : row;
      const ratio = one ? (row.result.rps / one.result.rps).toFixed(2) : '';
      lines.push(
        `| ${row.proxy} | ${row.instances} | ${row.result.rps} | ${ratio} | ${row.result.p50} | ${row.result.p99} | ${row.cpuPerRequest.toFixed(3)} | ${row.load} |`,
      );
    });
    console.info(lines.join('\n'));
  } finally {
    await cluster.close();
  }
}

const [mode, url, token, seconds] = process.argv.slice(2);
(mode === '--load' ? load(url ?? '', token ?? '', Number(seconds)) : main()).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
