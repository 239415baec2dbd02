import type { Db } from '../../../db/schema';

/**
 * The saved tools an assistant carries on its voice platform (VoiceAssistantSpec.toolIds → model.toolIds), in
 * one place, so that every save of the assistant sends all of them (Vapi replaces `model` as a whole): today its
 * transferCall tool (voice/transfers). Other tools (custom tools, the knowledge base's) add their ids here.
 */
export async function assistantToolIds(db: Db, assistantId: number): Promise<string[]> {
  const row = await db
    .selectFrom('assistants')
    .select('transfer_tool_id')
    .where('id', '=', assistantId)
    .executeTakeFirst();
  return row?.transfer_tool_id ? [row.transfer_tool_id] : [];
}
