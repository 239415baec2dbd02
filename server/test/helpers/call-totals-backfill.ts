import { expect } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../src/db/database';
import type { DB } from '../../src/db/schema';
import { migrateToLatest } from '../../src/db/migrate';
import { callStatsDrift } from '../../src/domains/calls/ingestion/call-stats-repository';
import { insertResellerRow, insertUser, type UserFixture } from './fixtures';
import { migrateBackTo } from './migrations';
import { openTestDatabase } from './test-app';

/** A call as the code before the totals (migration 0010) stored it. */
export interface CallBeforeTotals {
  user: { id: number } | null;
  assistantId?: number | null;
  resellerId: number | null;
  start_time: string;
  duration: number;
  /** The column was there before the totals by direction (0040) read it. */
  direction?: string | null;
}

export interface BackfillCase {
  db: Kysely<DB>;
  /** Reseller "backfill", Alice a user of it, Bob a user of the main host. */
  reseller: number;
  alice: UserFixture;
  bob: UserFixture;
  /** Stores the calls (call_ids `${prefix}-1`, ...), migrates to the latest and checks the totals have no drift. */
  storeAndMigrate: (calls: readonly CallBeforeTotals[]) => Promise<void>;
}

/**
 * A migrations' backfill test of the call totals (0010, 0015, 0040): a database of its own taken back to before the
 * totals existed (0009), two users, the calls `work` stores, every migration up again; closed after `work`.
 */
export async function withCallsBeforeTotals(
  dialect: Dialect,
  prefix: string,
  work: (backfill: BackfillCase) => Promise<void>,
): Promise<void> {
  const { database, dispose } = await openTestDatabase(dialect);
  try {
    await migrateBackTo(database, '0009_calls_demo_requests');
    const db = database.db;
    const reseller = await insertResellerRow(db, { subdomain: 'backfill' });
    const alice = await insertUser(db, { reseller_id: reseller });
    const bob = await insertUser(db);
    const now = new Date().toISOString();
    const storeAndMigrate = async (calls: readonly CallBeforeTotals[]) => {
      await db
        .insertInto('call_logs')
        .values(
          calls.map((call, index) => ({
            call_id: `${prefix}-${index + 1}`,
            user_id: call.user?.id ?? null,
            assistant_id: call.assistantId ?? null,
            reseller_id: call.resellerId,
            start_time: call.start_time,
            duration: call.duration,
            ...(call.direction !== undefined ? { direction: call.direction } : {}),
            status: 'completed',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await migrateToLatest(database);
      expect(await callStatsDrift(db, dialect)).toEqual([]);
    };
    await work({ db, reseller, alice, bob, storeAndMigrate });
  } finally {
    await dispose();
  }
}
