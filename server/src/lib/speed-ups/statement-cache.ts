import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements worth keeping prepared: queries, not DDL, pragmas or transaction control. */
const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * A SQLite connection that keeps its prepared statements (up to `size`, the least recently used go first):
 * Kysely prepares every query it runs, and preparing a statement costs more than running a small one (as
 * profiled). Safe because Kysely runs one query at a time on the connection (its mutex), so a statement is
 * never reused while another use of it is still stepping.
 */
export function withStatementCache(connection: SqliteDatabase, size = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => connection.close(),
    prepare(source: string) {
      const cached = statements.get(source);
      if (cached) {
        statements.delete(source);
        statements.set(source, cached);
        return cached;
      }
      const statement = connection.prepare(source);
      if (!CACHEABLE.test(source)) return statement;
      if (statements.size >= size) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      statements.set(source, statement);
      return statement;
    },
  };
}
