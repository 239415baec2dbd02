// Does the server keep memory per request? The heap after a garbage collection, before and after rounds
// of requests on the hot reads, in one process with the app.
//   NODE_OPTIONS=--expose-gc corepack pnpm --filter ./server exec tsx test/bench/heap-under-load.ts [--rounds=3] [--requests=30000]
//   TEST_DATABASE_URL=postgres://... (same command, --databases=sqlite,postgres)
// Each database: a fresh migrated one, one user with an assistant, the rate limit on (high); the app listens on a
// free port and autocannon (10 connections, in this process) sends `requests` requests per round to each path.
// Real HTTP on purpose: app.inject itself keeps ≈ 10 KB per request in this Fastify (a bare Fastify app shows
// the same), so it cannot tell.
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { insertAssistant, insertUser, login } from '../helpers/fixtures';
import { createTestContext, databases, testConfig } from '../helpers/test-app';
import type { Dialect } from '../../src/db/database';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROUNDS = Number(option('rounds') ?? 3);
const REQUESTS = Number(option('requests') ?? 30_000);
const DATABASES = (option('databases')?.split(',') as Dialect[] | undefined) ?? databases;
const PATHS = ['/api/public-settings', '/api/user', '/api/assistants'];

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with NODE_OPTIONS=--expose-gc');

function heapMb(): number {
  gc?.();
  return process.memoryUsage().heapUsed / 1e6;
}

async function main() {
  const rows: string[] = [];
  for (const dialect of DATABASES) {
    const rateLimit = { ...testConfig().rateLimit, enabled: true, max: 1e9 };
    const ctx = await createTestContext(dialect, { config: { rateLimit } });
    try {
      const user = await insertUser(ctx.db);
      await insertAssistant(ctx.db, { user_id: user.id, name: 'Bench' });
      const token = await login(ctx.app, user);
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      for (const path of PATHS) {
        const heaps = [heapMb()];
        let failed = 0;
        for (let round = 0; round < ROUNDS; round += 1) {
          const result = await autocannon({
            url: `http://localhost:${port}${path}`,
            connections: 10,
            amount: REQUESTS,
            headers: { authorization: `Bearer ${token}` },
          });
          failed += result.non2xx + result.errors;
          heaps.push(heapMb());
        }
        rows.push(
          `| ${dialect} | GET ${path} | ${(ROUNDS * REQUESTS).toLocaleString('en')} | ${failed} | ` +
            `${heaps.map((mb) => mb.toFixed(1)).join(' → ')} |`,
        );
      }
    } finally {
      await ctx.close();
    }
  }
  console.info(
    `Heap used after a garbage collection (MB), before and after each round of ${REQUESTS.toLocaleString('en')} requests:\n`,
  );
  console.info('| database | case | requests | failed | heap MB |');
  console.info('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.info(row);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
