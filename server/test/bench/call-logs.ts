// The call-log lists and CSV export with many calls in one reseller's tenant.
//   corepack pnpm --filter ./server exec tsx test/bench/call-logs.ts --calls=200000          SQLite
//   TEST_DATABASE_URL=postgres://... corepack pnpm --filter ./server exec tsx test/bench/call-logs.ts --calls=200000
//                                                                          SQLite, then PostgreSQL
// Each database: a fresh migrated one, --calls calls (default 200,000) of 50 users and 20 assistants of reseller
// "bench" spread over 400 days (with their per-day totals), then each list query (count + page) timed through the app (median of 7 runs
// after a warm-up) and one full CSV export of the tenant. Prints a Markdown table.
import http from 'node:http';
import { sql, type Kysely } from 'kysely';
import type { DB, NewCallLog } from '../../src/db/schema';
import {
  applyCallStatDeltas,
  readCallFacts,
} from '../../src/domains/calls/ingestion/call-stats-repository';
import { insertAssistant, insertReseller, insertUser, login } from '../helpers/fixtures';
import { withTestContext, databases, request, type TestContext } from '../helpers/test-app';

const callsArgument = process.argv.find((arg) => arg.startsWith('--calls='));
const CALLS = callsArgument ? Number(callsArgument.slice('--calls='.length)) : 200_000;
const USERS = 50;
const ASSISTANTS = 20;
const HOST = 'bench.localhost';
const STATUSES = ['completed', 'completed', 'completed', 'failed', 'in-progress'];

async function seed(db: Kysely<DB>, dialect: string) {
  const resellerId = await insertReseller(db, { subdomain: 'bench' });
  const admin = await insertUser(db, { role: 'reseller_admin', reseller_id: resellerId });
  const users = [];
  for (let i = 0; i < USERS; i += 1) users.push(await insertUser(db, { reseller_id: resellerId }));
  const assistants: { id: number; user: number }[] = [];
  for (let i = 0; i < ASSISTANTS; i += 1) {
    const user = users[i % USERS]?.id as number;
    assistants.push({
      id: await insertAssistant(db, { user_id: user, reseller_id: resellerId, name: `A${i}` }),
      user,
    });
  }
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  const span = 400 * 86_400_000;
  const now = new Date().toISOString();
  for (let i = 0; i < CALLS; i += 1000) {
    const rows: NewCallLog[] = [];
    for (let j = i; j < Math.min(CALLS, i + 1000); j += 1) {
      const assistant = assistants[j % ASSISTANTS] as { id: number; user: number };
      rows.push({
        call_id: `bench-${j}`,
        assistant_id: assistant.id,
        user_id: assistant.user,
        reseller_id: resellerId,
        phone_number: `+1415555${String(j % ASSISTANTS).padStart(4, '0')}`,
        customer_number: `+1650${String(j).padStart(7, '0')}`,
        status: STATUSES[j % STATUSES.length] as string,
        duration: j % 600,
        cost: 0.05,
        start_time: new Date(start + Math.floor((j / CALLS) * span)).toISOString(),
        created_at: now,
        updated_at: now,
      });
    }
    await db.transaction().execute(async (trx) => {
      for (let k = 0; k < rows.length; k += 250) {
        await trx
          .insertInto('call_logs')
          .values(rows.slice(k, k + 250))
          .execute();
      }
      // The per-day totals follow every call write, as the ingestion keeps them.
      await applyCallStatDeltas(
        trx,
        new Map(),
        await readCallFacts(
          trx,
          rows.map((row) => row.call_id),
        ),
      );
    });
  }
  // Fresh planner statistics, as autovacuum keeps them on a live PostgreSQL (the app never runs ANALYZE on SQLite).
  if (dialect === 'postgres') await sql`analyze`.execute(db);
  return { admin, user: users[0], assistant: assistants[0]?.id as number };
}

async function timed(ctx: TestContext, url: string, token: string, runs = 7) {
  await request(ctx.app, { method: 'GET', url, host: HOST, token });
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i += 1) {
    const began = process.hrtime.bigint();
    const res = await request(ctx.app, { method: 'GET', url, host: HOST, token });
    times.push(Number(process.hrtime.bigint() - began) / 1e6);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    total = (res.json() as { pagination: { total: number } }).pagination.total;
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] as number, max: times[runs - 1] as number, total };
}

async function main() {
  const lines = [
    '| database | query | rows matched | median ms | max ms |',
    '|---|---|---:|---:|---:|',
  ];
  for (const dialect of databases) {
    await withTestContext(dialect, async (ctx) => {
      const seeded = Date.now();
      const { admin, user, assistant } = await seed(ctx.db, dialect);
      console.info(`${dialect}: ${CALLS} calls seeded in ${Date.now() - seeded} ms`);
      const adminToken = await login(ctx.app, admin, HOST);
      const userToken = await login(ctx.app, user as { email: string; password: string }, HOST);
      const cases: [string, string, string][] = [
        ['admin, no filter (page 1)', '/api/admin/call-logs', adminToken],
        ['admin, page 500', '/api/admin/call-logs?page=500', adminToken],
        ['admin, one month', '/api/admin/call-logs?from=2025-06-01&to=2025-06-30', adminToken],
        ['admin, status=failed', '/api/admin/call-logs?status=failed', adminToken],
        ['admin, assistant', `/api/admin/call-logs?assistant_id=${assistant}`, adminToken],
        [
          'admin, assistant + status',
          `/api/admin/call-logs?assistant_id=${assistant}&status=completed`,
          adminToken,
        ],
        ['admin, phone search', '/api/admin/call-logs?search=0001234', adminToken],
        ['user, no filter', '/api/call-logs', userToken],
        ['user, status=failed', '/api/call-logs?status=failed', userToken],
      ];
      for (const [name, url, token] of cases) {
        const r = await timed(ctx, url, token);
        lines.push(
          `| ${dialect} | ${name} | ${r.total} | ${r.median.toFixed(1)} | ${r.max.toFixed(1)} |`,
        );
      }
      // The export over real HTTP (streamed), read as it arrives: time to the first byte and to the end.
      const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 50);
      const began = Date.now();
      let firstByte = 0;
      let received = 0;
      await new Promise<void>((resolve, reject) => {
        http
          .get(
            `${address}/api/admin/call-logs/export`,
            { headers: { host: HOST, authorization: `Bearer ${adminToken}` } },
            (res) => {
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => {
                if (!firstByte) firstByte = Date.now() - began;
                received += chunk.split('\n').length - 1;
              });
              res.on('end', resolve);
              res.on('error', reject);
            },
          )
          .on('error', reject);
      });
      clearInterval(sampler);
      const rows = received - 1;
      const growth = Math.round((peak - rssBefore) / 1e6);
      const total = Date.now() - began;
      const rate = Math.round(rows / (total / 1000));
      console.info(`${dialect}: export first byte ${firstByte} ms`);
      lines.push(
        `| ${dialect} | CSV export over HTTP, whole tenant | ${rows} | ${total} (total; first byte ${firstByte}; ${rate} rows/s) | rss +${growth} MB |`,
      );
    });
  }
  console.info(lines.join('\n'));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
