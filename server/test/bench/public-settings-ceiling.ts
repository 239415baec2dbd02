// What GET /api/public-settings costs next to its ceiling (once a 70 % target), in alternating rounds so that
// the machine's changes of speed fall on every variant alike:
//   corepack pnpm --filter ./server exec tsx test/bench/public-settings-ceiling.ts [--rounds=6] [--seconds=4]
// One child process serves every variant, each on its own port: the app (rate limit on, LOG_LEVEL=warn), the app
// without its rate limit, a bare Fastify sending the app's very answer (status, headers and body, read from the app
// at start), the same answer with only the headers a JSON answer needs, and Fastify's hello-world. autocannon (100
// connections) runs in this process, one variant after another for `seconds`, each round starting with the next
// variant. Prints each variant's median req/s over the rounds and its % of the hello-world's median.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { buildApp } from '../../src/app';
import { openTestDatabase, testConfig } from '../helpers/test-app';
import { alternatingRounds, median } from './helpers';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROUNDS = Number(option('rounds') ?? 6);
const SECONDS = Number(option('seconds') ?? 4);

type Ports = Record<string, number>;

/** The child: every variant listening; prints their ports as one JSON line, stops on SIGTERM. */
async function serve() {
  const { database, dispose } = await openTestDatabase('sqlite');
  const port = (app: { server: { address(): unknown } }) =>
    (app.server.address() as AddressInfo).port;
  const apps: { close(): PromiseLike<unknown> }[] = [];
  const ports: Ports = {};
  let first: FastifyInstance | undefined;
  for (const [label, rateLimit] of [
    ['the app', { enabled: true, max: 1e9, authMax: 1e9 }],
    ['the app without its rate limit', { enabled: false, max: 0, authMax: 1e9 }],
  ] as const) {
    const app = await buildApp(testConfig({ logLevel: 'warn', rateLimit }), {
      database,
      logger: { level: 'warn', file: '/dev/null' },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    ports[label] = port(app);
    first ??= app;
  }
  if (!first) throw new Error('no app');
  const answer = await first.inject({ method: 'GET', url: '/api/public-settings' });
  // The headers Node adds itself (date, connection, keep-alive) and content-length are left to the bare servers.
  const own = Object.entries(answer.headers).filter(
    ([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
  );
  const jsonOnly = own.filter(([name]) => ['content-type', 'cache-control'].includes(name));
  for (const [label, headers] of [
    ["a bare Fastify sending the app's answer", own],
    ['the same body with content-type and cache-control only', jsonOnly],
  ] as const) {
    const bare = Fastify({ logger: false });
    bare.get('/api/public-settings', (_request, reply) => {
      for (const [name, value] of headers) reply.header(name, value);
      reply.send(answer.body);
    });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    apps.push(bare);
    ports[label] = port(bare);
  }
  const hello = Fastify({ logger: false });
  hello.get('/api/public-settings', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  apps.push(hello);
  ports["Fastify's hello-world"] = port(hello);
  console.info(JSON.stringify(ports));
  process.once('SIGTERM', () => {
    void Promise.all(apps.map((app) => app.close()))
      .then(dispose)
      .finally(() => process.exit(0));
  });
}

async function main() {
  const child = spawn(process.execPath, [...process.execArgv, __filename, '--child'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ports = await new Promise<Ports>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as Ports);
    });
    child.once('exit', (code) => reject(new Error(`the servers exited (${code})`)));
  });
  try {
    const labels = Object.keys(ports);
    for (const label of labels) {
      // Warm-up: one second each.
      await autocannon({
        url: `http://127.0.0.1:${ports[label]}/api/public-settings`,
        duration: 1,
      });
    }
    const rates = await alternatingRounds(labels, ROUNDS, async (label) => {
      const result = await autocannon({
        url: `http://127.0.0.1:${ports[label]}/api/public-settings`,
        connections: 100,
        duration: SECONDS,
      });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: failed requests`);
      return result.requests.total / SECONDS;
    });
    const hello = median(rates.get("Fastify's hello-world") ?? []);
    console.info(
      '| GET /api/public-settings from | median req/s | % of hello-world | every round |',
    );
    console.info('| --- | --- | --- | --- |');
    for (const [label, values] of rates) {
      console.info(
        `| ${label} | ${Math.round(median(values))} | ${((100 * median(values)) / hello).toFixed(1)} | ${values.map(Math.round).join(', ')} |`,
      );
    }
  } finally {
    child.kill('SIGTERM');
  }
}

const run = process.argv.includes('--child') ? serve : main;
void run().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
