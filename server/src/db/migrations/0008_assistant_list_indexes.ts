import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './helpers';

/**
 * The assistant list sorted by name (spec 001 §2: sort by name, paged by 9) reads lower(name) in a tenant's or a
 * user's rows: expression indexes on (reseller_id, lower(name)) and (user_id, lower(name)) let both databases walk
 * the index instead of sorting the tenant's rows on every page (BENCHMARKS.md: 10,000 assistants per tenant).
 */
export const assistantListIndexes: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .createIndex('assistants_reseller_name_idx')
      .on('assistants')
      .columns(['reseller_id'])
      .expression(sql`lower(name)`)
      .execute();
    await db.schema
      .createIndex('assistants_user_name_idx')
      .on('assistants')
      .columns(['user_id'])
      .expression(sql`lower(name)`)
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('assistants_user_name_idx').execute();
    await db.schema.dropIndex('assistants_reseller_name_idx').execute();
  },
});
