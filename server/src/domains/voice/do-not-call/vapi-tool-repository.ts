import type { Db } from '../../../db/schema';

/** assistants.do_not_call_tool_id (migration 0039): the assistant's add_to_do_not_call tool on its voice platform. */
export async function saveDoNotCallToolId(
  db: Db,
  assistantId: number,
  toolId: string | null,
): Promise<void> {
  await db
    .updateTable('assistants')
    .set({ do_not_call_tool_id: toolId })
    .where('id', '=', assistantId)
    .execute();
}
