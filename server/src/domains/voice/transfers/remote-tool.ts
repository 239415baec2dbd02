import type { FastifyBaseLogger } from 'fastify';
import type { AssistantRecord } from '../assistants/repository';
import type { VoiceProviderDeps } from '../voice-platform/provider-for-tenant';
import { vapiOptionsOfAccount } from '../voice-platform/vapi-account';
import { vapiToolsClient } from '../voice-platform/vapi-tools';

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
  if (!toolId) return;
  try {
    const options = await vapiOptionsOfAccount(
      deps,
      assistant.reseller_id,
      assistant.voice_provider,
    );
    if (options) await vapiToolsClient(options).deleteTool(toolId);
  } catch (error) {
    deps.log.error(
      { error: error instanceof Error ? error.message : String(error), toolId },
      'assistant deleted: its transfer tool could not be deleted on the voice platform',
    );
  }
}
