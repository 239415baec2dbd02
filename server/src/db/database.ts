import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { InlineLimitPlugin } from '../lib/speed-ups/inline-limit';
import { withStatementCache } from '../lib/speed-ups/statement-cache';
import { JsonColumnsPlugin } from './json-columns';
import type { DB } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL schema holding the tables (search_path); null on SQLite. */
  schema: string | null;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when null, SQLite is used. */
  databaseUrl: string | null;
  /** PostgreSQL search_path (a schema name). */
  databaseSchema?: string | null;
  /** SQLite file path or ':memory:'. */
  sqliteFile: string;
}

/** A UTC timestamp as PostgreSQL writes it with TimeZone=UTC (the pool's setting): 0 to 6 fractional digits. */
const PG_UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/** pg timestamptz text ("2024-05-01 10:00:00.123+00") -> ISO-8601 UTC ("2024-05-01T10:00:00.123Z"). */
export function pgTimestampToIso(value: string): string {
  // Every timestamp read from the pool: rewritten without a Date (milliseconds truncated, as Date does).
  const utc = PG_UTC_TIMESTAMP.exec(value);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  const m =
    /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)(?:([+-]\d{2})(?::?(\d{2}))?)?$/.exec(
      value,
    );
  if (!m) return value;
  const offset = m[3] ? `${m[3]}:${m[4] ?? '00'}` : 'Z';
  const date = new Date(`${m[1]}T${m[2]}${offset}`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** JSON columns are read as values (see json-columns.ts). */
const jsonColumns = new JsonColumnsPlugin();

function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return name;
}

async function openPostgres(options: DatabaseOptions): Promise<Database> {
  const { Pool, types } = await import('pg');
  // Per-pool type parsers: counts/sums (int8) and numerics as numbers, timestamps as ISO strings.
  const parsers: Record<number, (value: string) => unknown> = {
    20: (v) => Number(v), // int8 (count, sum of integers)
    1700: (v) => Number(v), // numeric
    1184: pgTimestampToIso, // timestamptz
    1114: (v) => pgTimestampToIso(`${v}+00`), // timestamp without time zone, read as UTC
  };
  const customTypes = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      parsers[oid] ?? types.getTypeParser(oid, format)) as typeof types.getTypeParser,
  };
  const runtimeOptions = ['-c TimeZone=UTC'];
  if (options.databaseSchema) {
    runtimeOptions.push(`-c search_path=${quoteIdent(options.databaseSchema)}`);
  }
  const pool = new Pool({
    connectionString: options.databaseUrl ?? undefined,
    options: runtimeOptions.join(' '),
    types: customTypes,
    max: 10,
  });
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [jsonColumns],
  });
  return {
    db,
    dialect: 'postgres',
    schema: options.databaseSchema ?? 'public',
    destroy: () => db.destroy(),
  };
}

/** How often a SQLite connection refreshes the planner's statistics (PRAGMA optimize). */
const SQLITE_OPTIMIZE_EVERY_MS = 60 * 60_000;

async function openSqlite(options: DatabaseOptions): Promise<Database> {
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  if (options.sqliteFile !== ':memory:') {
    fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  }
  const connection = new BetterSqlite3(options.sqliteFile);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('busy_timeout = 5000');
  // The planner's statistics (sqlite_stat1). SQLite gathers none by itself, and without them it read a whole
  // tenant's index for a page a few rows of another index give (a status filter without a tenant; a phone search
  // through the trigram table). `optimize` analyses the tables whose statistics are missing or stale, each from a
  // sample of analysis_limit rows per index (about 0.1 s of CPU for a million calls): at open, after migrations
  // (migrate.ts) and every hour (tables that have grown since).
  connection.pragma('analysis_limit = 1000');
  connection.pragma('optimize = 0x10002');
  const optimizer = setInterval(() => connection.pragma('optimize'), SQLITE_OPTIMIZE_EVERY_MS);
  optimizer.unref();
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(connection) }),
    plugins: [new InlineLimitPlugin(), jsonColumns],
  });
  const destroy = () => {
    clearInterval(optimizer);
    return db.destroy();
  };
  return { db, dialect: 'sqlite', schema: null, destroy };
}

/** Opens the database: PostgreSQL when databaseUrl is set, otherwise SQLite (WAL, foreign keys on). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options) : openSqlite(options);
}

/** A trivial round trip, for /api/health. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
