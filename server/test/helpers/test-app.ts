import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { openDatabase, type Database, type Dialect } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import type { DB } from '../../src/db/schema';
import { testEnv } from './test-env';

/**
 * Every server test file runs once per database: SQLite always, PostgreSQL when TEST_DATABASE_URL is
 * set (e.g. postgres://postgres@127.0.0.1:5432/test). Use with describe.each(databases).
 */
export const databases: Dialect[] = testEnv.databaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/** Cheaper scrypt than production (N = 2^12) so that suites stay fast; the format is the same. */
export const TEST_PASSWORD_COST = 12;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test' });
  return {
    ...base,
    logLevel: 'silent',
    rateLimit: { enabled: false, max: 0, authMax: 1000 },
    passwordCost: TEST_PASSWORD_COST,
    staticRoot: path.join(os.tmpdir(), 'voice-no-static-root'),
    // Local receivers (127.0.0.1) and short delays for the forwarding tests.
    webhooks: {
      allowPrivateTargets: true,
      retryBaseMs: 50,
      maxAttempts: 3,
      timeoutMs: 2_000,
      pollMs: 250,
    },
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Kysely<DB>;
  database: Database;
  dialect: Dialect;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestContextOptions {
  config?: Partial<AppConfig>;
  /** Runs before the app is ready (e.g. to add a route for a test). */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/** A fresh database with no table yet, for one test file (see emptyTestDatabase). */
export interface EmptyTestDatabase {
  /** Opens it (each call its own connections, as another instance would). */
  open(): Promise<Database>;
  /** Closes every connection opened and removes the database. */
  dispose(): Promise<void>;
  /** The same database for another process (a server child in the benches). */
  env: { DATABASE_URL: string; DATABASE_SCHEMA: string };
}

/**
 * A fresh database with no table yet: on PostgreSQL a schema of its own (`<label>_<id>`), on SQLite a file of the
 * temp directory (`voice-<label>-<id>.db`).
 */
export async function emptyTestDatabase(
  dialect: Dialect,
  label = 'test',
): Promise<EmptyTestDatabase> {
  const id = `${process.pid}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const opened: Database[] = [];
  const closeAll = () => Promise.all(opened.splice(0).map((database) => database.destroy()));
  if (dialect === 'postgres') {
    const url = testEnv.databaseUrl;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `${label.replaceAll('-', '_')}_${id}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
    return {
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
      async open() {
        const database = await openDatabase({
          databaseUrl: url,
          databaseSchema: schema,
          sqliteFile: '',
        });
        opened.push(database);
        return database;
      },
      async dispose() {
        await closeAll();
        const cleanup = new Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema if exists "${schema}" cascade`);
        await cleanup.end();
      },
    };
  }
  const file = path.join(os.tmpdir(), `voice-${label}-${id}.db`);
  return {
    env: { DATABASE_URL: `sqlite:${file}`, DATABASE_SCHEMA: '' },
    async open() {
      const database = await openDatabase({ databaseUrl: null, sqliteFile: file });
      opened.push(database);
      return database;
    },
    async dispose() {
      await closeAll();
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    },
  };
}

/**
 * A fresh, migrated database for one test file (and the cleanup that removes it); `env` opens the same one from
 * another process (a server child in the benches).
 */
export async function openTestDatabase(dialect: Dialect): Promise<{
  database: Database;
  env: { DATABASE_URL: string; DATABASE_SCHEMA: string };
  dispose(): Promise<void>;
}> {
  const empty = await emptyTestDatabase(dialect);
  const database = await empty.open();
  try {
    await migrateToLatest(database);
  } catch (error) {
    await empty.dispose();
    throw error;
  }
  return { database, env: empty.env, dispose: empty.dispose };
}

export async function createTestContext(
  dialect: Dialect,
  options: TestContextOptions = {},
): Promise<TestContext> {
  const { database, dispose } = await openTestDatabase(dialect);
  const config = testConfig(options.config);
  const app = await buildApp(config, { database, logger: false });
  try {
    await options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    await app.close();
    await dispose();
    throw error;
  }
  return {
    app,
    db: database.db,
    database,
    dialect,
    config,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** Runs `run` with a fresh test context on `dialect`, closed after it whatever happens (the benches' contexts). */
export async function withTestContext<T>(
  dialect: Dialect,
  run: (ctx: TestContext) => Promise<T>,
  options: TestContextOptions = {},
): Promise<T> {
  const ctx = await createTestContext(dialect, options);
  try {
    return await run(ctx);
  } finally {
    await ctx.close();
  }
}

/**
 * A test context whose data directory (uploads, the generated secrets key) is a fresh folder of the temp directory,
 * removed when the context is closed; tests find it at `ctx.config.dataDir`.
 */
export async function createTestContextWithDataDir(
  dialect: Dialect,
  options: TestContextOptions = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-data-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const ctx = await createTestContext(dialect, {
      ...options,
      config: { ...options.config, dataDir },
    });
    return {
      ...ctx,
      async close() {
        await ctx.close();
        removeDataDir();
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}

/** app.inject with a Host header and an optional bearer token. */
export function request(
  app: FastifyInstance,
  options: InjectOptions & { host?: string; token?: string },
) {
  const { host, token, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      ...(host ? { host } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

/**
 * Another process's access to the same database: its own pool on PostgreSQL. On SQLite the same connection
 * (better-sqlite3 is synchronous: a second connection of one process waiting on the first's lock would block
 * the event loop that must finish the first's transaction); the claims are the same statements either way.
 */
export async function reopenDatabase(
  database: Database,
): Promise<{ database: Database; close(): Promise<void> }> {
  if (database.dialect !== 'postgres') return { database, close: async () => undefined };
  const other = await openDatabase({
    databaseUrl: testEnv.databaseUrl ?? null,
    databaseSchema: database.schema,
    sqliteFile: '',
  });
  return { database: other, close: () => other.destroy() };
}
