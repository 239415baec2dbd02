import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { withSharedSecrets, type AppConfig } from '../config';
import type { Database } from '../db/database';
import { runMigrations, withStartupLock, type StartupLockOptions } from '../db/migrate';
import type { DB } from '../db/schema';
import { secretsKeyFor } from '../lib/secret-box';
import { nowIso } from '../lib/time';
import { ensureSuperAdmin, type EnsureAdminResult } from './ensure-super-admin';

/**
 * What every instance does before it serves (main.ts), safe when several start at once on one database: under the
 * start-up lock (db/migrate.ts), the pending migrations, the first super admin, and the check that this instance
 * has the secrets key the database's secrets are sealed with; then the configuration with its shared secrets.
 */

export interface StartupResult {
  /** The configuration to build the app with (withSharedSecrets). */
  config: AppConfig;
  /** Migrations this instance applied (none when another one did). */
  migrations: string[];
  admin: EnsureAdminResult;
  /** 'recorded': this instance's key is now the database's; 'matched': it is the one already recorded. */
  secretsKey: 'recorded' | 'matched';
}

/** platform_settings key of the secrets key's check value. */
export const SECRETS_KEY_CHECK = 'secrets_key_check';

/** A value that identifies a key without revealing it: HMAC-SHA256 of a fixed label under the key. */
export function secretsKeyCheck(key: Buffer): string {
  return createHmac('sha256', key).update('voice:secrets-key-check:v1').digest('hex');
}

export class SecretsKeyMismatchError extends Error {
  constructor() {
    super(
      'The secrets key of this instance (SECRETS_ENCRYPTION_KEY, or <DATA_DIR>/secrets.key when it is not set) is ' +
        'not the one the secrets in this database are sealed with. Give every instance the same ' +
        'SECRETS_ENCRYPTION_KEY (or the same secrets.key file). Only if the old key is lost for good: delete the ' +
        `row '${SECRETS_KEY_CHECK}' from platform_settings and start again (the secrets saved with the old key ` +
        'cannot be read any more and have to be entered again).',
    );
    this.name = 'SecretsKeyMismatchError';
  }
}

/**
 * Records the check value of `key` the first time, and afterwards refuses a different key: an instance with a key of
 * its own would seal secrets that the others cannot open (and open none of theirs). Run under the start-up lock.
 */
export async function checkSecretsKey(
  db: Kysely<DB>,
  key: Buffer,
): Promise<'recorded' | 'matched'> {
  const check = secretsKeyCheck(key);
  const row = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('key', '=', SECRETS_KEY_CHECK)
    .executeTakeFirst();
  if (!row) {
    await db
      .insertInto('platform_settings')
      .values({ key: SECRETS_KEY_CHECK, value: JSON.stringify(check), updated_at: nowIso() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return 'recorded';
  }
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    stored = null;
  }
  const expected = Buffer.from(check, 'utf8');
  const actual = Buffer.from(typeof stored === 'string' ? stored : '', 'utf8');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new SecretsKeyMismatchError();
  }
  return 'matched';
}

/** Migrations, first admin and the secrets key check under the start-up lock; then the shared secrets. */
export async function startUp(
  database: Database,
  config: AppConfig,
  options: StartupLockOptions = {},
): Promise<StartupResult> {
  const key = secretsKeyFor(config);
  const done = await withStartupLock(
    database,
    async (db) => {
      const migrations = await runMigrations(database, db);
      const secretsKey = await checkSecretsKey(db, key);
      const admin = await ensureSuperAdmin(db, config);
      return { migrations, secretsKey, admin };
    },
    options,
  );
  return { ...done, config: withSharedSecrets(config, key) };
}
