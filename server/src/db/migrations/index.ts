import type { Migration } from 'kysely';
import type { Dialect } from '../database';
import type { MigrationFactory } from './helpers';
import { initial } from './0001_initial';
import { seedPackages } from './0002_seed_packages';

/** Every migration, in order. Add new files here; names sort in execution order. */
const MIGRATIONS: Record<string, MigrationFactory> = {
  '0001_initial': initial,
  '0002_seed_packages': seedPackages,
};

export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, factory]) => [name, factory(dialect)]),
  );
}
