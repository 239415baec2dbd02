import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { DB } from '../../../db/schema';
import type { AssistantColumns } from './prepare';

type Db = Kysely<DB>;

export interface AssistantRemote {
  vapi_assistant_id: string;
  voice_provider: string;
}

export async function insertAssistantRow(
  db: Db,
  columns: AssistantColumns,
  remote: AssistantRemote,
  createdBy: number,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('assistants')
    .values({
      ...columns,
      ...remote,
      vapi_data: JSON.stringify(columns.vapi_data),
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAssistantRow(
  db: Db,
  id: number,
  columns: AssistantColumns,
  remote: AssistantRemote,
  now: string,
): Promise<void> {
  await db
    .updateTable('assistants')
    .set({ ...columns, ...remote, vapi_data: JSON.stringify(columns.vapi_data), updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteAssistantRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('assistants').where('id', '=', id).execute();
}

/**
 * Serialises the creates of one owner inside a transaction, before its assistants are counted: PostgreSQL locks
 * the owner's users row (SELECT ... FOR UPDATE) until commit; SQLite takes the database's write lock by writing
 * first (a no-op update), so a second writer waits for this transaction and then counts the new row.
 */
export async function lockOwner(trx: Db, dialect: Dialect, userId: number): Promise<void> {
  if (dialect === 'postgres') {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    return;
  }
  await trx
    .updateTable('users')
    .set({ updated_at: sql`updated_at` })
    .where('id', '=', userId)
    .execute();
}
