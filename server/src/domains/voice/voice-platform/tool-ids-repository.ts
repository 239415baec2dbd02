import type { Db } from '../../../db/schema';

/**
 * The saved tools an assistant carries on its voice platform (VoiceAssistantSpec.toolIds → model.toolIds), in
 * one place, so that every save of the assistant sends all of them (Vapi replaces `model` as a whole): today its
 * transferCall tool (voice/transfers), its booking calendar's two function tools (voice/bookings, while the
 * calendar is on), then its custom tools' function tools (voice/custom-tools) in the order they were added, then its
 * knowledge base's search tool (voice/knowledge/remote-sync.ts), then its add_to_do_not_call tool while it can
 * call out (voice/do-not-call/vapi-tool.ts).
 */
export async function assistantToolIds(db: Db, assistantId: number): Promise<string[]> {
  const row = await db
    .selectFrom('assistants as a')
    .leftJoin('booking_calendars as b', 'b.assistant_id', 'a.id')
    .select([
      'a.transfer_tool_id',
      'b.check_availability_tool_id',
      'b.book_appointment_tool_id',
      'a.knowledge_tool_id',
      'a.do_not_call_tool_id',
    ])
    .where('a.id', '=', assistantId)
    .executeTakeFirst();
  const custom = await db
    .selectFrom('custom_tools')
    .select('remote_tool_id')
    .where('assistant_id', '=', assistantId)
    .where('remote_tool_id', 'is not', null)
    .orderBy('id')
    .execute();
  return [
    ...(row?.transfer_tool_id ? [row.transfer_tool_id] : []),
    ...(row?.check_availability_tool_id ? [row.check_availability_tool_id] : []),
    ...(row?.book_appointment_tool_id ? [row.book_appointment_tool_id] : []),
    ...custom.flatMap((tool) => (tool.remote_tool_id ? [tool.remote_tool_id] : [])),
    ...(row?.knowledge_tool_id ? [row.knowledge_tool_id] : []),
    ...(row?.do_not_call_tool_id ? [row.do_not_call_tool_id] : []),
  ];
}
