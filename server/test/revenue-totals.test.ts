import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import type { DB, NewTransaction } from '../src/db/schema';
import {
  revenueCells,
  revenueSums,
  revenueTotalsDrift,
} from '../src/domains/billing/transactions/revenue-totals';
import { insertReseller, insertResellerRow, insertUser } from './helpers/fixtures';
import { createTestContext, databases, openTestDatabase } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { migrateBackTo } from './helpers/migrations';

const MONTH = '2026-11-01T00:00:00.000Z';

/** Transactions of every source, status and month edge (amounts that floating point adds badly). */
function sample(alpha: number, beta: number, userId: number): NewTransaction[] {
  const tx = (
    values: Partial<NewTransaction> & { amount: number; created_at: string },
  ): NewTransaction => ({
    user_id: userId,
    currency: 'USD',
    status: 'completed',
    kind: 'subscription',
    ...values,
  });
  return [
    // Platform plans (earner NULL, not kind 'reseller').
    tx({ amount: 19.99, created_at: '2026-10-31T23:59:59.999Z' }),
    tx({ amount: 0.1, created_at: MONTH }),
    tx({ amount: 0.2, created_at: '2026-11-15T10:00:00.000Z' }),
    tx({ amount: 5, created_at: '2026-11-15T10:00:00.000Z', status: 'failed' }),
    // Reseller packages (kind 'reseller', paid by the reseller).
    tx({
      amount: 99.99,
      created_at: '2026-09-01T00:00:00.000Z',
      kind: 'reseller',
      reseller_id: alpha,
    }),
    tx({
      amount: 49.5,
      created_at: '2026-11-02T00:00:00.000Z',
      kind: 'reseller',
      reseller_id: beta,
    }),
    // Resellers' customers (earner set).
    tx({
      amount: 9.99,
      created_at: '2026-11-03T00:00:00.000Z',
      reseller_id: alpha,
      earner_reseller_id: alpha,
    }),
    tx({
      amount: 9.99,
      created_at: '2025-12-31T23:00:00.000Z',
      reseller_id: alpha,
      earner_reseller_id: alpha,
    }),
    tx({
      amount: 7.77,
      created_at: '2026-11-20T00:00:00.000Z',
      reseller_id: beta,
      earner_reseller_id: beta,
      status: 'pending',
    }),
    tx({
      amount: 12.34,
      created_at: '2026-11-21T00:00:00.000Z',
      reseller_id: beta,
      earner_reseller_id: beta,
    }),
  ];
}

describe.each(databases)('revenue totals kept by the transactions triggers (%s)', (dialect) => {
  let db: Kysely<DB>;
  let alpha: number;
  let beta: number;
  let ids: number[];

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    db = ctx.db;
    alpha = await insertReseller(db, { subdomain: 'alpha' });
    beta = await insertReseller(db, { subdomain: 'beta' });
    const user = await insertUser(db, { reseller_id: alpha });
    ids = [];
    // One at a time and in one multi-row insert: the triggers run per row either way.
    const [first, ...rest] = sample(alpha, beta, user.id);
    const one = await db
      .insertInto('transactions')
      .values(first as NewTransaction)
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(one.id);
    const many = await db.insertInto('transactions').values(rest).returning('id').execute();
    ids.push(...many.map((r) => r.id));
  });

  const expectExact = async () => expect(await revenueTotalsDrift(db, dialect)).toEqual([]);

  it('equal a GROUP BY recount after inserts, and answer by source, reseller and month', async () => {
    await expectExact();
    expect(await revenueSums(db, ['platform_plans'], null, MONTH)).toEqual({
      total: 20.29,
      this_month: 0.3,
    });
    expect(await revenueSums(db, ['platform_plans', 'reseller_packages'], null, MONTH)).toEqual({
      total: 169.78,
      this_month: 49.8,
    });
    expect(await revenueSums(db, ['reseller_customers'], alpha, MONTH)).toEqual({
      total: 19.98,
      this_month: 9.99,
    });
    expect(await revenueSums(db, ['reseller_packages'], beta, MONTH)).toEqual({
      total: 49.5,
      this_month: 49.5,
    });
    const cells = await revenueCells(db, MONTH);
    expect(cells).toEqual(
      expect.arrayContaining([
        { source: 'platform_plans', reseller_id: null, total: 20.29, this_month: 0.3 },
        { source: 'reseller_packages', reseller_id: alpha, total: 99.99, this_month: 0 },
        { source: 'reseller_packages', reseller_id: beta, total: 49.5, this_month: 49.5 },
        { source: 'reseller_customers', reseller_id: alpha, total: 19.98, this_month: 9.99 },
        { source: 'reseller_customers', reseller_id: beta, total: 12.34, this_month: 12.34 },
      ]),
    );
    expect(cells).toHaveLength(5);
  });

  it('stay exact through updates of status, amount, month and earner, and deletes', async () => {
    const [p1, p2, , failed, , , c1, , pending, c4] = ids as number[];
    const update = (id: number | undefined, values: Partial<NewTransaction>) =>
      db
        .updateTable('transactions')
        .set(values)
        .where('id', '=', id as number)
        .execute();
    await update(failed, { status: 'completed' });
    await expectExact();
    await update(pending, { status: 'completed', amount: 8.88 });
    await expectExact();
    await update(c1, { status: 'refunded' });
    await expectExact();
    await update(p1, { created_at: '2026-11-05T00:00:00.000Z', amount: 0.3 });
    await expectExact();
    await update(c4, { earner_reseller_id: alpha, reseller_id: alpha });
    await expectExact();
    await update(p2, { kind: 'reseller', reseller_id: beta });
    await expectExact();
    await db
      .deleteFrom('transactions')
      .where('id', '=', ids[2] as number)
      .execute();
    await expectExact();
    // Many rows in one statement.
    await db.updateTable('transactions').set({ status: 'completed' }).execute();
    await expectExact();
    expect(await revenueSums(db, ['reseller_customers'], beta, MONTH)).toEqual({
      total: 8.88,
      this_month: 8.88,
    });
  });

  it('shows a difference when the totals are changed behind the triggers (the check can fail)', async () => {
    await db
      .updateTable('revenue_monthly_totals')
      .set({ amount_cents: 1 })
      .where('source', '=', 'platform_plans')
      .execute();
    expect((await revenueTotalsDrift(db, dialect)).length).toBeGreaterThan(0);
  });
});

describe.each(databases)("migration 0012's backfill of the revenue totals (%s)", (dialect) => {
  it('fills the totals from the transactions stored before it', async () => {
    const { database, dispose } = await openTestDatabase(dialect);
    try {
      // Back to before 0012 (its down, and any later one's), then transactions stored without triggers.
      await migrateBackTo(database, '0011_admin_consoles_audit_log');
      const db = database.db;
      const alpha = await insertResellerRow(db, { subdomain: 'alpha' });
      const beta = await insertResellerRow(db, { subdomain: 'beta' });
      const user = await insertUser(db, { reseller_id: alpha });
      await db
        .insertInto('transactions')
        .values(sample(alpha, beta, user.id))
        .execute();
      await migrateToLatest(database);

      expect(await revenueTotalsDrift(db, dialect)).toEqual([]);
      expect(await revenueSums(db, ['platform_plans', 'reseller_packages'], null, MONTH)).toEqual({
        total: 169.78,
        this_month: 49.8,
      });
      expect(await revenueSums(db, ['reseller_customers'], beta, MONTH)).toEqual({
        total: 12.34,
        this_month: 12.34,
      });
      // And the triggers run from then on.
      await db
        .insertInto('transactions')
        .values({
          user_id: user.id,
          amount: 1.5,
          status: 'completed',
          kind: 'subscription',
          currency: 'USD',
          created_at: MONTH,
        })
        .execute();
      expect(await revenueTotalsDrift(db, dialect)).toEqual([]);
    } finally {
      await dispose();
    }
  });
});
