import type { FastifyBaseLogger } from 'fastify';
import type { AssistantRecord } from '../assistants/repository';
import type { VoiceProviderDeps } from '../voice-platform/provider-for-tenant';
import { vapiOptionsOfAccount } from '../voice-platform/vapi-account';
import { vapiToolsClient } from '../voice-platform/vapi-tools';
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
  if (ids.length === 0) return;
  try {
    const options = await vapiOptionsOfAccount(
      deps,
      assistant.reseller_id,
      assistant.voice_provider,
    );
    if (!options) return;
    const tools = vapiToolsClient(options);
    for (const id of ids) await tools.deleteTool(id);
  } catch (error) {
    deps.log.error(
      { error: error instanceof Error ? error.message : String(error), toolIds: ids },
      'assistant deleted: its custom tools could not all be deleted on the voice platform',
    );
  }
}
