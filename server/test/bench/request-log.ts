// What request logging at production's LOG_LEVEL=info costs: Fastify's default two lines per request
// against this app's one (lib/request-log.ts), and no request lines at all (warn), on the same app.
//   corepack pnpm --filter ./server exec tsx test/bench/request-log.ts [--rounds=6] [--seconds=4]
// One SQLite database; three copies of the app in this process (each logs to /dev/null through pino's
// synchronous file destination, as to stdout), each listening; autocannon (10 connections, in this process)
// sends GET /api/user to each in turn for `seconds`, round after round, so the machine's changes of speed fall on
// all three alike (each round starts with the next one). Prints each one's median req/s over the rounds.
import autocannon from 'autocannon';
import { LogController, type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { requestSerializer } from '../../src/lib/log-redaction';
import { insertUser, login } from '../helpers/fixtures';
import { openTestDatabase, testConfig } from '../helpers/test-app';
import { alternatingRounds, median } from './helpers';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROUNDS = Number(option('rounds') ?? 6);
const SECONDS = Number(option('seconds') ?? 4);

async function main() {
  const { database, dispose } = await openTestDatabase('sqlite');
  const variants: { label: string; app: FastifyInstance; port: number }[] = [];
  try {
    const user = await insertUser(database.db);
    const config = testConfig({ logLevel: 'info' });
    for (const [label, level, controller] of [
      ["Fastify's default: two lines (info)", 'info', new LogController()],
      ['this app: one line (info)', 'info', undefined],
      ['no request lines (warn)', 'warn', undefined],
    ] as const) {
      const app = await buildApp(
        { ...config, logLevel: level },
        {
          database,
          logger: { level, file: '/dev/null', serializers: { req: requestSerializer } },
          ...(controller ? { logController: controller } : {}),
        },
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      variants.push({ label, app, port: (app.server.address() as AddressInfo).port });
    }
    const first = variants[0];
    if (!first) throw new Error('no app');
    const token = await login(first.app, user);
    const rates = await alternatingRounds(variants, ROUNDS, async (variant) => {
      const result = await autocannon({
        url: `http://127.0.0.1:${variant.port}/api/user`,
        connections: 10,
        duration: SECONDS,
        headers: { authorization: `Bearer ${token}` },
      });
      return result.requests.total / SECONDS;
    });
    console.info('| logging | median req/s | every round |\n| --- | --- | --- |');
    for (const [{ label }, figures] of rates) {
      console.info(
        `| ${label} | ${Math.round(median(figures))} | ${figures.map(Math.round).join(', ')} |`,
      );
    }
  } finally {
    for (const { app } of variants) await app.close();
    await dispose();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
