import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../database';

/** A migration is written once and receives the dialect, so that one file runs on both databases. */
export type MigrationFactory = (dialect: Dialect) => Migration;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the untyped schema
export type AnyDb = Kysely<any>;

/** Portable column types (see schema.ts for the conventions). */
export function columnTypes(dialect: Dialect) {
  const pg = dialect === 'postgres';
  return {
    timestamp: pg ? sql`timestamptz` : sql`text`,
    json: sql`text`,
    flag: sql`integer`,
    money: sql`numeric(12, 2)`,
    rate: sql`numeric(12, 4)`,
  };
}

/** An auto-increment integer primary key named id. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
