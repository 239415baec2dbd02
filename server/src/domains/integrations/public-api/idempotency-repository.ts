import type { Kysely, Selectable } from 'kysely';
import type { DB, IdempotencyKeysTable } from '../../../db/schema';
import { isUniqueViolation } from '../../../lib/unique-violation';

export type IdempotencyRow = Selectable<IdempotencyKeysTable>;

/** Claims (owner, key) for a request now running: the claim's id, or null when a row for them exists already. */
export async function claimKey(
  db: Kysely<DB>,
  values: { owner: string; key: string; hash: string; now: string },
): Promise<number | null> {
  try {
    const row = await db
      .insertInto('idempotency_keys')
      .values({
        owner: values.owner,
        idempotency_key: values.key,
        request_hash: values.hash,
        state: 'running',
        response_status: null,
        response_body: null,
        created_at: values.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export function findKey(
  db: Kysely<DB>,
  owner: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('owner', '=', owner)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The reply of the request that claimed the key, kept for its retries. */
export async function finishKey(
  db: Kysely<DB>,
  id: number,
  status: number,
  body: unknown,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', response_status: status, response_body: JSON.stringify(body) })
    .where('id', '=', id)
    .execute();
}

export async function deleteKey(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('id', '=', id).execute();
}

/** The owner's keys created before `before` (spent): removed as the owner uses new ones. */
export async function deleteSpentKeys(
  db: Kysely<DB>,
  owner: string,
  before: string,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('owner', '=', owner)
    .where('created_at', '<', before)
    .execute();
}
