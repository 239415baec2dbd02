// What a page of the public API's call list costs at depth: the keyset cursor against the app's page numbers.
//   corepack pnpm --filter ./server exec tsx test/bench/public-api-pages.ts            SQLite
//   TEST_DATABASE_URL=postgres://... corepack pnpm --filter ./server exec tsx test/bench/public-api-pages.ts
//                                                                                     SQLite, then PostgreSQL
// Each database: a fresh migrated one, 100,000 calls of one user, the app in this process (app.inject, no HTTP:
// the figure is the route, its key check and its queries). Each case: the median of 200 requests of 100 calls.
// Prints a Markdown table for BENCHMARKS.md.
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';
import { encodeCursor } from '../../src/domains/integrations/public-api/cursor';
import { createApiKey } from '../helpers/api-keys';
import { insertUser, login } from '../helpers/fixtures';
import { databases, request, withTestContext } from '../helpers/test-app';
import { median } from './helpers';

const CALLS = 100_000;
const REQUESTS = 200;
const BASE = Date.parse('2026-01-01T00:00:00.000Z');

async function seed(db: Kysely<DB>, userId: number) {
  for (let first = 0; first < CALLS; first += 1000) {
    await db
      .insertInto('call_logs')
      .values(
        Array.from({ length: 1000 }, (_, j) => {
          const i = first + j;
          const at = new Date(BASE + i * 30_000).toISOString();
          return {
            call_id: `bench-${i}`,
            user_id: userId,
            status: i % 10 === 0 ? 'failed' : 'completed',
            duration: 60,
            start_time: at,
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .execute();
  }
  await sql`analyze`.execute(db);
}

/** The cursor after the `depth`-th newest call (as the previous page's next_cursor would be). */
async function cursorAt(db: Kysely<DB>, depth: number, status?: string) {
  let query = db.selectFrom('call_logs').select(['start_time', 'id']);
  if (status) query = query.where('status', '=', status);
  const row = await query
    .orderBy('start_time', 'desc')
    .orderBy('id', 'desc')
    .offset(depth - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  return encodeCursor({ key: row.start_time, id: row.id });
}

async function main() {
  const lines = [
    `A page of 100 calls, ${CALLS.toLocaleString('en')} calls of one user, median of ${REQUESTS} requests (app.inject):`,
    '',
    '| database | request | median ms |',
    '| --- | --- | --- |',
  ];
  for (const dialect of databases) {
    // No per-key limit here: the figure is the page's cost, not the limiter's refusals.
    await withTestContext(
      dialect,
      async (ctx) => {
        const user = await insertUser(ctx.db);
        await seed(ctx.db, user.id);
        const key = await createApiKey(ctx.app, user.id, ['calls:read']);
        const session = await login(ctx.app, user);
        const cases = [
          { label: 'v1, first page', url: '/api/v1/calls?limit=100', token: key },
          {
            label: 'v1, a cursor 90,000 calls deep',
            url: `/api/v1/calls?limit=100&cursor=${await cursorAt(ctx.db, 90_000)}`,
            token: key,
          },
          {
            label: 'v1, status=failed, a cursor 9,000 failed calls deep',
            url: `/api/v1/calls?limit=100&status=failed&cursor=${await cursorAt(ctx.db, 9_000, 'failed')}`,
            token: key,
          },
          {
            label: 'app, page 1 (offset)',
            url: '/api/call-logs?per_page=100&page=1',
            token: session,
          },
          {
            label: 'app, page 901 (offset 90,000)',
            url: '/api/call-logs?per_page=100&page=901',
            token: session,
          },
        ];
        for (const c of cases) {
          const times: number[] = [];
          for (let i = 0; i < REQUESTS + 20; i += 1) {
            const start = performance.now();
            const res = await request(ctx.app, { method: 'GET', url: c.url, token: c.token });
            const took = performance.now() - start;
            if (res.statusCode !== 200 || (res.json() as { data: unknown[] }).data.length !== 100) {
              throw new Error(`${c.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
            }
            if (i >= 20) times.push(took);
          }
          lines.push(`| ${dialect} | ${c.label} | ${median(times).toFixed(2)} |`);
        }
      },
      { config: { apiKeyRateLimit: 0 } },
    );
  }
  console.info(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
