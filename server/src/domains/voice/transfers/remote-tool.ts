import type { FastifyBaseLogger } from 'fastify';
import type { AssistantRecord } from '../assistants/repository';
import { deleteToolsOfDeletedAssistant } from '../voice-platform/assistant-tools';
import type { VoiceProviderDeps } from '../voice-platform/provider-for-tenant';

/**
 * A deleted assistant's transferCall tool goes too (its destinations go with the row). Once the assistant is
 * deleted nothing uses the tool, so a failure here (the account out of reach, Vapi down) leaves an unused tool
 * on Vapi, logged, and never stops the delete.
 */
export async function deleteTransferToolOf(
  deps: Pick<VoiceProviderDeps, 'db' | 'config'> & { log: FastifyBaseLogger },
  assistant: Pick<AssistantRecord, 'reseller_id' | 'voice_provider' | 'transfer_tool_id'>,
): Promise<void> {
  const toolId = assistant.transfer_tool_id;
  await deleteToolsOfDeletedAssistant(deps, assistant, toolId ? [toolId] : [], 'transfer tool');
}
