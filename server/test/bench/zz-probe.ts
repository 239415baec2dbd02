// Seeds a persistent SQLite file (once) and prints query plans and timings of the heavy reads.
import fs from 'node:fs';
import { CompiledQuery } from 'kysely';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seed } from './dashboard-stats';
import { seedTransactions } from './event-loop';
import { listCallLogs, exportCallLogs, scanSliceOf } from '../../src/modules/call-logs/repository';
import { superAdminOverview } from '../../src/modules/super-admin-overview/service';
import { revenueCells } from '../../src/modules/transactions/revenue-totals';
import { callsByReseller } from '../../src/modules/super-admin-overview/repository';

const FILE = '/tmp/dash/probe.db';
async function main() {
  const fresh = !fs.existsSync(FILE);
  const database = await openDatabase({ databaseUrl: null, sqliteFile: FILE });
  const db = database.db;
  let resellerId = 1;
  if (fresh) {
    await migrateToLatest(database);
    const s = await seed(db, 'sqlite');
    resellerId = s.resellerId;
    await seedTransactions(db, 'sqlite');
  }
  const time = async (label: string, run: () => Promise<unknown>, n = 5) => {
    const t: number[] = [];
    for (let i = 0; i < n; i++) { const a = process.hrtime.bigint(); await run(); t.push(Number(process.hrtime.bigint() - a) / 1e6); }
    t.sort((a, b) => a - b);
    console.log(label, t.map((x) => x.toFixed(1)).join(' '));
  };
  const scope = { kind: 'reseller', resellerId } as const;
  const month = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const args = process.argv.slice(2);
  if (args.includes('plans')) {
    for (const q of [
      `explain query plan select c.id from call_logs c where c.reseller_id = ${resellerId} and c.start_time >= '${month}' order by c.start_time desc, c.id desc limit 1000`,
      `explain query plan select c.start_time, c.id from call_logs c where c.reseller_id = ${resellerId} order by c.start_time desc, c.id desc limit 1 offset 19999`,
      `explain query plan select c.id from call_logs c where c.reseller_id = ${resellerId} and c.start_time <= '2026-11-01' and (c.start_time < '2026-11-01' or c.id < 5) and c.start_time >= '2026-10-01' and (c.start_time > '2026-10-01' or c.id >= 3) and (c.phone_number like '%0001234%' or c.customer_number like '%0001234%') order by c.start_time desc, c.id desc limit 1000`,
    ]) {
      const r = await db.executeQuery(CompiledQuery.raw(q));
      console.log(q.slice(0, 90), '\n', (r.rows as { detail: string }[]).map((x) => x.detail).join('\n '));
    }
  }
  await time('overview', () => superAdminOverview(db));
  await time('revenueCells', () => revenueCells(db, new Date().toISOString()));
  await time('callsByReseller', () => callsByReseller(db, month, 10));
  await time('status=failed', () => listCallLogs(db, scope, { page: 1, per_page: 15, status: 'failed' }, true));
  await time('search sliced 20000', () => listCallLogs(db, scope, { page: 1, per_page: 15, search: '0001234' }, true, 10000, 20000), 2);
  await time('search sliced 5000', () => listCallLogs(db, scope, { page: 1, per_page: 15, search: '0001234' }, true, 10000, 5000), 2);
  await time('search whole', () => listCallLogs(db, scope, { page: 1, per_page: 15, search: '0001234' }, true), 2);
  await time('export 30 days first chunk', async () => { const it = exportCallLogs(db, scope, { from: month }, true); let n = 0; for await (const _ of it) { if (++n >= 1000) break; } });
  await database.destroy();
}
void main();
