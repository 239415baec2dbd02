import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';

/** The sandbox email outbox, read by the tests of what a request emails. */

/** The id of the newest email in the outbox (0 when empty): take it before a request, then read outboxSince(it). */
export async function lastOutboxId(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The emails written after the one with this id, oldest first. */
export function outboxSince(db: Kysely<DB>, id: number) {
  return db.selectFrom('email_outbox').selectAll().where('id', '>', id).orderBy('id').execute();
}
