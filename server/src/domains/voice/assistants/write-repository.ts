import type { Kysely } from 'kysely';
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
