import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  exportCallLogs,
  listCallLogs,
  type CallLogFilters,
} from '../src/domains/calls/call-logs/repository';
import { insertCallLogTenants, type CallLogTenants } from './helpers/call-log-tenants';
import { insertCall } from './helpers/fixtures';
import { createTestContext, databases } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { counting } from './helpers/query-counter';

/**
 * On SQLite a phone search the trigram index does not answer reads the calls in slices (short queries, other
 * requests run between them). The lists and exports read that way must answer exactly what one query answers.
 */
describe.each(databases)('phone searches read in slices (%s)', (dialect) => {
  let t: CallLogTenants;

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    t = await insertCallLogTenants(ctx.db);
    // 90 calls; groups of 3 share a start time (the id breaks the tie); numbers 555 01xx / 555 02xx.
    for (let i = 0; i < 90; i += 1) {
      const mine = i % 5 !== 4;
      await insertCall(ctx.db, {
        ...t.ownerOf(mine),
        status: i % 4 === 0 ? 'failed' : 'completed',
        phone_number: `+1415555${i % 2 === 0 ? '01' : '02'}${String(i % 7).padStart(2, '0')}`,
        customer_number: i % 9 === 0 ? '+16505550199' : null,
        start_time: new Date(Date.UTC(2026, 10, 1) + Math.floor(i / 3) * 60_000).toISOString(),
        duration: 30,
      });
    }
  });

  const searches: CallLogFilters[] = [
    { search: '555 01' },
    { search: '0199' },
    { search: '555 0203', status: 'completed' },
    { search: '555', from: '2026-11-01', to: '2026-11-01' },
    { search: '1415' },
    { search: '99999' },
    { search: '9' },
  ];

  it('gives the same pages and totals as one query, slice by slice', async () => {
    for (const [name, scope] of t.scopes) {
      for (const filters of searches) {
        for (const [page, perPage] of [
          [1, 10],
          [2, 10],
          [3, 7],
          [1, 100],
        ] as const) {
          const query = { ...filters, page, per_page: perPage };
          const { db, counter } = counting(ctx.db);
          const sliced = await listCallLogs(db, scope, query, true, 20, 4);
          const whole = await listCallLogs(ctx.db, scope, query, true, 20);
          expect({ name, query, ...sliced }).toEqual({ name, query, ...whole });
          // Read in many short queries (90 calls by slices of 4), not one: a search of fewer digits than the
          // trigram index finds (call-log-search.test.ts).
          if (name === 'all' && filters.search === '9') {
            expect(counter.queries).toBeGreaterThanOrEqual(2 * (90 / 4));
          }
        }
      }
    }
  });

  it('exports the same rows as one query would, in order, once each', async () => {
    for (const [, scope] of t.scopes) {
      for (const filters of searches) {
        const read = async (slice: number | null) => {
          const rows: unknown[] = [];
          for await (const row of exportCallLogs(ctx.db, scope, filters, true, 5, slice)) {
            rows.push(row);
          }
          return rows;
        };
        expect(await read(3)).toEqual(await read(null));
      }
    }
  });
});
