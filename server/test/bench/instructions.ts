// The server's user-space instructions per request, counted by valgrind (callgrind): the same for the same code
// whatever else the machine is doing, so that two trees can be compared on a noisy shared machine where req/s and
// CPU time swing by 2× between minutes.
//   corepack pnpm --filter ./server exec tsx test/bench/instructions.ts [--url=/api/public-settings]
//       [--requests=1000,5000] [--server=<another copy of server/, for a before figure>] [--port=3391]
//       [--hello-world] (Fastify's hello-world of test/bench/hello-world.ts instead, GET /: the ceiling's count)
//       [--signed-in] (as the first admin, with a bearer token from POST /api/login: e.g. --url=/api/user)
// Starts `src/main.ts` (NODE_ENV=production, SQLite in a fresh folder, LOG_LEVEL=warn, rate limit on) under
// callgrind twice, sends it the first number of sequential keep-alive requests, then the second, stops it, and
// reports (second total − first total) / (second − first): start-up, module loading and the first requests'
// compilation mostly cancel out. Each run takes 3–5 minutes (valgrind runs Node 50–100× slower). Two runs of one
// tree agree within about 3 % at 1,000 and 5,000 requests; at 500 and 2,500 they differed by 9 %.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const URL_PATH = option('url') ?? '/api/public-settings';
const [FEW, MANY] = (option('requests') ?? '1000,5000').split(',').map(Number) as [number, number];
const SERVER_DIR = path.resolve(option('server') ?? path.join(__dirname, '..', '..'));
const HELLO_WORLD = process.argv.includes('--hello-world');
const SCRIPT = HELLO_WORLD ? 'test/bench/hello-world.ts' : 'src/main.ts';
const PATH = HELLO_WORLD ? '/' : URL_PATH;
const SIGNED_IN = process.argv.includes('--signed-in');
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-123' };

/** A bearer token of the first admin (one scrypt under valgrind: a few seconds). */
async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** Total instructions of one callgrind run of the server answering `requests` requests. */
async function countRun(requests: number, port: number): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-instructions-'));
  const out = path.join(dir, 'callgrind.out');
  const child = spawn(
    '/usr/bin/valgrind',
    [
      '--tool=callgrind',
      '--cache-sim=no',
      '--branch-sim=no',
      // V8 writes machine code at run time.
      '--smc-check=all-non-file',
      `--callgrind-out-file=${out}`,
      process.execPath,
      '--import',
      'tsx',
      SCRIPT,
      ...(HELLO_WORLD ? [`--port=${port}`] : []),
    ],
    {
      cwd: SERVER_DIR,
      stdio: 'ignore',
      // Only what the run sets: no stray REDIS_URL, DATABASE_URL, ... from the shell.
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dir,
        DATABASE_URL: `sqlite://${path.join(dir, 'app.db')}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000000',
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let waited = 0; ; waited += 1) {
      if (waited > 600) throw new Error('the server did not start under valgrind in 10 minutes');
      const up = await fetch(`${base}${HELLO_WORLD ? '/' : '/api/health'}`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const result = await autocannon({
      url: `${base}${PATH}`,
      connections: 1,
      amount: requests,
      headers: {
        host: 'localhost',
        ...(SIGNED_IN ? { authorization: `Bearer ${await adminToken(base)}` } : {}),
      },
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${PATH}: failed requests`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  const totals = /^totals: (\d+)/m.exec(fs.readFileSync(out, 'utf8'));
  fs.rmSync(dir, { recursive: true, force: true });
  if (!totals?.[1]) throw new Error('no totals in the callgrind output');
  return Number(totals[1]);
}

async function main() {
  // The two runs side by side (2 cores): their counts do not depend on each other.
  const [few, many] = await Promise.all([
    countRun(FEW, Number(option('port') ?? 3391)),
    countRun(MANY, Number(option('port') ?? 3391) + 1),
  ]);
  const perRequest = Math.round((many - few) / (MANY - FEW));
  console.info(
    `${SERVER_DIR}${HELLO_WORLD ? ' (hello-world)' : ''}: GET ${PATH}: ${perRequest.toLocaleString('en-US')} instructions a request ` +
      `(${few.toLocaleString('en-US')} with ${FEW} requests, ${many.toLocaleString('en-US')} with ${MANY})`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
