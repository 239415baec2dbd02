import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
} from 'kysely';
import type { DB } from '../../src/db/schema';
import type { changesTables } from '../../src/db/table-writes';

/** A query builder with no database behind it: it builds queries for their operation nodes only. */
export const builder = new Kysely<DB>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

export type QueryNode = Parameters<typeof changesTables>[0];

/** The operation node of a built query, as the table-writes plugin sees it. */
export const node = (query: Compilable<unknown> & { toOperationNode(): unknown }) =>
  query.toOperationNode() as QueryNode;

/** The columns a users row needs, for inserts that are only built. */
export const NEW_USER = {
  name: 'n',
  email: 'e',
  password_hash: 'p',
  role: 'user',
  created_at: 'c',
  updated_at: 'u',
} as const;
