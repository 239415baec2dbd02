import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * API keys (integrations/api-keys): a user's keys for the public API. The key itself is never stored: its sha256
 * (token_hash, unique: the lookup of every request made with a key) and its last 4 characters (to tell keys apart).
 * scopes: a JSON array of scope names (@voice/contracts API_KEY_SCOPES). last_used_at/last_used_ip are written at
 * most once a minute. A revoked key keeps its row (revoked_at) for the owner's list and the audit trail; the keys
 * go with their user.
 */
export const apiKeys: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('api_keys'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'varchar(100)', notNull)
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('last4', 'varchar(4)', notNull)
        .addColumn('scopes', t.json, notNull)
        .addColumn('expires_at', t.timestamp)
        .addColumn('last_used_at', t.timestamp)
        .addColumn('last_used_ip', 'varchar(64)')
        .addColumn('revoked_at', t.timestamp)
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await db.schema.createIndex('api_keys_user_idx').on('api_keys').column('user_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('api_keys').execute();
    },
  };
};
