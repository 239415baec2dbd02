import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { Pool, PoolClient } from 'pg';

/** Statements prepared by name at most (the hot ones come first; any later SQL runs unnamed, as before). */
export const MAX_NAMED_STATEMENTS = 100;

const names = new Map<string, string>();

/**
 * Asks PostgreSQL to keep this SQL prepared, by name, on each connection that runs it (lib/compiled-query.ts
 * registers the hot queries it compiles). An unnamed statement is parsed and planned again on every run: ≈ 300 µs
 * of the server's CPU for the session join, ≈ 100 µs once prepared (as profiled). The name is the SQL's hash, so a
 * name always stands for one text. Needs a session per connection: a pooler in transaction mode in front of
 * PostgreSQL must support protocol-level prepared statements (PgBouncer ≥ 1.21 with max_prepared_statements).
 */
export function prepareByName(sql: string): void {
  if (names.has(sql) || names.size >= MAX_NAMED_STATEMENTS) return;
  names.set(sql, `voice_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`);
}

/** The name `sql` is prepared under, or undefined (run unnamed). */
export function statementName(sql: string): string | undefined {
  return names.get(sql);
}

/** The pool as Kysely's dialect sees it: registered SQL (prepareByName) runs as a named statement. */
export function withNamedStatements(pool: Pool): PostgresPool {
  const clients = new WeakMap<PoolClient, PostgresPoolClient>();
  const wrap = (client: PoolClient): PostgresPoolClient => ({
    query: ((sqlOrCursor: unknown, parameters?: unknown[]) => {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
      const name = names.get(sqlOrCursor);
      return name
        ? client.query({ name, text: sqlOrCursor, values: parameters })
        : client.query(sqlOrCursor, parameters);
    }) as unknown as PostgresPoolClient['query'],
    // pg-pool gives the client a new release function each time it lends it.
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}
