import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/** The role of an assistant's owner (whose plan its calls count against), or null when the user is gone. */
export async function ownerRole(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('role')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}
