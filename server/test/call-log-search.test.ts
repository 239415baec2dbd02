import { beforeAll, describe, expect, it } from '@jest/globals';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { listCallLogs } from '../src/domains/calls/call-logs/repository';
import { insertAssistant, insertCall, insertReseller, insertUser } from './helpers/fixtures';
import { createTestContext, databases } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { counting } from './helpers/query-counter';

/**
 * Migration 0020 and the SQLite statistics: a phone search of 3 digits or more is answered by the numbers' trigram
 * index (kept by every write of call_logs), a status filter without a tenant walks (status, start_time), and
 * SQLite has planner statistics from the start.
 */
describe.each(databases)('call-log search indexes (%s)', (dialect) => {
  let reseller: number;
  let userId: number;
  let assistantId: number;
  const all = { kind: 'all' } as const;

  /** The call ids of an admin search of `digits` (every page of 100). */
  const found = async (db: Kysely<DB>, search: string, slice: number | null = null) => {
    const page = await listCallLogs(db, all, { search, page: 1, per_page: 100 }, true, 1000, slice);
    return page.data.map((row) => row.call_id).sort();
  };

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    reseller = await insertReseller(ctx.db, { subdomain: 'search' });
    userId = (await insertUser(ctx.db, { reseller_id: reseller })).id;
    assistantId = await insertAssistant(ctx.db, {
      user_id: userId,
      reseller_id: reseller,
      name: 'A',
    });
    for (let i = 0; i < 40; i += 1) {
      await insertCall(ctx.db, {
        call_id: `search-${i}`,
        user_id: userId,
        reseller_id: reseller,
        assistant_id: assistantId,
        status: i % 4 === 0 ? 'failed' : 'completed',
        phone_number: `+1415555${String(i % 5).padStart(4, '0')}`,
        customer_number: i % 10 === 0 ? `+1650777${String(i).padStart(4, '0')}` : null,
        start_time: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
        duration: 30,
      });
    }
  });

  it('finds the calls whose numbers contain the digits, after inserts, updates and deletes', async () => {
    expect(await found(ctx.db, '7770020')).toEqual(['search-20']);
    expect(await found(ctx.db, '650 777')).toEqual(
      ['search-0', 'search-10', 'search-20', 'search-30'].sort(),
    );
    await ctx.db
      .updateTable('call_logs')
      .set({ customer_number: '+16509990001' })
      .where('call_id', '=', 'search-20')
      .execute();
    await ctx.db
      .updateTable('call_logs')
      .set({ phone_number: '+13125550000' })
      .where('call_id', '=', 'search-3')
      .execute();
    await ctx.db.deleteFrom('call_logs').where('call_id', '=', 'search-30').execute();
    expect(await found(ctx.db, '7770020')).toEqual([]);
    expect(await found(ctx.db, '9990001')).toEqual(['search-20']);
    expect(await found(ctx.db, '312555')).toEqual(['search-3']);
    expect(await found(ctx.db, '650777')).toEqual(['search-0', 'search-10'].sort());
    // The index and a read of every call agree.
    for (const digits of ['4155550001', '555', '0777', '99']) {
      const like = `%${digits}%`;
      const read = await ctx.db
        .selectFrom('call_logs')
        .select('call_id')
        .where((eb) =>
          eb.or([eb('phone_number', 'like', like), eb('customer_number', 'like', like)]),
        )
        .execute();
      expect(await found(ctx.db, digits, 4)).toEqual(read.map((row) => row.call_id).sort());
    }
  });

  if (dialect === 'sqlite') {
    it('answers a search of 3 digits or more from the trigram table in a few queries', async () => {
      const indexed = counting(ctx.db);
      await found(indexed.db, '0777', 4);
      // The sliced scan reads 40 calls in slices of 4: at least 20 queries.
      expect(indexed.counter.queries).toBeLessThanOrEqual(4);
      const short = counting(ctx.db);
      await found(short.db, '77', 4);
      expect(short.counter.queries).toBeGreaterThanOrEqual(20);
    });

    it('keeps planner statistics, and a status filter without a tenant walks (status, start_time)', async () => {
      const stats = await sql<{ n: number }>`select count(*) as n from sqlite_stat1`.execute(
        ctx.db,
      );
      expect(Number(stats.rows[0]?.n)).toBeGreaterThan(0);
      const plan = await ctx.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(
          "explain query plan select id from call_logs where status = 'failed' order by start_time desc limit 15",
        ),
      );
      expect(plan.rows.map((row) => row.detail).join('\n')).toContain('call_logs_status_start_idx');
    });
  } else {
    it('serves the search and the status filter from indexes', async () => {
      const plans = await ctx.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const explain = async (query: string) =>
          (
            await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query}`))
          ).rows
            .map((row) => row['QUERY PLAN'])
            .join('\n');
        return {
          search: await explain(
            "select id from call_logs where phone_number like '%0777%' or customer_number like '%0777%'",
          ),
          status: await explain(
            "select id from call_logs where status = 'failed' order by start_time desc limit 15",
          ),
        };
      });
      expect(plans.search).toContain('call_logs_phone_number_trgm_idx');
      expect(plans.search).toContain('call_logs_customer_number_trgm_idx');
      expect(plans.status).toContain('call_logs_status_start_idx');
    });
  }
});
