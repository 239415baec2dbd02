// What checking an API key costs a request once its lookup is cached (the public API's target: at most 0.1 ms).
//   corepack pnpm --filter ./server exec tsx test/bench/api-key-check.ts [--calls=200000] [--rounds=5]
// One SQLite database and the app in this process; a user's key. Each call does what the access hook does for a
// request bearing the key: read the bearer token, hash it (sha256), read the 1 s cache (and, once a second, the
// database: its reload is in the figure), check the owner's status and tenant, set request.user, check the
// route's scope. No HTTP around it: the figure is the key check alone. Prints the median of the rounds' mean cost
// per call, and for comparison the same with the cache's database reload on every call (a cold lookup).
import { performance } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';
import { apiKeyScopeAllows } from '@voice/contracts';
import { buildApp } from '../../src/app';
import { authenticate } from '../../src/plugins/auth';
import { createApiKey } from '../helpers/api-keys';
import { insertUser } from '../helpers/fixtures';
import { openTestDatabase, testConfig } from '../helpers/test-app';
import { median } from './helpers';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const CALLS = Number(option('calls') ?? 200_000);
const ROUNDS = Number(option('rounds') ?? 5);
const COLD_CALLS = 2_000;

async function main() {
  const { database, dispose } = await openTestDatabase('sqlite');
  const app = await buildApp(testConfig(), { database, logger: false });
  await app.ready();
  try {
    const user = await insertUser(database.db);
    const key = await createApiKey(app, user.id, ['assistants:read']);
    const tenant = { kind: 'platform', reseller: null, isMainHost: true } as const;
    const requestWithKey = () =>
      ({
        headers: { authorization: `Bearer ${key}` },
        ip: '127.0.0.1',
        tenant,
        user: null,
        apiKeyId: null,
        apiKeyName: null,
        apiKeyScopes: null,
      }) as unknown as FastifyRequest;
    const check = async () => {
      const request = requestWithKey();
      await authenticate(app, request);
      if (!apiKeyScopeAllows(request.apiKeyScopes ?? [], 'assistants:read')) {
        throw new Error('the key lost its scope');
      }
    };
    for (let i = 0; i < 10_000; i += 1) await check();

    const rounds: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = performance.now();
      for (let i = 0; i < CALLS; i += 1) await check();
      rounds.push(((performance.now() - start) * 1000) / CALLS);
    }
    const cold: number[] = [];
    for (let i = 0; i < COLD_CALLS; i += 1) {
      app.apiKeys.forget();
      const start = performance.now();
      await check();
      cold.push((performance.now() - start) * 1000);
    }
    const µs = (value: number) => `${value.toFixed(2)} µs`;
    console.info(
      `API key check, cached: ${µs(median(rounds))} per request (median of ${ROUNDS} rounds of ${CALLS.toLocaleString('en-US')}; rounds: ${rounds.map(µs).join(', ')})`,
    );
    console.info(
      `API key check, cold (database lookup every time): ${µs(median(cold))} median of ${COLD_CALLS.toLocaleString('en-US')}`,
    );
  } finally {
    await app.close();
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
