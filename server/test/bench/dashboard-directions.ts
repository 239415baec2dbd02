// The dashboards' two reads of call_daily_totals with the inbound/outbound columns (migration 0040) against the same
// reads with only every call's three columns (as before it), interleaved on the same rows:
//   TEST_DATABASE_URL=postgres://... corepack pnpm --filter ./server exec tsx test/bench/dashboard-directions.ts
// Each database: a fresh migrated one, 365 days of totals for each of 200 users, then 2,200 rounds of the four reads
// one after the other (the first 200 rounds not counted); p50 / p95 ms. Prints Markdown rows for BENCHMARKS.md.
import { sql } from 'kysely';
import { dailyTotals, scopeTotals } from '../../src/domains/calls/ingestion/call-stats-repository';
import { databases, openTestDatabase } from '../helpers/test-app';
import { percentile } from './helpers';

const USERS = 200;
const DAYS = 365;
const ROUNDS = 2_200;
const WARMUP = 200;

async function main() {
  for (const dialect of databases) {
    const { database, dispose } = await openTestDatabase(dialect);
    const db = database.db;
    try {
      const now = Date.now();
      const days = Array.from({ length: DAYS }, (_, i) => ({
        day: new Date(now - i * 86_400_000).toISOString().slice(0, 10),
        calls: 14,
        seconds: 2300,
        billed_minutes: 45,
        inbound_calls: 10,
        inbound_seconds: 1700,
        inbound_billed_minutes: 33,
        outbound_calls: 4,
        outbound_seconds: 600,
        outbound_billed_minutes: 12,
      }));
      for (let user = 1; user <= USERS; user += 1) {
        await db
          .insertInto('call_daily_totals')
          .values(days.map((d) => ({ ...d, scope_key: `user:${user}` })))
          .execute();
      }
      await sql`analyze`.execute(db);
      const scope = { kind: 'own', userId: 1 } as const;
      const chartFrom = new Date(now - 29 * 86_400_000).toISOString().slice(0, 10);
      // The two reads as they were before migration 0040 (call-stats-repository.ts then).
      const threeColumnTotals = async () => {
        const row = await db
          .selectFrom('call_daily_totals')
          .select((eb) => [
            eb.fn.sum<number>('calls').as('calls'),
            eb.fn.sum<number>('seconds').as('seconds'),
            eb.fn.sum<number>('billed_minutes').as('billed_minutes'),
          ])
          .where('scope_key', '=', 'user:1')
          .executeTakeFirst();
        return {
          calls: Number(row?.calls ?? 0) || 0,
          seconds: Number(row?.seconds ?? 0) || 0,
          billed_minutes: Number(row?.billed_minutes ?? 0) || 0,
        };
      };
      const threeColumnDays = async () => {
        const rows = await db
          .selectFrom('call_daily_totals')
          .select(['day', 'calls', 'seconds', 'billed_minutes'])
          .where('scope_key', '=', 'user:1')
          .where('day', '>=', chartFrom)
          .orderBy('day')
          .execute();
        return rows.map((r) => ({
          day: r.day,
          calls: Number(r.calls),
          seconds: Number(r.seconds),
          billed_minutes: Number(r.billed_minutes),
        }));
      };
      const cases: [string, () => Promise<unknown>][] = [
        ['scopeTotals (a year of days), 3 columns (before)', threeColumnTotals],
        ['scopeTotals (a year of days), 9 columns (now)', () => scopeTotals(db, scope)],
        ['dailyTotals (30 days), 3 columns (before)', threeColumnDays],
        ['dailyTotals (30 days), 9 columns (now)', () => dailyTotals(db, scope, chartFrom)],
      ];
      const samples = cases.map((): number[] => []);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [i, [, run]] of cases.entries()) {
          const started = process.hrtime.bigint();
          await run();
          if (round >= WARMUP) samples[i]?.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
      }
      for (const [i, [label]] of cases.entries()) {
        const sorted = (samples[i] ?? []).sort((a, b) => a - b);
        const ms = (p: number) => percentile(sorted, p).toFixed(3);
        process.stdout.write(`| ${dialect} | ${label} | ${ms(50)} | ${ms(95)} |\n`);
      }
    } finally {
      await dispose();
    }
  }
}

void main();
