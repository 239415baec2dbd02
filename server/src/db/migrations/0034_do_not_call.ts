import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * The tenant's do-not-call list (voice/do-not-call): numbers never dialled by an outbound call or campaign.
 * - reseller_id: the tenant (null: the platform's own tenant, its direct users); the list is the tenant's, not a
 *   user's, so a reseller's clients share it.
 * - phone_e164: the number, normalised to E.164 before it is stored.
 * - source: 'manual' (added on the page or the API), 'csv' (an import), 'call' (the assistant's
 *   add_to_do_not_call tool, with call_id naming the call); added_by: the user who added it (null for 'call').
 * - unique on (tenant, number): the index is on coalesce(reseller_id, 0) because a unique index treats NULLs as
 *   distinct on both databases, which would let the platform tenant list one number twice (reseller ids start
 *   at 1, so 0 names no reseller).
 */
export const doNotCall: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('do_not_call'), dialect)
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('cascade'),
        )
        .addColumn('phone_e164', 'varchar(16)', notNull)
        .addColumn('reason', 'varchar(500)')
        .addColumn('source', 'varchar(16)', notNull)
        .addColumn('call_id', 'varchar(255)')
        .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('do_not_call_tenant_phone_idx')
        .on('do_not_call')
        .expression(sql`coalesce(reseller_id, 0), phone_e164`)
        .unique()
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('do_not_call').execute();
    },
  };
};
