// GET /api/assistants under load with 10,000 assistants in one reseller's tenant.
//   corepack pnpm --filter ./server exec tsx test/bench/assistant-list.ts            SQLite
//   TEST_DATABASE_URL=postgres://... corepack pnpm --filter ./server exec tsx test/bench/assistant-list.ts
//                                                                                    SQLite, then PostgreSQL
// Each database: a fresh migrated one (as the integration tests make them), 10,000 assistants of 100 users of
// reseller "bench", then autocannon (10 connections, 10 s per case) against the real HTTP server. Prints a
// Markdown table for BENCHMARKS.md.
import autocannon from 'autocannon';
import { sql, type Kysely } from 'kysely';
import type { DB, NewAssistant } from '../../src/db/schema';
import { insertReseller, insertUser, login, type UserFixture } from '../helpers/fixtures';
import { withTestContext, databases } from '../helpers/test-app';

const ASSISTANTS = 10_000;
const USERS = 100;
const CONNECTIONS = 10;
const SECONDS = 10;
const HOST = 'bench.localhost';

async function seed(db: Kysely<DB>) {
  const resellerId = await insertReseller(db, { subdomain: 'bench' });
  const admin = await insertUser(db, { role: 'reseller_admin', reseller_id: resellerId });
  const users: UserFixture[] = [];
  for (let i = 0; i < USERS; i += 1) {
    users.push(await insertUser(db, { reseller_id: resellerId, name: `Bench User ${i}` }));
  }
  const now = new Date();
  const rows: NewAssistant[] = Array.from({ length: ASSISTANTS }, (_, i) => {
    const owner = users[i % USERS];
    if (!owner) throw new Error('no owner');
    return {
      user_id: owner.id,
      created_by: owner.id,
      reseller_id: resellerId,
      vapi_assistant_id: `sandbox-bench-${i}`,
      voice_provider: 'sandbox',
      name: `Company ${i} Assistant`,
      type: i % 3 === 0 ? 'production' : 'demo',
      phone_number: `+1415555${String(i).padStart(4, '0')}`,
      vapi_data: JSON.stringify({ metadata: { company_name: `Company ${i}` } }),
      created_at: new Date(now.getTime() - i * 60_000).toISOString(),
      updated_at: now.toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('assistants')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  // As autovacuum would after a bulk load: the planner's statistics (PostgreSQL; SQLite's ANALYZE too).
  await sql`analyze`.execute(db);
  return { admin, user: users[0] };
}

interface Case {
  label: string;
  path: string;
  token: string;
}

async function measure(url: string, c: Case) {
  const result = await autocannon({
    url: `${url}${c.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { host: HOST, authorization: `Bearer ${c.token}` },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${c.label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    label: c.label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function main() {
  const lines = [
    `GET /api/assistants, ${ASSISTANTS.toLocaleString('en')} assistants in the tenant, autocannon ${CONNECTIONS} connections × ${SECONDS} s:`,
    '',
    '| database | case | req/s | p50 ms | p99 ms |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const dialect of databases) {
    await withTestContext(dialect, async (ctx) => {
      const { admin, user } = await seed(ctx.db);
      if (!user) throw new Error('no user');
      const adminToken = await login(ctx.app, admin, HOST);
      const userToken = await login(ctx.app, user, HOST);
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const cases: Case[] = [
        {
          label: 'reseller admin, page 1 of 1,112 (newest first)',
          path: '/api/assistants?per_page=9',
          token: adminToken,
        },
        {
          label: 'reseller admin, page 500, by name',
          path: '/api/assistants?per_page=9&page=500&sort_by=name&sort_order=asc',
          token: adminToken,
        },
        {
          label: 'reseller admin, name search',
          path: '/api/assistants?per_page=9&search=Company%2077',
          token: adminToken,
        },
        {
          label: 'user, its own 100',
          path: '/api/assistants?per_page=9',
          token: userToken,
        },
      ];
      for (const c of cases) {
        const r = await measure(address, c);
        lines.push(`| ${dialect} | ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} |`);
      }
    });
  }
  console.info(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
