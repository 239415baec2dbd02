import { Migrator, sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { migrationsFor } from './migrations';
import type { DB } from './schema';

/**
 * The start-up lock: one instance at a time migrates the database and creates the first admin, however many start
 * together on one database (docs/decisions.md, "Start-up with several instances").
 * - PostgreSQL: a session-level advisory lock on one connection, keyed by the schema (instances of another schema in
 *   the same database do not wait). A process that dies releases it with its connection.
 * - SQLite: BEGIN IMMEDIATE on the database file itself (its write lock; released when the process dies); the work
 *   runs in that transaction and is committed once, so a failed start-up leaves nothing half done.
 * `work` gets a Kysely bound to the locked connection and must use it for everything it does; on SQLite it runs
 * inside a transaction, so it must not open one of its own.
 */
export async function withStartupLock<T>(
  database: Database,
  work: (db: Kysely<DB>) => Promise<T>,
  options: StartupLockOptions = {},
): Promise<T> {
  return database.db
    .connection()
    .execute((db) =>
      database.dialect === 'postgres'
        ? withAdvisoryLock(db, database.schema ?? 'public', work, options)
        : withImmediateTransaction(db, work, options),
    );
}

export interface StartupLockOptions {
  /** Called once when another instance holds the lock (to say why the start waits). */
  onWait?: () => void;
  /** SQLite: how often to try again while the file is locked (ms). */
  retryMs?: number;
}

/** pg_advisory_lock(int, int): this constant ("voic") and the hash of the schema name. */
const ADVISORY_LOCK_CLASS = 0x766f6963;

async function withAdvisoryLock<T>(
  db: Kysely<DB>,
  schema: string,
  work: (db: Kysely<DB>) => Promise<T>,
  { onWait }: StartupLockOptions,
): Promise<T> {
  const key = sql`${sql.lit(ADVISORY_LOCK_CLASS)}, hashtext(${schema})`;
  const tried = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_lock(${key}) as locked`.execute(db);
  if (!tried.rows[0]?.locked) {
    onWait?.();
    await sql`select pg_advisory_lock(${key})`.execute(db);
  }
  let result: T;
  try {
    result = await work(db);
  } catch (error) {
    // A broken connection has lost its session, and the lock with it; the work's own error matters more.
    await sql`select pg_advisory_unlock(${key})`.execute(db).catch(() => undefined);
    throw error;
  }
  await sql`select pg_advisory_unlock(${key})`.execute(db);
  return result;
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

async function withImmediateTransaction<T>(
  db: Kysely<DB>,
  work: (db: Kysely<DB>) => Promise<T>,
  { onWait, retryMs = 50 }: StartupLockOptions,
): Promise<T> {
  // better-sqlite3 waits synchronously on a locked file (busy_timeout), which would freeze this process's event
  // loop; the lock is tried without waiting and tried again after a timer instead.
  const previous = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
  const busyTimeout = Number(previous.rows[0]?.timeout ?? 0);
  await sql`pragma busy_timeout = 0`.execute(db);
  try {
    for (let waited = false; ;) {
      try {
        await sql`begin immediate`.execute(db);
        break;
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (!waited) onWait?.();
        waited = true;
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    }
  } finally {
    await sql`pragma busy_timeout = ${sql.lit(busyTimeout)}`.execute(db);
  }
  try {
    const result = await work(db);
    await sql`commit`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => undefined);
    throw error;
  }
}

/**
 * Runs every pending migration (the same ones on SQLite and PostgreSQL) on `db`, a connection holding the start-up
 * lock (withStartupLock). Throws on failure. Returns the names of the migrations applied.
 */
export async function runMigrations(database: Database, db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
    // Kysely looks for its bookkeeping tables in every schema unless told which one is ours.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
    // SQLite: the start-up lock's transaction holds every migration already.
    ...(database.dialect === 'sqlite' ? { disableTransactions: true } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  // New tables and indexes get their planner statistics now, not at the next hourly refresh (database.ts).
  if (database.dialect === 'sqlite' && applied.length > 0) {
    await sql`pragma optimize = 0x10002`.execute(db);
  }
  return applied;
}

/** Runs every pending migration under the start-up lock. Throws on failure; returns the names applied. */
export async function migrateToLatest(
  database: Database,
  options: StartupLockOptions = {},
): Promise<string[]> {
  return withStartupLock(database, (db) => runMigrations(database, db), options);
}
