import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely, OperationNode } from 'kysely';
import type { DB } from '../src/db/schema';
import {
  exportCallLogs,
  listCallLogs,
  type CallLogFilters,
} from '../src/domains/calls/call-logs/repository';
import { insertCallLogTenants, type CallLogTenants } from './helpers/call-log-tenants';
import { insertCall } from './helpers/fixtures';
import { createTestContext, databases } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** The same database, keeping the offset of each query that joins the names (the page's own query). */
function joinedOffsets(db: Kysely<DB>) {
  const offsets: number[] = [];
  const watched = db.withPlugin({
    transformQuery: ({ node }) => {
      const select = node as OperationNode & {
        joins?: readonly unknown[];
        offset?: { offset: { value?: unknown } };
      };
      if (select.kind === 'SelectQueryNode' && select.joins?.length) {
        offsets.push(Number(select.offset?.offset.value ?? 0));
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  return { db: watched, offsets };
}

/**
 * A deep page of the call-log lists is found by walking the index to its first call (repository.ts, pageRows),
 * not by an offset on the list's query: every page must still be exactly that slice of the whole ordered list,
 * ties on the start time included.
 */
describe.each(databases)('call-log pages (%s)', (dialect) => {
  let t: CallLogTenants;

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    t = await insertCallLogTenants(ctx.db);
    // 60 calls written out of time order (ids do not follow start times); runs of 1 to 4 share a start time.
    for (let n = 0; n < 60; n += 1) {
      const i = (n * 37) % 60;
      const mine = i % 5 !== 4;
      await insertCall(ctx.db, {
        ...t.ownerOf(mine),
        status: i % 3 === 0 ? 'failed' : 'completed',
        phone_number: `+1415555${String(i).padStart(4, '0')}`,
        start_time: new Date(
          Date.UTC(2026, 10, 1) + Math.floor(i / (1 + (i % 4))) * 60_000,
        ).toISOString(),
        duration: 30,
      });
    }
  });

  const filterSets: CallLogFilters[] = [
    {},
    { status: 'failed' },
    { from: '2026-11-01', to: '2026-11-01' },
    { search: '5550' },
  ];

  it('gives every page as the slice of the whole list, ties on the start time included', async () => {
    for (const [name, scope] of t.scopes) {
      for (const filters of filterSets) {
        const all: unknown[] = [];
        for await (const row of exportCallLogs(ctx.db, scope, filters, true)) all.push(row);
        expect(all.length).toBeGreaterThan(10);
        for (const perPage of [1, 2, 7]) {
          for (let page = 1; page <= Math.ceil(all.length / perPage) + 1; page += 1) {
            const request = { ...filters, page, per_page: perPage };
            const { data } = await listCallLogs(ctx.db, scope, request, true);
            const slice = all.slice((page - 1) * perPage, page * perPage);
            expect({ name, request, data }).toEqual({ name, request, data: slice });
          }
        }
      }
    }
  });

  it('reads the names of a deep page only for its calls, not for the calls before it', async () => {
    const { db, offsets } = joinedOffsets(ctx.db);
    const { data, pagination } = await listCallLogs(
      db,
      { kind: 'reseller', resellerId: t.alpha },
      { page: 12, per_page: 3 },
      true,
    );
    expect(data).toHaveLength(3);
    expect(pagination).toMatchObject({ current_page: 12, from: 34, to: 36 });
    // The offset left on the joined query is the page's place among calls of its start time (at most 4 share one).
    expect(offsets).toHaveLength(1);
    expect(offsets[0]).toBeLessThan(4);
  });
});
