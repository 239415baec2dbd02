// POST /api/webhooks/vapi under load: end-of-call reports, each delivered 3 times.
//   corepack pnpm --filter ./server exec tsx test/bench/webhook-ingestion.ts            SQLite
//   TEST_DATABASE_URL=postgres://... corepack pnpm --filter ./server exec tsx test/bench/webhook-ingestion.ts
//                                                                                       SQLite, then PostgreSQL
// Each database: a fresh migrated one (as the integration tests make them), 100 assistants of 100 users of
// reseller "bench", then autocannon (CONNECTIONS connections) against the real HTTP server sending CALLS
// distinct reports three times each: twice back to back (two connections deliver the same call at once) and
// once more after every other call (a replay). Half are authenticated with the Bearer secret, half with the
// HMAC signature. After the run, call_logs must hold exactly CALLS rows for the run's call ids (0 lost, 0
// duplicated), every one ended, and the dashboards' totals (call_daily_totals, assistant_call_totals, kept by
// every batch) must equal a GROUP BY recount of call_logs (call-stats.ts callStatsDrift). Prints a Markdown table for BENCHMARKS.md, with the server's CPU time per
// delivery (autocannon runs in a child process, webhook-load.ts): on a busy machine deliveries/s measures the
// machine, 1000 / CPU ms is what one free core sustains (the PostgreSQL server's own work is not in it).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';
import { callStatsDrift } from '../../src/domains/calls/ingestion/call-stats-repository';
import { webhookSecretFor } from '../../src/domains/voice/voice-platform/webhook-credential';
import { insertAssistant, insertReseller, insertUser } from '../helpers/fixtures';
import { withTestContext, databases } from '../helpers/test-app';
import { bearer, endOfCallReport, signed } from '../helpers/vapi-messages';

const CALLS = 10_000;
const ASSISTANTS = 100;
const CONNECTIONS = 10;

async function seed(db: Kysely<DB>): Promise<string[]> {
  const resellerId = await insertReseller(db, { subdomain: 'bench' });
  const ids: string[] = [];
  for (let i = 0; i < ASSISTANTS; i += 1) {
    const owner = await insertUser(db, { reseller_id: resellerId, name: `Bench User ${i}` });
    const vapiId = `vapi-bench-${i}`;
    await insertAssistant(db, {
      user_id: owner.id,
      reseller_id: resellerId,
      name: `Assistant ${i}`,
      vapi_assistant_id: vapiId,
      phone_number: `+1415555${String(i).padStart(4, '0')}`,
    });
    ids.push(vapiId);
  }
  return ids;
}

interface Delivery {
  body: string;
  headers: Record<string, string>;
}

/** Each call's report twice in a row, then every report once more. */
function deliveries(prefix: string, assistants: string[], secret: string): Delivery[] {
  const once: Delivery[] = Array.from({ length: CALLS }, (_, i) => {
    const ref = {
      callId: `${prefix}-${i}`,
      vapiAssistantId: assistants[i % assistants.length] ?? '',
    };
    const body = endOfCallReport(ref, {
      startedAt: new Date(Date.now() - 3600_000 + i).toISOString(),
    });
    return { body, headers: i % 2 === 0 ? bearer(secret) : signed(secret, body) };
  });
  return [...once.flatMap((d) => [d, d]), ...once];
}

interface LoadResult {
  total: number;
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
}

/** Runs webhook-load.ts in a child process (autocannon) and measures this process's CPU time meanwhile. */
async function measure(url: string, list: Delivery[]) {
  const file = path.join(os.tmpdir(), `webhook-deliveries-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(list));
  const cpuBefore = process.cpuUsage();
  try {
    const result = await new Promise<LoadResult>((resolve, reject) => {
      const child = fork(
        path.join(__dirname, 'webhook-load.ts'),
        [`${url}/api/webhooks/vapi`, file, String(CONNECTIONS)],
        { execArgv: ['--import', 'tsx'] },
      );
      child.once('message', (message) => resolve(message as LoadResult));
      child.once('error', reject);
      child.once('exit', (code) => {
        if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
      });
    });
    const cpu = process.cpuUsage(cpuBefore);
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
      throw new Error(
        `${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    }
    return {
      requests: result.total,
      rps: Math.round(result.total / (result.duration || 1)),
      p50: result.p50,
      p99: result.p99,
      /** The server's CPU time per delivery (this process only: the load generator runs in its own). */
      cpuMs: (cpu.user + cpu.system) / 1000 / result.total,
    };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

async function main() {
  const lines = [
    `POST /api/webhooks/vapi, ${CALLS.toLocaleString('en')} distinct end-of-call reports × 3 deliveries (2 concurrent + 1 replay; half Bearer, half HMAC), autocannon ${CONNECTIONS} connections:`,
    '',
    '| database | deliveries | deliveries/s | p50 ms | p99 ms | server CPU ms / delivery | rows after | lost | duplicated | totals = recount |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const dialect of databases) {
    await withTestContext(dialect, async (ctx) => {
      const assistants = await seed(ctx.db);
      const resellerId = (
        await ctx.db
          .selectFrom('resellers')
          .select('id')
          .where('subdomain', '=', 'bench')
          .executeTakeFirstOrThrow()
      ).id;
      const secret = await webhookSecretFor(ctx.db, ctx.config, resellerId);
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const prefix = `bench-${dialect}`;
      const r = await measure(address, deliveries(prefix, assistants, secret));
      const rows = await ctx.db
        .selectFrom('call_logs')
        .select(['call_id', 'ended_at_event'])
        .where('call_id', 'like', `${prefix}-%`)
        .execute();
      const distinct = new Set(rows.map((row) => row.call_id)).size;
      const lost = CALLS - distinct;
      const duplicated = rows.length - distinct;
      const open = rows.filter((row) => Number(row.ended_at_event) !== 1).length;
      if (lost !== 0 || duplicated !== 0 || open !== 0) {
        throw new Error(`${dialect}: ${lost} lost, ${duplicated} duplicated, ${open} not ended`);
      }
      const drift = await callStatsDrift(ctx.db, dialect);
      if (drift.length > 0) {
        throw new Error(
          `${dialect}: totals differ from a recount: ${drift.slice(0, 5).join('; ')}`,
        );
      }
      lines.push(
        `| ${dialect} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.cpuMs.toFixed(3)} | ${rows.length} | ${lost} | ${duplicated} | yes |`,
      );
    });
  }
  console.info(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
