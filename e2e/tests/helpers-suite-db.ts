// Set-ups no screen of the product makes (a suspended reseller in one step, a subscription period that started
// days ago, calls reported by the voice platform), written to the suite's own database as the product stores them.
// scripts/e2e-server.mjs puts that database at <tmp>/voice-e2e-<port>/app.db (or E2E_DATA_DIR).
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { SUITE_DATA_DIR } from './helpers';

export interface SqliteDatabase {
  prepare(sql: string): { run(...params: unknown[]): { changes: number } };
  pragma(text: string): unknown;
  close(): void;
}

const ROOT = resolve(__dirname, '../..');
const loadFromServer = createRequire(join(ROOT, 'server', 'package.json'));

/** Runs `work` on the suite's database (better-sqlite3 from the server's dependencies), then closes it. */
export function withSuiteDatabase<T>(work: (db: SqliteDatabase) => T): T {
  const Database = loadFromServer('better-sqlite3') as new (file: string) => SqliteDatabase;
  const db = new Database(join(SUITE_DATA_DIR, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

/** What a platform admin's suspension does to a reseller (the specs of its site need it set in one step). */
export function suspendReseller(subdomain: string): void {
  withSuiteDatabase((db) => {
    const { changes } = db
      .prepare('UPDATE resellers SET status = ? WHERE subdomain = ?')
      .run('suspended', subdomain);
    if (changes !== 1) throw new Error(`no reseller with the subdomain ${subdomain}`);
  });
}

/**
 * A subscription's period as if it had started `daysAgo` days ago and lasted 30 days (as a Stripe test clock would
 * have it): no screen moves a period back, so mid-period plan changes are set up in the suite's database.
 */
export function startSubscriptionDaysAgo(subscriptionId: number, daysAgo: number): void {
  const day = 24 * 3600_000;
  const start = new Date(Date.now() - daysAgo * day);
  const end = new Date(start.getTime() + 30 * day);
  withSuiteDatabase((db) => {
    const { changes } = db
      .prepare(
        'UPDATE subscriptions SET current_period_start = ?, current_period_end = ? WHERE id = ?',
      )
      .run(start.toISOString(), end.toISOString(), subscriptionId);
    if (changes !== 1) throw new Error(`no subscription ${subscriptionId}`);
  });
}
