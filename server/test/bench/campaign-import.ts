// A campaign's contact list of 100,000 rows: preview and import times and the process's peak RSS.
//   corepack pnpm --filter ./server exec tsx test/bench/campaign-import.ts [--rows=N] [--only=DB]  SQLite
//   TEST_DATABASE_URL=postgres://... corepack pnpm --filter ./server exec tsx test/bench/campaign-import.ts
//                                                                                    SQLite, then PostgreSQL
// Each database: a fresh migrated one, a user on a plan allowing 1,000,000 contacts a month, a draft campaign,
// 1,000 numbers on the tenant's do-not-call list. The CSV (100,000 rows: number, name, time zone, two variables;
// 1 row in 100 a bad number, 1 in 200 a duplicate) is posted over HTTP to the real server; RSS is sampled every
// 10 ms while each request runs, and the process's CPU time counted (the wall time depends on what else runs on the
// machine). With `node --expose-gc --import tsx test/bench/campaign-import.ts`, also the live heap: collected before
// each step, its peak while it runs, collected again after it. Prints a Markdown table for BENCHMARKS.md.
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';
import { listDoNotCall, setCampaignLimits } from '../helpers/campaigns';
import { insertAssistant, insertUser, login } from '../helpers/fixtures';
import { databases, withTestContext } from '../helpers/test-app';

const option = (name: string) =>
  process.argv
    .slice(2)
    .map((arg) => new RegExp(`^--${name}=(.+)$`).exec(arg)?.[1])
    .find((value) => value !== undefined);
/** --rows=N: another size (e.g. 10,000, to see that memory does not grow with the file). */
const ROWS = Number(option('rows') ?? 100_000);
/** --only=sqlite|postgres: one of the databases. */
const ONLY = option('only');
const MB = 1024 * 1024;

function contactsCsv(): string {
  const lines = ['phone,name,time_zone,plan,city'];
  for (let i = 0; i < ROWS; i += 1) {
    const phone =
      i % 100 === 99
        ? 'n/a'
        : i % 200 === 7
          ? `+4474${10_000_000 + i - 1}`
          : `+4474${10_000_000 + i}`;
    lines.push(`${phone},Contact ${i},${i % 3 === 0 ? 'Europe/London' : ''},Gold,Leeds`);
  }
  return lines.join('\n');
}

async function seed(db: Kysely<DB>) {
  const user = await insertUser(db, {});
  const plan = await db
    .selectFrom('packages')
    .select('id')
    .where('name', '=', 'Business')
    .where('reseller_id', 'is', null)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  await db
    .insertInto('subscriptions')
    .values({
      user_id: user.id,
      reseller_id: null,
      package_id: plan.id,
      status: 'active',
      billing_interval: 'monthly',
      currency: 'USD',
      amount: 99,
      reference: `sub_bench_${user.id}`,
      current_period_start: new Date(now - 5 * 86_400_000).toISOString(),
      current_period_end: new Date(now + 25 * 86_400_000).toISOString(),
      created_at: new Date(now).toISOString(),
      updated_at: new Date(now).toISOString(),
    })
    .execute();
  await setCampaignLimits(db, 'Business', {
    enabled: 1,
    concurrency: 20,
    contactsPerMonth: 1_000_000,
  });
  const assistantId = await insertAssistant(db, { user_id: user.id, name: 'Bench caller' });
  for (let i = 0; i < 1000; i += 1) await listDoNotCall(db, null, `+4474${10_000_000 + i * 97}`);
  return { user, assistantId };
}

/** `node --expose-gc`: a full collection, so that "before" and "retained" count live objects only. */
const collect = () => (globalThis as { gc?: () => void }).gc?.();
/**
 * --live (with --expose-gc): the heap's peak counts live objects only: collected before each sample (every 50 ms),
 * so what grows with the file shows apart from garbage the collector has not reached yet (slower: CPU and time
 * then include the collections).
 */
const LIVE = process.argv.includes('--live');

async function timed(run: () => Promise<Response>) {
  collect();
  const before = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = before;
  let heapPeak = heapBefore;
  const sampler = setInterval(
    () => {
      if (LIVE) collect();
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      heapPeak = Math.max(heapPeak, now.heapUsed);
    },
    LIVE ? 50 : 10,
  );
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const res = await run();
  const body = (await res.json()) as { data?: Record<string, unknown>; message?: string };
  const ms = performance.now() - started;
  // The process's CPU time (server and client, all threads): what the step costs whatever else runs on the machine.
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
  collect();
  const retained = process.memoryUsage().heapUsed;
  return {
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    before,
    peak,
    heap: `${Math.round(heapBefore / MB)} → ${Math.round(heapPeak / MB)} → ${Math.round(retained / MB)}`,
    data: body.data ?? {},
  };
}

function form(csv: Buffer, mapping?: object): FormData {
  const data = new FormData();
  if (mapping) data.append('mapping', JSON.stringify(mapping));
  data.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'contacts.csv');
  return data;
}

async function main() {
  const csv = Buffer.from(contactsCsv(), 'utf8');
  const lines = [
    `${ROWS.toLocaleString('en')} rows (${(csv.length / MB).toFixed(1)} MB), over HTTP to one instance; RSS of the process (server and client):`,
    '',
    '| database | step | time s | CPU s | RSS before MB | peak RSS MB | heap before → peak → after MB | result |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const dialect of databases.filter((d) => ONLY === undefined || d === ONLY)) {
    await withTestContext(dialect, async (ctx) => {
      const { user, assistantId } = await seed(ctx.db);
      const token = await login(ctx.app, user);
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const headers = { authorization: `Bearer ${token}` };
      const created = await fetch(`${address}/api/campaigns`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench', assistant_id: assistantId, consent: true }),
      });
      const body = (await created.json()) as { data?: { id: number } };
      if (!body.data) throw new Error(`The campaign was not created: ${JSON.stringify(body)}`);
      const id = body.data.id;
      // The request body is built before the measured step: the client's copy of the file is not the server's memory.
      const post = (step: string, mapping?: object) => {
        const body = form(csv, mapping);
        return () =>
          fetch(`${address}/api/campaigns/${id}/contacts/${step}`, {
            method: 'POST',
            headers,
            body,
          });
      };
      const preview = await timed(post('preview'));
      lines.push(
        `| ${dialect} | preview | ${(preview.ms / 1000).toFixed(2)} | ${(preview.cpuMs / 1000).toFixed(2)} | ${Math.round(preview.before / MB)} | ${Math.round(preview.peak / MB)} | ${preview.heap} | ${String(preview.data.valid)} valid, ${String(preview.data.errors_total)} flagged |`,
      );
      const imported = await timed(
        post('import', {
          phone: 'phone',
          name: 'name',
          time_zone: 'time_zone',
          variables: ['plan', 'city'],
        }),
      );
      lines.push(
        `| ${dialect} | import | ${(imported.ms / 1000).toFixed(2)} | ${(imported.cpuMs / 1000).toFixed(2)} | ${Math.round(imported.before / MB)} | ${Math.round(imported.peak / MB)} | ${imported.heap} | ${String(imported.data.imported)} imported, ${String(imported.data.skipped)} skipped |`,
      );
    });
  }
  console.info(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
