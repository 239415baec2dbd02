import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * Two-factor sign-in (identity/two-factor):
 * - two_factor_secrets: a user's TOTP secret, sealed with the secrets key; enabled_at null while the enrolment
 *   waits for its first code; last_step: the latest time step used, so one code signs in once;
 * - two_factor_recovery_codes: the SHA-256 of each one-time recovery code, used_at once spent;
 * - two_factor_challenges: the short-lived token a correct password yields instead of a session (its hash),
 *   for the code ('verify') or, when the platform requires it, for the enrolment ('enrol'); attempts counted;
 * - trusted_devices: a device token (its hash) that skips the code for 30 days, bound to the password it was
 *   made under (password_stamp): a new password ends it, and disabling two-factor deletes them.
 */
export const twoFactor: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  const userId = 'user_id';
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('two_factor_secrets')
        .addColumn(userId, 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('secret_sealed', 'text', notNull)
        .addColumn('enabled_at', t.timestamp)
        .addColumn('last_step', 'integer')
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await withId(db.schema.createTable('two_factor_recovery_codes'), dialect)
        .addColumn(userId, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'varchar(64)', notNull)
        .addColumn('used_at', t.timestamp)
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('two_factor_recovery_codes_user_idx')
        .on('two_factor_recovery_codes')
        .columns([userId, 'code_hash'])
        .execute();
      await withId(db.schema.createTable('two_factor_challenges'), dialect)
        .addColumn(userId, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('purpose', 'varchar(10)', notNull)
        .addColumn('remember', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', t.timestamp, notNull)
        .addColumn('used_at', t.timestamp)
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await withId(db.schema.createTable('trusted_devices'), dialect)
        .addColumn(userId, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('password_stamp', 'varchar(64)', notNull)
        .addColumn('expires_at', t.timestamp, notNull)
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('trusted_devices').execute();
      await db.schema.dropTable('two_factor_challenges').execute();
      await db.schema.dropTable('two_factor_recovery_codes').execute();
      await db.schema.dropTable('two_factor_secrets').execute();
    },
  };
};
