import { describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { DB, SubscriptionStatus } from '../src/db/schema';
import { insertUser } from './helpers/fixtures';
import { createTestContext, databases } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const now = () => new Date().toISOString();
let seq = 0;

async function insertSubscription(db: Kysely<DB>, userId: number, status: SubscriptionStatus) {
  const pkg = await db.selectFrom('packages').select('id').executeTakeFirstOrThrow();
  seq += 1;
  return db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      package_id: pkg.id,
      status,
      amount: 29,
      reference: `sub_test_${Date.now()}_${seq}`,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe.each(databases)('billing tables (migration 0005) on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));

  it('allows one live subscription (pending, active or past_due) per user, enforced by the database', async () => {
    const unique = dialect === 'postgres' ? '23505' : 'SQLITE_CONSTRAINT_UNIQUE';
    const user = await insertUser(ctx.db);
    await insertSubscription(ctx.db, user.id, 'active');
    for (const live of ['pending', 'active', 'past_due'] as const) {
      await expect(insertSubscription(ctx.db, user.id, live)).rejects.toMatchObject({
        code: unique,
      });
    }
    // Ended subscriptions are history: as many as there were.
    await insertSubscription(ctx.db, user.id, 'cancelled');
    await insertSubscription(ctx.db, user.id, 'expired');
    // Another user has a live one of their own.
    const other = await insertUser(ctx.db);
    await insertSubscription(ctx.db, other.id, 'pending');
    const rows = await ctx.db
      .selectFrom('subscriptions')
      .select('status')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'cancelled', 'expired']);
  });

  it('reads transaction line items as JSON values', async () => {
    const user = await insertUser(ctx.db);
    await ctx.db
      .insertInto('transactions')
      .values({
        user_id: user.id,
        amount: 31.5,
        status: 'completed',
        kind: 'renewal',
        line_items: JSON.stringify([
          { description: 'Starter plan', amount: 29 },
          { description: '25 overage minutes', amount: 2.5 },
        ]),
        created_at: now(),
      })
      .execute();
    const row = await ctx.db
      .selectFrom('transactions')
      .select(['kind', 'line_items', 'earner_reseller_id'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      kind: 'renewal',
      earner_reseller_id: null,
      line_items: [
        { description: 'Starter plan', amount: 29 },
        { description: '25 overage minutes', amount: 2.5 },
      ],
    });
  });
});
