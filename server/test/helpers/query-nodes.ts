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
