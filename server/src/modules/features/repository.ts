import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The landing page's active features, in display order. */
export async function listActiveFeatures(db: Kysely<DB>) {
  return db
    .selectFrom('features')
    .select(['id', 'title', 'description', 'icon'])
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
