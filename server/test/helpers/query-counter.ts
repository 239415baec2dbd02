import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';

/** The same database, counting the queries it runs: how many round trips a list or an export makes. */
export function counting(db: Kysely<DB>) {
  const counter = { queries: 0 };
  const counted = db.withPlugin({
    transformQuery: (args) => {
      counter.queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return { db: counted, counter };
}
