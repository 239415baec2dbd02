import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CustomToolsTable, DB, Db, ToolCallsTable } from '../../../db/schema';

/** The queries of custom tools and of the tool calls answered during calls. */

export type CustomToolRow = Selectable<CustomToolsTable>;
export type ToolCallRow = Selectable<ToolCallsTable>;

export async function listToolRows(db: Db, assistantId: number): Promise<CustomToolRow[]> {
  return db
    .selectFrom('custom_tools')
    .selectAll()
    .where('assistant_id', '=', assistantId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function countToolRows(db: Db, assistantId: number): Promise<number> {
  const row = await db
    .selectFrom('custom_tools')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('assistant_id', '=', assistantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findToolRow(
  db: Db,
  assistantId: number,
  toolId: number,
): Promise<CustomToolRow | undefined> {
  return db
    .selectFrom('custom_tools')
    .selectAll()
    .where('assistant_id', '=', assistantId)
    .where('id', '=', toolId)
    .executeTakeFirst();
}

/** The tool an assistant's call asks for by its function name. */
export async function findToolByName(
  db: Db,
  assistantId: number,
  name: string,
): Promise<CustomToolRow | undefined> {
  return db
    .selectFrom('custom_tools')
    .selectAll()
    .where('assistant_id', '=', assistantId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function insertToolRow(
  db: Db,
  values: Insertable<CustomToolsTable>,
): Promise<CustomToolRow> {
  return db.insertInto('custom_tools').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateToolRow(
  db: Db,
  toolId: number,
  changes: Updateable<CustomToolsTable>,
): Promise<CustomToolRow | undefined> {
  return db
    .updateTable('custom_tools')
    .set(changes)
    .where('id', '=', toolId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteToolRow(db: Db, toolId: number): Promise<void> {
  await db.deleteFrom('custom_tools').where('id', '=', toolId).execute();
}

export async function insertToolCall(db: Db, values: Insertable<ToolCallsTable>): Promise<void> {
  await db.insertInto('tool_calls').values(values).execute();
}

/** The tool calls of one call of an assistant, in the order they were answered. */
export async function toolCallsOfCall(
  db: Kysely<DB>,
  assistantId: number,
  callId: string,
): Promise<ToolCallRow[]> {
  return db
    .selectFrom('tool_calls')
    .selectAll()
    .where('call_id', '=', callId)
    .where('assistant_id', '=', assistantId)
    .orderBy('id')
    .execute();
}
