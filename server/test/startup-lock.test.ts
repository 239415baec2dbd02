import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import {
  SECRETS_KEY_CHECK,
  SecretsKeyMismatchError,
  startUp,
  type StartupResult,
} from '../src/bootstrap/startup';
import { loadConfig, sandboxSecretFromKey, withSharedSecrets, type AppConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { migrateToLatest, withStartupLock } from '../src/db/migrate';
import { migrationsFor } from '../src/db/migrations';
import { verifyPassword } from '../src/lib/password';
import {
  readWebhookSecret,
  webhookSecretFor,
} from '../src/domains/voice/voice-platform/webhook-credential';
import { deliverCheckoutCompletedTwice, insertPlan, postSubscription } from './helpers/billing';
import { insertUser, login } from './helpers/fixtures';
import {
  databases,
  emptyTestDatabase,
  testConfig,
  type EmptyTestDatabase,
  type TestContext,
} from './helpers/test-app';

/**
 * Several instances starting at once on one EMPTY database: the start-up lock lets one migrate and create
 * the first admin while the others wait, then find everything done, without an error; the secrets they must share
 * (the sandbox's webhook secret, the secrets key) are the same on all of them.
 */

const ROUNDS = 5;
const ADMIN_PASSWORD = 'a long admin password';

const dataDirs: string[] = [];

/** An instance's configuration: its own DATA_DIR (its own disk) and the secrets key given, if any. */
function instanceConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-startup-data-'));
  dataDirs.push(dataDir);
  return testConfig({
    dataDir,
    adminEmail: 'owner@example.test',
    adminPassword: ADMIN_PASSWORD,
    payments: { ...testConfig().payments, provider: 'sandbox' },
    ...overrides,
  });
}

const sharedKey = randomBytes(32).toString('base64');
const ALL_MIGRATIONS = Object.keys(migrationsFor('sqlite'));

async function migrationRows(database: Database): Promise<string[]> {
  const result = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(database.db);
  return result.rows.map((row) => row.name);
}

async function admins(database: Database) {
  return database.db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('role', '=', 'admin')
    .execute();
}

afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(databases)('start-up of several instances at once on %s', (dialect) => {
  it(`migrates once and creates exactly one admin, without an error, ${ROUNDS} times over`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const empty = await emptyTestDatabase(dialect, 'test-startup');
      try {
        const instances = await Promise.all([empty.open(), empty.open(), empty.open()]);
        const config = instanceConfig({ secretsEncryptionKey: sharedKey });
        const waited: number[] = [];
        const settled = await Promise.allSettled(
          instances.map((database, i) =>
            startUp(database, config, { onWait: () => waited.push(i), retryMs: 10 }),
          ),
        );
        const results = settled.map((outcome) => {
          if (outcome.status === 'rejected') throw outcome.reason;
          return outcome.value;
        });

        // One instance applied every migration, the others none; each migration is recorded once.
        const applied = results.map((result) => result.migrations);
        expect(applied.filter((names) => names.length > 0)).toEqual([ALL_MIGRATIONS]);
        expect(applied.filter((names) => names.length === 0)).toHaveLength(2);
        expect(await migrationRows(instances[0] as Database)).toEqual(ALL_MIGRATIONS);
        // The others waited for the lock rather than racing.
        expect(waited.length).toBeGreaterThanOrEqual(1);

        // Exactly one admin, created by one instance, with the configured password.
        expect(results.filter((result) => result.admin.created)).toHaveLength(1);
        expect(results.filter((result) => result.admin.warning !== undefined)).toHaveLength(0);
        const rows = await admins(instances[1] as Database);
        expect(rows.map((row) => row.email)).toEqual(['owner@example.test']);
        expect(await verifyPassword(ADMIN_PASSWORD, rows[0]?.password_hash ?? '')).toBe(true);

        // The key check is recorded once, and every instance has the same sandbox secret.
        expect(results.map((result) => result.secretsKey).sort()).toEqual([
          'matched',
          'matched',
          'recorded',
        ]);
        const secrets = new Set(results.map((r) => r.config.payments.sandboxWebhookSecret));
        expect(secrets.size).toBe(1);
      } finally {
        await empty.dispose();
      }
    }
  });

  it('shows a generated admin password to one instance only', async () => {
    const empty = await emptyTestDatabase(dialect, 'test-startup');
    try {
      const [a, b] = await Promise.all([empty.open(), empty.open()]);
      const config = instanceConfig({ adminEmail: null, adminPassword: null });
      const results = await Promise.all([
        startUp(a as Database, config, { retryMs: 10 }),
        startUp(b as Database, config, { retryMs: 10 }),
      ]);
      const shown = results.flatMap((result) => result.admin.generatedPassword ?? []);
      expect(shown).toHaveLength(1);
      const rows = await admins(a as Database);
      expect(rows.map((row) => row.email)).toEqual(['admin@localhost']);
      expect(await verifyPassword(shown[0] ?? '', rows[0]?.password_hash ?? '')).toBe(true);
    } finally {
      await empty.dispose();
    }
  });

  it('runs plain migrations (migrateToLatest) once when they race', async () => {
    const empty = await emptyTestDatabase(dialect, 'test-startup');
    try {
      const instances = await Promise.all([empty.open(), empty.open(), empty.open()]);
      const applied = await Promise.all(
        instances.map((database) => migrateToLatest(database, { retryMs: 10 })),
      );
      expect(applied.filter((names) => names.length > 0)).toEqual([ALL_MIGRATIONS]);
      expect(await migrationRows(instances[2] as Database)).toEqual(ALL_MIGRATIONS);
    } finally {
      await empty.dispose();
    }
  });

  it('makes the others wait while one instance holds the lock, and lets them go after', async () => {
    const empty = await emptyTestDatabase(dialect, 'test-startup');
    try {
      const [a, b] = await Promise.all([empty.open(), empty.open()]);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let entered: () => void = () => undefined;
      const inside = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const first = withStartupLock(a as Database, async () => {
        entered();
        await held;
      });
      await inside;
      let waiting = false;
      let finished = false;
      const second = startUp(b as Database, instanceConfig(), {
        onWait: () => {
          waiting = true;
        },
        retryMs: 10,
      }).then((result) => {
        finished = true;
        return result;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(waiting).toBe(true);
      expect(finished).toBe(false);
      release();
      await first;
      const result = await second;
      expect(result.migrations).toEqual(ALL_MIGRATIONS);
      expect(result.admin.created).toBe(true);
    } finally {
      await empty.dispose();
    }
  });

  it('rolls a failed start-up back on SQLite (PostgreSQL keeps its DDL) and frees the lock', async () => {
    const empty = await emptyTestDatabase(dialect, 'test-startup');
    try {
      const [a, b] = await Promise.all([empty.open(), empty.open()]);
      await expect(
        withStartupLock(a as Database, async (db) => {
          await db.schema.createTable('startup_probe').addColumn('id', 'integer').execute();
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const tables = (await (b as Database).db.introspection.getTables()).map((t) => t.name);
      // SQLite ran the work in its lock's transaction; PostgreSQL's lock is not a transaction.
      expect(tables.includes('startup_probe')).toBe(dialect === 'postgres');
      const result = await startUp(b as Database, instanceConfig(), { retryMs: 10 });
      expect(result.migrations).toEqual(ALL_MIGRATIONS);
    } finally {
      await empty.dispose();
    }
  });

  describe('shared secrets', () => {
    let empty: EmptyTestDatabase;
    const apps: FastifyInstance[] = [];
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await empty.dispose();
    });

    /** Two instances on separate disks (DATA_DIR) with one SECRETS_ENCRYPTION_KEY, started at once. */
    async function twoInstances(): Promise<[TestContext, TestContext]> {
      empty = await emptyTestDatabase(dialect, 'test-startup');
      const [a, b] = await Promise.all([empty.open(), empty.open()]);
      const configs = [
        instanceConfig({ secretsEncryptionKey: sharedKey }),
        instanceConfig({ secretsEncryptionKey: sharedKey }),
      ];
      // Before start-up, each process would have a sandbox secret of its own.
      expect(configs[0]?.payments.sandboxWebhookSecret).not.toBe(
        configs[1]?.payments.sandboxWebhookSecret,
      );
      const started: StartupResult[] = await Promise.all([
        startUp(a as Database, configs[0] as AppConfig, { retryMs: 10 }),
        startUp(b as Database, configs[1] as AppConfig, { retryMs: 10 }),
      ]);
      const contexts = await Promise.all(
        [a, b].map(async (database, i) => {
          const config = (started[i] as StartupResult).config;
          const app = await buildApp(config, { database: database as Database, logger: false });
          apps.push(app);
          await app.ready();
          const db = (database as Database).db;
          return { app, db, database, dialect, config, close: async () => undefined };
        }),
      );
      return contexts as [TestContext, TestContext];
    }

    it("lets each instance verify the other's sandbox webhooks and open its sealed secrets", async () => {
      const [a, b] = await twoInstances();
      expect(a.config.payments.sandboxWebhookSecret).toBe(b.config.payments.sandboxWebhookSecret);
      expect(a.config.payments.sandboxWebhookSecret).toBe(
        sandboxSecretFromKey(Buffer.from(sharedKey, 'base64')),
      );

      // A checkout started on instance A, its webhook signed as A's sandbox signs it, delivered to instance B.
      const planId = await insertPlan(a.db, { price: 49 });
      const user = await insertUser(a.db);
      const token = await login(a.app, user);
      const res = await postSubscription(a.app, 'subscribe', 'localhost:3000', token, planId);
      expect(res.statusCode).toBe(200);
      const sessionId = new URL(res.json().data.checkout_url as string).pathname.split('/').pop();
      await deliverCheckoutCompletedTwice(
        { ...b, config: a.config },
        sessionId ?? '',
        'evt_startup_shared',
      );
      const subscription = await b.db
        .selectFrom('subscriptions')
        .select('status')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(subscription.status).toBe('active');

      // A tenant's voice webhook secret made (and sealed) by A is opened by B.
      const made = await webhookSecretFor(a.db, a.config, null);
      expect(await readWebhookSecret(b.db, b.config, null)).toBe(made);
    });

    it('refuses to start an instance whose secrets key is not the recorded one', async () => {
      const third = await empty.open();
      // Its own key file under its own DATA_DIR (no SECRETS_ENCRYPTION_KEY): not the recorded key.
      await expect(startUp(third, instanceConfig(), { retryMs: 10 })).rejects.toThrow(
        SecretsKeyMismatchError,
      );
      await expect(
        startUp(
          third,
          instanceConfig({ secretsEncryptionKey: randomBytes(32).toString('base64') }),
        ),
      ).rejects.toThrow(/SECRETS_ENCRYPTION_KEY/);
      // The recorded check is unchanged, and the right key still starts.
      const rows = await third.db
        .selectFrom('platform_settings')
        .select('key')
        .where('key', '=', SECRETS_KEY_CHECK)
        .execute();
      expect(rows).toHaveLength(1);
      const again = await startUp(third, instanceConfig({ secretsEncryptionKey: sharedKey }));
      expect(again.secretsKey).toBe('matched');
    });
  });
});

describe('withSharedSecrets', () => {
  const key = randomBytes(32);
  const base = testConfig();

  it('derives the sandbox secret from the secrets key unless SANDBOX_WEBHOOK_SECRET is set', () => {
    const derived = withSharedSecrets(base, key, {}).payments.sandboxWebhookSecret;
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(withSharedSecrets(base, Buffer.from(key), {}).payments.sandboxWebhookSecret).toBe(
      derived,
    );
    expect(withSharedSecrets(base, randomBytes(32), {}).payments.sandboxWebhookSecret).not.toBe(
      derived,
    );
    expect(derived).not.toContain(key.toString('hex'));
    const set = withSharedSecrets(base, key, { SANDBOX_WEBHOOK_SECRET: 'whsec_configured' });
    expect(set.payments.sandboxWebhookSecret).toBe('whsec_configured');
  });

  it('gives loadConfig the same derived secret when SECRETS_ENCRYPTION_KEY is set', () => {
    const env = { SECRETS_ENCRYPTION_KEY: key.toString('base64') };
    expect(loadConfig(env).payments.sandboxWebhookSecret).toBe(sandboxSecretFromKey(key));
    expect(
      loadConfig({ ...env, SANDBOX_WEBHOOK_SECRET: 'set' }).payments.sandboxWebhookSecret,
    ).toBe('set');
  });

  it('keeps the SQLite busy timeout of the connection after taking the lock', async () => {
    const empty = await emptyTestDatabase('sqlite', 'test-startup');
    try {
      const database = await empty.open();
      await migrateToLatest(database);
      const result = await sql<{ timeout: number }>`pragma busy_timeout`.execute(database.db);
      expect(result.rows[0]?.timeout).toBe(5000);
    } finally {
      await empty.dispose();
    }
  });
});
