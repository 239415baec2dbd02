import type { FastifyBaseLogger } from 'fastify';
import type { AssistantRecord } from '../assistants/repository';
import { deleteToolsOfDeletedAssistant } from '../voice-platform/assistant-tools';
import type { VoiceProviderDeps } from '../voice-platform/provider-for-tenant';
import { listToolRows } from './repository';

/**
 * A deleted assistant's custom tools go from Vapi too (their rows go with the assistant's). Nothing uses them once
 * the assistant is deleted, so a failure (the account out of reach, Vapi down) leaves unused tools there, logged,
 * and never stops the delete.
 */
export async function deleteCustomToolsOf(
  deps: Pick<VoiceProviderDeps, 'db' | 'config'> & { log: FastifyBaseLogger },
  assistant: Pick<AssistantRecord, 'id' | 'reseller_id' | 'voice_provider'>,
): Promise<void> {
  const ids = (await listToolRows(deps.db, assistant.id)).flatMap((row) =>
    row.remote_tool_id ? [row.remote_tool_id] : [],
  );
  await deleteToolsOfDeletedAssistant(deps, assistant, ids, 'custom tools');
}
