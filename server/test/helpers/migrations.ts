import { expect } from '@jest/globals';
import { Migrator } from 'kysely';
import type { Database } from '../../src/db/database';
import { migrationsFor } from '../../src/db/migrations';

/**
 * Moves a migrated test database back to `name` (the downs of every later migration), so that a test can store rows
 * as they were stored before a migration and check that migrating up again fills in what it adds.
 */
export async function migrateBackTo(database: Database, name: string): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const down = await migrator.migrateTo(name);
  expect(down.error).toBeUndefined();
}
