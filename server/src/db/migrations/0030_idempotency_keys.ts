import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * idempotency_keys (integrations/public-api/idempotency.ts): one row per Idempotency-Key a caller of the public
 * API sent on a creating request, so that a retry of the same request gets the first reply back instead of a
 * second assistant. `owner` is who sent it ('key:<api key id>' or 'user:<user id>': one caller's keys never
 * meet another's), `request_hash` the sha256 of the method, path and body (the same key with another body is
 * refused), `state` 'running' while the first request runs (a concurrent one is answered 409) then 'done' with
 * the reply's status and body (JSON text). Rows older than 24 h are spent: replaced on the next use of the key,
 * and removed by the owner's next new key (the (owner, created_at) index finds them).
 */
export const idempotencyKeys: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('idempotency_keys'), dialect)
        .addColumn('owner', 'varchar(64)', notNull)
        .addColumn('idempotency_key', 'varchar(255)', notNull)
        .addColumn('request_hash', 'varchar(64)', notNull)
        .addColumn('state', 'varchar(16)', notNull)
        .addColumn('response_status', 'integer')
        .addColumn('response_body', t.json)
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('idempotency_keys_owner_key_idx')
        .on('idempotency_keys')
        .columns(['owner', 'idempotency_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('idempotency_keys_owner_created_idx')
        .on('idempotency_keys')
        .columns(['owner', 'created_at'])
        .execute();
      // The public API's assistant list walks a scope's assistants newest first by (created_at, id): a user's or a
      // tenant's through the (user_id|reseller_id, created_at) indexes of 0001; a platform admin's (every
      // assistant) through this one, rather than sorting the whole table for each page.
      await db.schema
        .createIndex('assistants_created_idx')
        .on('assistants')
        .columns(['created_at', 'id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('assistants_created_idx').execute();
      await db.schema.dropTable('idempotency_keys').execute();
    },
  };
};
