import type {
  Assistant,
  AssistantStats,
  AssistantVapiData,
  FirstMessageMode,
} from '@voice/contracts';
import type { AssistantRecord } from './repository';

/** An assistant as GET /api/assistants/{id} and the saves answer it (spec 001 §3). */
export function presentAssistant(row: AssistantRecord, stats: AssistantStats | null): Assistant {
  const vapiData = row.vapi_data as unknown as AssistantVapiData | null;
  return {
    id: row.id,
    vapi_assistant_id: row.vapi_assistant_id,
    name: row.name,
    type: row.type,
    phone_number: row.phone_number,
    webhook_url: row.webhook_url,
    first_message_mode: (row.first_message_mode ?? 'assistant-speaks-first') as FirstMessageMode,
    first_message_interruptions_enabled: Number(row.first_message_interruptions_enabled) === 1,
    created_at: row.created_at,
    user: row.user_name === null ? null : { name: row.user_name },
    creator: row.creator_name === null ? null : { name: row.creator_name },
    user_id: row.user_id,
    // Rows made before the editor existed have no copy; their stats are still answered (the list's modal).
    vapi_data: vapiData ? { ...vapiData, stats } : stats ? ({ stats } as AssistantVapiData) : null,
  };
}
